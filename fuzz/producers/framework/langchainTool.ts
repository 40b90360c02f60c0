/**
 * The part of a LangChain.js structured tool toolfuzz reads (`tool(fn, { name, schema })`,
 * `DynamicStructuredTool`, a `StructuredTool` subclass): its name, description and schema (zod 3,
 * zod 4 or JSON Schema), `invoke`, which validates and then calls `_call`, and `_call`, the user's
 * code that the runtime replaces.
 */
export interface LangChainTool {
  readonly name: string;
  readonly description?: string;
  readonly schema: unknown;
  invoke(input: unknown, config?: unknown): Promise<unknown>;
  _call(arg: unknown, runManager?: unknown, config?: unknown): Promise<unknown>;
}

/** Whether `value` is a LangChain tool by its shape alone: `lc_namespace` `['langchain', 'tools']`, a name, a schema, invoke and _call. */
export function isLangChainTool(value: unknown): value is LangChainTool {
  if (typeof value !== 'object' || value === null) return false;
  const tool = value as Record<string, unknown>;
  let namespace: unknown;
  try {
    // A getter on LangChain's classes; on anything else it may be a getter that throws.
    namespace = tool['lc_namespace'];
  } catch {
    return false;
  }
  return (
    Array.isArray(namespace) &&
    namespace[0] === 'langchain' &&
    namespace[1] === 'tools' &&
    typeof tool['name'] === 'string' &&
    tool['schema'] !== undefined &&
    typeof tool['invoke'] === 'function' &&
    typeof tool['_call'] === 'function'
  );
}

/** The schema library under a LangChain tool: zod 4 (`_zod`), zod 3 (`_def` alone), or none (a JSON Schema, validated by @cfworker/json-schema). */
export function langchainSchemaLibrary(schema: unknown): 'zod' | 'zod3' | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  if ('_zod' in schema) return 'zod';
  if ('_def' in schema) return 'zod3';
  return undefined;
}
