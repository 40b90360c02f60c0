import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { displayPath } from '../../errors/userPaths.ts';
import { importUserModule, UsageError } from '../../errors/usageError.ts';
import type { FrameworkTool, LibraryTool } from '../../tool/toolUnderTest.ts';
import { libraryDictionary } from '../../cases/dictionary/libraryDictionary.ts';
import { moduleLiterals } from '../../cases/dictionary/moduleLiterals.ts';
import type { SubjectDictionary } from '../../cases/dictionary/subjectDictionary.ts';
import { describeJsonValue } from '../../specs/describeJson.ts';
import { uniqueToolName } from '../../specs/readToolEntry.ts';
import { loadEntry, loadLibraryTools, originOf, type SkippedLibraryTool } from '../library/loadLibraryTools.ts';
import type { FrameworkAdapter } from './frameworkAdapter.ts';
import { FRAMEWORK_ADAPTERS, type FrameworkChoice, frameworkAdapter } from './frameworkAdapters.ts';
import { type SubjectToolEntry, subjectToolEntries } from './subjectToolEntries.ts';

/** A subject module's tools: framework tools (told per tool), library tools (the rest of `tools`), and the ones left out. */
export interface LoadedSubjectTools {
  readonly tools: readonly (LibraryTool | FrameworkTool)[];
  readonly skipped: readonly SkippedLibraryTool[];
}

/** Whether the module's text imports `pkg` (or a subpath of it): `from 'ai'`, `import('ai/test')`, `require("ai")`. */
function importsPackage(text: string, pkg: string): boolean {
  const name = pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?:\\bfrom|\\bimport|\\brequire)\\s*\\(?\\s*['"]${name}(?:/[^'"]*)?['"]`).test(text);
}

/** Picks the adapter that takes `value`: the first that recognises it, and, for a shape plain library tools share, only when the module imports its framework. */
function adapterPicker(
  adapters: readonly FrameworkAdapter[],
  forced: boolean,
  text: string,
): (value: unknown) => FrameworkAdapter | undefined {
  const imported = new Map(adapters.map((adapter) => [adapter, importsPackage(text, adapter.packageName)]));
  return (value) =>
    adapters.find(
      (adapter) => adapter.recognizes(value) && (forced || imported.get(adapter) === true || (adapter.distinctive?.(value) ?? true)),
    );
}

function frameworkToolName(entry: SubjectToolEntry, described: string | undefined, label: string): string {
  const name = described ?? entry.key ?? (entry.value as { name?: unknown }).name;
  if (typeof name !== 'string' || name === '')
    throw new UsageError(`${label}: ${entry.path}: a tool in an array needs a name, got ${describeJsonValue(name)}`);
  return name;
}

async function loadFrameworkEntry(
  adapter: FrameworkAdapter,
  entry: SubjectToolEntry,
  taken: Set<string>,
  where: {
    readonly absolute: string;
    readonly projectDir: string;
    readonly label: string;
    readonly provider: string | undefined;
    readonly moduleDictionary: () => SubjectDictionary;
  },
): Promise<FrameworkTool | SkippedLibraryTool> {
  const { absolute, projectDir, label, provider } = where;
  const ctx = {
    modulePath: absolute,
    projectDir,
    callTimeoutMs: 0,
    ...(entry.key === undefined ? {} : { toolName: entry.key }),
    ...(provider === undefined ? {} : { provider }),
  };
  const described = await adapter.describe(entry.value, ctx);
  if (described.kind === 'skipped')
    return { tool: uniqueToolName(frameworkToolName(entry, undefined, label), taken), reason: described.reason };
  const name = uniqueToolName(frameworkToolName(entry, described.name, label), taken);
  return {
    producer: 'framework',
    name,
    ...(described.description === undefined ? {} : { description: described.description }),
    origin: originOf(absolute, projectDir, entry.path),
    module: absolute,
    exportPath: entry.exportPath,
    advertised: described.advertised,
    framework: described.origin,
    // A framework tool lives in a module like a library tool's: the same dictionary, from its module and its schema's predicates.
    dictionary: libraryDictionary(described.schema, described.advertised, described.description, where.moduleDictionary()),
  };
}

function libraryEntryOf(entry: SubjectToolEntry, label: string): Parameters<typeof loadEntry>[0] {
  const value = entry.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${label}: ${entry.path} must be a tool object, got ${describeJsonValue(value)}`);
  const record = value as Record<string, unknown>;
  const name = record['name'] ?? entry.key;
  if (typeof name !== 'string' || name === '')
    throw new UsageError(
      `${label}: ${entry.path}: a tool in a "tools" array needs a "name" string, got ${describeJsonValue(record['name'])}`,
    );
  return { key: entry.exportPath[1] as string | number, path: entry.path, name, value: record };
}

