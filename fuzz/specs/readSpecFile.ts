import { basename, extname } from 'node:path';
import { UsageError } from '../errors/usageError.ts';
import { checkSpec } from './checkSpec.ts';
import { describeJsonValue, jsonPathIndex } from './describeJson.ts';
import { parseJsonFile } from './parseJsonFile.ts';
import { readToolEntry, type ToolEntry } from './readToolEntry.ts';

/** A tool read from a JSON spec file, with where it sits in the file. */
export interface SpecFileTool extends ToolEntry {
  /** `#<index>` in the file's `tools` array, or undefined for a file that is one spec. */
  index: number | undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `{ "tools": [...] }` or one SchemaSpec? A spec may declare a property named `tools`, so only a
 * `tools` that looks like a PropSpec (an object with `type`) makes the file a spec.
 */
export function isToolsFile(json: Record<string, unknown>): boolean {
  if (!Object.hasOwn(json, 'tools')) return false;
  const tools = json['tools'];
  return !(isObject(tools) && Object.hasOwn(tools, 'type'));
}

/**
 * Reads one JSON spec source (docs/subject-contract.md, spec sources): `{ "tools": [ { name, description?, schema } ] }`
 * (other top-level keys such as `source` are ignored), or one SchemaSpec, named after the file.
 * Every fault is a UsageError naming `where` and the JSON path; an empty `tools` array is one too.
 */
export async function readSpecFile(absolutePath: string, where: string): Promise<SpecFileTool[]> {
  const json = await parseJsonFile(absolutePath, where);
  if (!isObject(json) || !isToolsFile(json)) {
    const schema = checkSpec(json, where);
    return [{ name: basename(absolutePath, extname(absolutePath)), schema, index: undefined }];
  }
  const tools = json['tools'];
  if (!Array.isArray(tools)) {
    throw new UsageError(
      `${where}: $.tools: "tools" must be an array of { "name", "description"?, "schema" }, got ${describeJsonValue(tools)}`,
    );
  }
  if (tools.length === 0) throw new UsageError(`${where}: $.tools: no tools ("tools" is empty)`);
  return (tools as unknown[]).map((value, index) => ({ ...readToolEntry(value, where, jsonPathIndex('$.tools', index)), index }));
}
