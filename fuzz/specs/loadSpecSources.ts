import { extname, resolve } from 'node:path';
import { displayPath, isModulePath, MODULE_EXTENSIONS } from '../errors/userPaths.ts';
import { statPath } from '../errors/statPath.ts';
import { UsageError } from '../errors/usageError.ts';
import { importToolModule } from './importToolModule.ts';
import { listJsonFiles } from './listJsonFiles.ts';
import { readSpecFile } from './readSpecFile.ts';
import type { SchemaSpecTool } from '../tool/toolUnderTest.ts';
import { uniqueToolName } from './readToolEntry.ts';

/** Everything the spec sources of a campaign hold. */
export interface SpecSources {
  /** Every tool, in source order (a folder's files sorted), names made unique. */
  tools: SchemaSpecTool[];
  /**
   * One entry per tool module loaded: its absolute path -> whether it exports a `fuzzContext`
   * (its bodies run while fuzzing only then, or under `--run-bodies`). The context itself is not
   * kept here, so this stays plain data a worker can receive; see importToolModule for the value.
   */
  fuzzContexts: Map<string, boolean>;
}

type Source = { kind: 'json'; path: string } | { kind: 'module'; path: string };

async function expand(path: string, cwd: string): Promise<Source[]> {
  const shown = displayPath(path, cwd);
  const stats = await statPath(path, cwd);
  if (stats === undefined) throw new UsageError(`spec source not found: ${shown}`);
  if (stats.isDirectory()) {
    const files = await listJsonFiles(path, (p) => displayPath(p, cwd));
    if (files.length === 0) throw new UsageError(`${shown}: no .json spec files in this folder`);
    return files.map((file) => ({ kind: 'json', path: file }));
  }
  if (extname(path).toLowerCase() === '.json') return [{ kind: 'json', path }];
  if (isModulePath(path)) return [{ kind: 'module', path }];
  throw new UsageError(`${shown}: not a spec source (expected a folder, a .json file or a ${MODULE_EXTENSIONS.join(', ')} module)`);
}

/**
 * Loads the spec sources of docs/subject-contract.md (paths resolved against, and shown relative to,
 * `cwd`: the run's folder, default process.cwd()): JSON files (one
 * SchemaSpec, or `{ "tools": [...] }`), folders (every .json below, sorted) and TS/JS modules
 * exporting `tools` and optionally `fuzzContext`. A file named twice (directly or through a
 * folder) is loaded once. Every fault is a one-line UsageError naming the file (and the JSON path):
 * a missing or unreadable path, invalid JSON, a malformed spec or tool, a module that fails to
 * import or lacks a `tools` array, a source without tools. Duplicate tool names get `#2`, `#3`, ...
 */
export async function loadSpecSources(paths: readonly string[], options: { readonly cwd?: string } = {}): Promise<SpecSources> {
  const cwd = options.cwd ?? process.cwd();
  if (paths.length === 0) throw new UsageError('no spec sources given (pass --specs <path>)');
  const sources: Source[] = [];
  const seen = new Set<string>();
  for (const path of paths) {
    for (const source of await expand(resolve(cwd, path), cwd)) {
      if (seen.has(source.path)) continue;
      seen.add(source.path);
      sources.push(source);
    }
  }
  const tools: SchemaSpecTool[] = [];
  const fuzzContexts = new Map<string, boolean>();
  const taken = new Set<string>();
  for (const source of sources) {
    const where = displayPath(source.path, cwd);
    if (source.kind === 'json') {
      for (const entry of await readSpecFile(source.path, where)) {
        const origin = entry.index === undefined ? where : `${where}#${entry.index}`;
        tools.push({
          name: uniqueToolName(entry.name, taken),
          ...(entry.description === undefined ? {} : { description: entry.description }),
          spec: entry.schema,
          origin,
          producer: 'schema-spec',
          hasBody: false,
        });
      }
      continue;
    }
    const module = await importToolModule(source.path, { cwd });
    if (module.tools.length === 0) throw new UsageError(`${where}: the "tools" export is empty`);
    fuzzContexts.set(source.path, module.hasFuzzContext);
    module.tools.forEach((entry, index) => {
      const hasBody = entry.execute !== undefined;
      tools.push({
        name: uniqueToolName(entry.name, taken),
        ...(entry.description === undefined ? {} : { description: entry.description }),
        spec: entry.schema,
        origin: `${where}#${index}`,
        ...(hasBody ? { module: source.path, exportIndex: index } : {}),
        producer: 'schema-spec',
        hasBody,
      });
    });
  }
  return { tools, fuzzContexts };
}
