import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { displayPath, isModulePath } from '../errors/userPaths.ts';
import { firstLineOf } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import { checkSpec } from '../specs/checkSpec.ts';
import { describeJsonValue, jsonPathIndex } from '../specs/describeJson.ts';
import { readToolEntry, type ToolEntry, uniqueToolName } from '../specs/readToolEntry.ts';
import type { SchemaSpecTool } from '../tool/toolUnderTest.ts';
import { isToolsFile } from '../specs/readSpecFile.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(dir: string, seen: Set<string>, found: string[]): void {
  // Symlinked folders are followed once, as listJsonFiles does: a link back up must not loop.
  const real = realpathSync(dir);
  if (seen.has(real)) return;
  seen.add(real);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const stats = entry.isSymbolicLink() ? statSync(path, { throwIfNoEntry: false }) : entry;
    if (stats?.isDirectory()) walk(path, seen, found);
    else if (stats?.isFile() && entry.name.toLowerCase().endsWith('.json')) found.push(path);
  }
}

function jsonFiles(path: string): string[] {
  const where = displayPath(path);
  const stats = statSync(path, { throwIfNoEntry: false });
  if (stats === undefined) throw new UsageError(`spec source not found: ${where}`);
  if (stats.isDirectory()) {
    const found: string[] = [];
    walk(path, new Set(), found);
    if (found.length === 0) throw new UsageError(`${where}: no .json spec files in this folder`);
    return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }
  if (extname(path).toLowerCase() === '.json') return [path];
  if (isModulePath(path)) {
    throw new UsageError(
      `${where}: a tool module cannot be read while vitest collects tests (imports are async): pass tools: await loadTools([...]) from 'toolfuzz/vitest' instead`,
    );
  }
  throw new UsageError(`${where}: not a JSON spec source (expected a folder or a .json file)`);
}

function entriesOf(path: string): (ToolEntry & { index: number | undefined })[] {
  const where = displayPath(path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (thrown) {
    throw new UsageError(`${where}: cannot read: ${firstLineOf(thrown)}`);
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (thrown) {
    throw new UsageError(`${where}: invalid JSON: ${firstLineOf(thrown)}`);
  }
  if (!isObject(json) || !isToolsFile(json))
    return [{ name: basename(path, extname(path)), schema: checkSpec(json, where), index: undefined }];
  const tools = json['tools'];
  if (!Array.isArray(tools))
    throw new UsageError(
      `${where}: $.tools: "tools" must be an array of { "name", "description"?, "schema" }, got ${describeJsonValue(tools)}`,
    );
  if (tools.length === 0) throw new UsageError(`${where}: $.tools: no tools ("tools" is empty)`);
  return (tools as unknown[]).map((value, index) => ({ ...readToolEntry(value, where, jsonPathIndex('$.tools', index)), index }));
}

/**
 * The JSON spec sources of docs/subject-contract.md (files and folders; paths resolved against the cwd),
 * read synchronously so vitest can register a test per tool while it collects. Same rules, names and
 * origins as loadSpecSources; a tool module is refused with a pointer to loadTools.
 */
export function readJsonSpecsSync(paths: readonly string[]): SchemaSpecTool[] {
  if (paths.length === 0) throw new UsageError('no spec sources given');
  const seen = new Set<string>();
  const taken = new Set<string>();
  const tools: SchemaSpecTool[] = [];
  for (const path of paths) {
    for (const file of jsonFiles(resolve(path))) {
      if (seen.has(file)) continue;
      seen.add(file);
      const where = displayPath(file);
      for (const entry of entriesOf(file)) {
        tools.push({
          name: uniqueToolName(entry.name, taken),
          ...(entry.description === undefined ? {} : { description: entry.description }),
          spec: entry.schema,
          origin: entry.index === undefined ? where : `${where}#${entry.index}`,
          producer: 'schema-spec',
          hasBody: false,
        });
      }
    }
  }
  return tools;
}