/**
 * Loads a module of tools (`run --subject tools.ts`): imports it, finds its tools in the shapes
 * users export them (subjectToolEntries.ts) and tells, per tool, which framework made it. A
 * framework tool is shown as its framework sends it (the adapter asks the framework, from the
 * user's project); an entry of `tools` no adapter takes stays a library tool, with library
 * defaults, as before frameworks. `choice` forces one adapter, or `none` (library tools only).
 * `provider` (the run's first `--provider`) picks the view of a framework that rewrites the schema
 * per provider (Mastra's compat layers); undefined: each adapter's default, named in its origin.
 */
export async function loadSubjectTools(
  modulePath: string,
  projectDir: string,
  choice?: FrameworkChoice,
  provider?: string,
): Promise<LoadedSubjectTools> {
  if (choice === 'none') return loadLibraryTools(modulePath, projectDir);
  const absolute = resolve(projectDir, modulePath);
  const label = displayPath(absolute, projectDir);
  const exports = await importUserModule(absolute, label);
  const text = await readFile(absolute, 'utf8').catch(() => '');
  const adapters = choice === undefined ? FRAMEWORK_ADAPTERS : [frameworkAdapter(choice)];
  const pick = adapterPicker(adapters, choice !== undefined, text);
  const entries = subjectToolEntries(exports, (value) => pick(value) !== undefined);
  const taken = new Set<string>();
  // The module's own constants, for its tools' dictionaries (read once, only when a tool needs it).
  let read: SubjectDictionary | undefined;
  const moduleDictionary = (): SubjectDictionary => (read ??= moduleLiterals(absolute));
  const tools: (LibraryTool | FrameworkTool)[] = [];
  const skipped: SkippedLibraryTool[] = [];
  for (const entry of entries) {
    const adapter = pick(entry.value);
    if (adapter === undefined && !entry.inToolsExport) continue;
    let loaded: LibraryTool | FrameworkTool | SkippedLibraryTool;
    if (adapter === undefined) {
      const library = libraryEntryOf(entry, label);
      loaded = await loadEntry(library, uniqueToolName(library.name, taken), absolute, projectDir, label, moduleDictionary());
    } else {
      loaded = await loadFrameworkEntry(adapter, entry, taken, { absolute, projectDir, label, provider, moduleDictionary });
    }
    if ('producer' in loaded) tools.push(loaded);
    else skipped.push(loaded);
  }
  if (tools.length === 0 && skipped.length === 0) {
    if (exports['tools'] === undefined)
      throw new UsageError(`${label}: does not export "tools" (an array or a record of tools), nor any tool or agent holding tools`);
    throw new UsageError(`${label}: its "tools" export holds no tools`);
  }
  return { tools, skipped };
}

/** Whether a module's exports hold a tool some framework adapter recognises (in `tools`, as an export, or in an agent's `tools`). */
export function hasFrameworkTools(exports: Record<string, unknown>): boolean {
  return subjectToolEntries(exports, (value) => FRAMEWORK_ADAPTERS.some((adapter) => adapter.recognizes(value))).some((entry) =>
    FRAMEWORK_ADAPTERS.some((adapter) => adapter.recognizes(entry.value)),
  );
}
