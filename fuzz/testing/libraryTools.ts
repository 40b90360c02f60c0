import { Value } from '@sinclair/typebox/value';
import { compileAdvertised } from '../tool/schemaTool/advertisedValidator.ts';
import { toJsonSchema as valibotToJsonSchema } from '@valibot/to-json-schema';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import type { JsonSchema } from '../schema/schemaTypes.ts';

/** The schema libraries the library fixtures are written with (`zod` is zod 4, `zod3` the zod 3.25 alias). */
export type SchemaLibrary = 'zod' | 'zod3' | 'valibot' | 'arktype' | 'typebox';

/** One tool of a library module, its name taken from the record key when the module exports a record. */
export interface LibraryTool {
  readonly name: string;
  readonly inputSchema: unknown;
  readonly jsonSchema?: JsonSchema;
}

/** What the tool's own runtime check said of some args. */
export type RuntimeVerdict =
  | { readonly kind: 'accepted' }
  | { readonly kind: 'rejected'; readonly issues: readonly Record<string, unknown>[] };

/** The tools a module exports under `tools`, as an array or as a record from name to tool, in their order. */
export async function loadLibraryTools(modulePath: string): Promise<LibraryTool[]> {
  const module = (await import(modulePath)) as { tools?: unknown };
  const tools = module.tools;
  if (typeof tools !== 'object' || tools === null) throw new Error(`${modulePath} exports no tools`);
  const entries: [string | undefined, unknown][] = Array.isArray(tools) ? tools.map((tool) => [undefined, tool]) : Object.entries(tools);
  return entries.map(([key, tool]) => {
    const { name, inputSchema, parameters, jsonSchema } = tool as {
      name?: string;
      inputSchema?: unknown;
      parameters?: unknown;
      jsonSchema?: JsonSchema;
    };
    const toolName = key ?? name;
    if (toolName === undefined) throw new Error(`${modulePath}: a tool without a name`);
    return { name: toolName, inputSchema: inputSchema ?? parameters, ...(jsonSchema === undefined ? {} : { jsonSchema }) };
  });
}

/** The schema the model is shown: the tool's own `jsonSchema`, else the library's converter at its defaults. */
export function advertisedSchema(library: SchemaLibrary, tool: LibraryTool): JsonSchema {
  if (tool.jsonSchema !== undefined) return tool.jsonSchema;
  const schema = tool.inputSchema as never;
  switch (library) {
    case 'zod':
      return z.toJSONSchema(schema) as JsonSchema;
    case 'zod3':
      return zodToJsonSchema(schema) as JsonSchema;
    case 'valibot':
      return valibotToJsonSchema(schema) as JsonSchema;
    case 'arktype':
      return (tool.inputSchema as { toJsonSchema: () => JsonSchema }).toJsonSchema();
    case 'typebox':
      // TypeBox schemas are JSON Schema already; their symbol keys are invisible to ajv.
      return JSON.parse(JSON.stringify(tool.inputSchema)) as JsonSchema;
  }
}

/** Whether the advertised schema accepts the JSON text `json` as toolfuzz judges it (ajv behind the JSON number model: `1e400` a whole number). */
export function schemaAcceptsJson(schema: JsonSchema, json: string): boolean {
  const validator = compileAdvertised(schema);
  if (validator.kind !== 'compiled') throw new Error(validator.error);
  const judged = validator.judgeJson(json);
  validator.dispose();
  if (!judged.judged) throw new Error(judged.why);
  return judged.valid;
}

/** The runtime verdict: `~standard.validate` (awaited) for Standard Schema libraries, `Value.Check` for TypeBox. */
export async function runtimeVerdict(library: SchemaLibrary, tool: LibraryTool, args: unknown): Promise<RuntimeVerdict> {
  if (library === 'typebox') return Value.Check(tool.inputSchema as never, args) ? { kind: 'accepted' } : { kind: 'rejected', issues: [] };
  const standard = (tool.inputSchema as { '~standard': { validate: (value: unknown) => unknown } })['~standard'];
  const result = (await standard.validate(args)) as { issues?: readonly Record<string, unknown>[] };
  return result.issues === undefined ? { kind: 'accepted' } : { kind: 'rejected', issues: result.issues };
}

/** Whether an issue is one the library marks as user code: zod's `custom`, valibot's `check`, arktype's `predicate`. */
export function isCustomIssue(issue: Record<string, unknown>): boolean {
  return issue.code === 'custom' || issue.type === 'check' || issue.code === 'predicate';
}
