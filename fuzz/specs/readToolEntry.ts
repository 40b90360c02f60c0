import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { UsageError } from '../errors/usageError.ts';
import { checkSpec } from './checkSpec.ts';
import { describeJsonValue, jsonPathKey } from './describeJson.ts';

/** The declarative part of one entry of a `tools` array: what every spec source provides. */
export interface ToolEntry {
  name: string;
  description?: string;
  schema: SchemaSpec;
}

/**
 * Reads `{ name, description?, schema }` at `path` of `where` (a file), checking the schema strictly;
 * other keys (`inputSchema`, `execute`, metadata) are left to the caller. Throws a UsageError naming file and path.
 */
export function readToolEntry(value: unknown, where: string, path: string): ToolEntry {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new UsageError(`${where}: ${path}: expected a tool { "name", "description"?, "schema" }, got ${describeJsonValue(value)}`);
  }
  const entry = value as Record<string, unknown>;
  const own = (key: string): unknown => (Object.hasOwn(entry, key) ? entry[key] : undefined);
  const name = own('name');
  if (typeof name !== 'string' || name === '') {
    throw new UsageError(`${where}: ${jsonPathKey(path, 'name')}: a tool needs a non-empty string "name", got ${describeJsonValue(name)}`);
  }
  const description = own('description');
  if (description !== undefined && typeof description !== 'string') {
    throw new UsageError(
      `${where}: ${jsonPathKey(path, 'description')}: tool ${JSON.stringify(name)}: "description" must be a string, got ${describeJsonValue(description)}`,
    );
  }
  if (own('schema') === undefined) {
    throw new UsageError(`${where}: ${path}: tool ${JSON.stringify(name)} has no "schema" (its SchemaSpec)`);
  }
  const schema = checkSpec(own('schema'), where, jsonPathKey(path, 'schema'));
  return description === undefined ? { name, schema } : { name, description, schema };
}

/**
 * `name`, or `name#2`, `name#3`, ... when it is taken: duplicate names across sources are legal,
 * but reports and `--reproduce` need one name per tool. Records the returned name in `taken`.
 */
export function uniqueToolName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}#${n}`;
  taken.add(unique);
  return unique;
}
