import { jsonPathIndex, jsonPathKey } from '../../specs/describeJson.ts';

/** One value of a module's exports that may be a tool, and where it is. */
export interface SubjectToolEntry {
  /** Where the value is in the exports: `['tools', 'search']`, `['agent', 'tools', 0]`, `['search']`. */
  readonly exportPath: readonly (string | number)[];
  /** `tools.search`, `agent.tools[0]`: the path for messages and origins. */
  readonly path: string;
  /** Its record key, or the export's name; undefined for an array entry (the tool may carry its own name). */
  readonly key?: string;
  /** Whether it is an entry of the module's `tools` export (the only place library tools are read from). */
  readonly inToolsExport: boolean;
  readonly value: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The entries of a tool collection (an array or a record) found at `exportPath`. */
function collectionEntries(
  collection: unknown,
  exportPath: readonly (string | number)[],
  path: string,
  inToolsExport: boolean,
): SubjectToolEntry[] {
  if (Array.isArray(collection)) {
    return collection.map((value: unknown, index) => ({
      exportPath: [...exportPath, index],
      path: jsonPathIndex(path, index),
      inToolsExport,
      value,
    }));
  }
  if (!isRecord(collection)) return [];
  return Object.entries(collection).map(([key, value]) => ({
    exportPath: [...exportPath, key],
    path: jsonPathKey(path, key),
    key,
    inToolsExport,
    value,
  }));
}

/**
 * Every value of a module's exports that may be a tool, in the shapes users export them: the
 * `tools` export (an array, or a record such as an AI SDK tool set or Mastra's `tools`), any other
 * export that is itself a tool (`export const search = tool(...)`, told by `isTool`), and the
 * `tools` of any other export that holds some (an agent object). A tool reached twice is listed once,
 * where it was first met (the `tools` export first).
 */
export function subjectToolEntries(exports: Record<string, unknown>, isTool: (value: unknown) => boolean): SubjectToolEntry[] {
  const entries = collectionEntries(exports['tools'], ['tools'], 'tools', true);
  for (const [name, value] of Object.entries(exports)) {
    // `default` of a CommonJS module is the namespace itself; `module.exports` is tsx's alias of it.
    if (name === 'tools' || name === 'default' || name === 'module.exports') continue;
    if (isTool(value)) {
      entries.push({ exportPath: [name], path: name, key: name, inToolsExport: false, value });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    let held: unknown;
    try {
      held = (value as { tools?: unknown }).tools;
    } catch {
      // A getter that throws holds no tools toolfuzz can reach.
      continue;
    }
    entries.push(...collectionEntries(held, [name, 'tools'], jsonPathKey(name, 'tools'), false).filter((entry) => isTool(entry.value)));
  }
  const seen = new Set<unknown>();
  return entries.filter((entry) => {
    if (typeof entry.value !== 'object' || entry.value === null) return true;
    if (seen.has(entry.value)) return false;
    seen.add(entry.value);
    return true;
  });
}
