import { displayPath } from '../errors/userPaths.ts';
import { importUserModule, UsageError } from '../errors/usageError.ts';
import { describeJsonValue, jsonPathIndex, jsonPathKey } from './describeJson.ts';
import { readToolEntry, type ToolEntry } from './readToolEntry.ts';

/** One entry of a module's `tools` export: a defineTool result (with `execute`) or a bare `{ name, schema }`. */
export interface ModuleTool extends ToolEntry {
  execute?: (args: unknown, ctx?: unknown) => unknown;
}

/** What a tool module exports (docs/subject-contract.md, spec sources), checked. */
export interface ToolModule {
  tools: ModuleTool[];
  /** Whether the module exports a `fuzzContext` (then its bodies run while fuzzing). */
  hasFuzzContext: boolean;
  /** The `ctx` handed to tool bodies while fuzzing; undefined when not exported. */
  fuzzContext: unknown;
}

/**
 * Imports the tool module at `absolutePath` and checks its `tools` export; used by the loader and
 * again by any worker that runs bodies (live functions and contexts cannot be posted to a worker).
 * Every problem is a one-line UsageError naming the file relative to `cwd` (the run's folder, default
 * process.cwd()), and the entry's path, e.g. `tools[1].schema.mode`.
 */
export async function importToolModule(absolutePath: string, options: { readonly cwd?: string } = {}): Promise<ToolModule> {
  const where = displayPath(absolutePath, options.cwd);
  const exports = await importUserModule(absolutePath, where);
  const tools = exports['tools'];
  if (tools === undefined) {
    const names = Object.keys(exports);
    const found = names.length === 0 ? 'it exports nothing' : `it exports ${names.join(', ')}`;
    throw new UsageError(`${where}: does not export a "tools" array (${found})`);
  }
  if (!Array.isArray(tools)) throw new UsageError(`${where}: the "tools" export must be an array, got ${describeJsonValue(tools)}`);
  const checked = (tools as unknown[]).map((value, index): ModuleTool => {
    const path = jsonPathIndex('tools', index);
    const entry = readToolEntry(value, where, path);
    const execute = (value as Record<string, unknown>)['execute'];
    if (execute === undefined) return entry;
    if (typeof execute !== 'function') {
      throw new UsageError(
        `${where}: ${jsonPathKey(path, 'execute')}: tool ${JSON.stringify(entry.name)}: "execute" must be a function, got ${describeJsonValue(execute)}`,
      );
    }
    // Bound to its tool: a defineTool result may be a class instance whose execute uses `this`.
    return { ...entry, execute: (execute as (args: unknown, ctx?: unknown) => unknown).bind(value) };
  });
  const fuzzContext = exports['fuzzContext'];
  return { tools: checked, hasFuzzContext: fuzzContext !== undefined, fuzzContext };
}
