import { UsageError } from '../../errors/usageError.ts';
import { describeJsonValue, jsonPathIndex, jsonPathKey } from '../../specs/describeJson.ts';

/** One entry of a module's `tools`, before its schema is looked at. */
export interface LibraryToolEntry {
  /** Its key in `tools`: the index of an array, the key of a record. */
  readonly key: string | number;
  /** `tools[1]`, `tools.search`: where it is, for messages. */
  readonly path: string;
  /** Its `name`, else its record key. */
  readonly name: string;
  readonly value: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The entries of a module's `tools` export: an array of tools (each with a `name`), or a record
 * from tool name to tool (the AI SDK's shape; `name` then defaults to the key). No `tools` export, or a malformed
 * entry, is a one-line UsageError.
 */
export function libraryToolEntries(exports: Record<string, unknown>, label: string): LibraryToolEntry[] {
  const tools = exports['tools'];
  if (tools === undefined) throw new UsageError(`${label}: does not export "tools" (an array or a record of tools)`);
  if (!Array.isArray(tools) && !isRecord(tools))
    throw new UsageError(`${label}: the "tools" export must be an array or a record of tools, got ${describeJsonValue(tools)}`);
  const pairs: [string | number, string, unknown][] = Array.isArray(tools)
    ? tools.map((value: unknown, index): [number, string, unknown] => [index, jsonPathIndex('tools', index), value])
    : Object.entries(tools).map(([key, value]): [string, string, unknown] => [key, jsonPathKey('tools', key), value]);
  return pairs.map(([key, path, value]) => {
    if (!isRecord(value)) throw new UsageError(`${label}: ${path} must be a tool object, got ${describeJsonValue(value)}`);
    const name = value['name'] ?? (typeof key === 'string' ? key : undefined);
    if (typeof name !== 'string' || name === '') {
      throw new UsageError(`${label}: ${path}: a tool in a "tools" array needs a "name" string, got ${describeJsonValue(value['name'])}`);
    }
    return { key, path, name, value };
  });
}
