import { isAbsolute, relative, resolve, sep } from 'node:path';
import { displayPath } from '../../errors/userPaths.ts';
import { importUserModule, UsageError } from '../../errors/usageError.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { LibraryTool } from '../../tool/toolUnderTest.ts';
import { describeJsonValue } from '../../specs/describeJson.ts';
import { uniqueToolName } from '../../specs/readToolEntry.ts';
import { deriveAdvertised } from './deriveAdvertised.ts';
import { libraryDictionary } from '../../cases/dictionary/libraryDictionary.ts';
import { moduleLiterals } from '../../cases/dictionary/moduleLiterals.ts';
import type { SubjectDictionary } from '../../cases/dictionary/subjectDictionary.ts';
import { libraryPackage } from './libraryPackage.ts';
import { libraryToolEntries, type LibraryToolEntry } from './libraryToolEntries.ts';
import { deriveRawShapeAdvertised, rawShapeLibrary } from './rawShape.ts';
import { entrySchema, schemaLibraryOf } from './schemaLibrary.ts';

/** A tool the module defines that cannot be fuzzed, and why (its converter could not make a schema). */
export interface SkippedLibraryTool {
  readonly tool: string;
  readonly reason: string;
}

/** A library subject's tools: the ones to fuzz, and the ones left out with the reason. */
export interface LoadedLibraryTools {
  readonly tools: readonly LibraryTool[];
  readonly skipped: readonly SkippedLibraryTool[];
}

/** `fixtures/x.ts#search`: the module, relative to the project when inside it, and where the tool is. */
export function originOf(modulePath: string, projectDir: string, key: string | number): string {
  const rel = relative(projectDir, modulePath);
  const shown = rel === '' || rel.startsWith('..') || isAbsolute(rel) ? modulePath : rel;
  return `${shown.split(sep).join('/')}#${key}`;
}

function givenSchema(value: unknown, where: string): JsonSchema | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new UsageError(`${where}.jsonSchema must be a JSON Schema object, got ${describeJsonValue(value)}`);
  }
  // What the harness sends is JSON: what JSON cannot carry never reaches the model.
  return JSON.parse(JSON.stringify(value)) as JsonSchema;
}

/** One entry of `tools` as a library tool (its schema derived with the library's converter), or why it is skipped. */
export async function loadEntry(
  entry: LibraryToolEntry,
  name: string,
  modulePath: string,
  projectDir: string,
  label: string,
  moduleDictionary: SubjectDictionary,
): Promise<LibraryTool | SkippedLibraryTool> {
  const where = `${label}: ${entry.path}`;
  const found = entrySchema(entry.value);
  if (found === undefined) throw new UsageError(`${where}: tool ${JSON.stringify(name)} has no inputSchema (or parameters)`);
  // A raw shape (`{ city: z.string() }`) is z.object(shape), as McpServer.registerTool takes it.
  const shape = rawShapeLibrary(found.schema);
  const detected = shape === undefined ? schemaLibraryOf(found.schema) : { library: shape };
  if (detected === undefined) {
    throw new UsageError(
      `${where}.${found.field}: tool ${JSON.stringify(name)}: not a Standard Schema (zod, valibot, arktype) or TypeBox schema, got ${describeJsonValue(found.schema)}`,
    );
  }
  const schema = found.schema as Record<PropertyKey, unknown>;
  const version = libraryPackage(detected.library, modulePath)?.version;
  const description = typeof entry.value['description'] === 'string' ? entry.value['description'] : undefined;
  const base = {
    producer: 'library' as const,
    name,
    ...(description === undefined ? {} : { description }),
    origin: originOf(modulePath, projectDir, entry.key),
    module: modulePath,
    exportKey: entry.key,
  };
  const given = givenSchema(entry.value['jsonSchema'], where);
  const dictionaryOf = (advertised: JsonSchema) => ({ dictionary: libraryDictionary(schema, advertised, description, moduleDictionary) });
  if (given !== undefined) {
    return {
      ...base,
      advertised: given,
      ...dictionaryOf(given),
      library: { library: detected.library, ...(version === undefined ? {} : { libraryVersion: version }), converter: { kind: 'given' } },
    };
  }
  const derived =
    shape === undefined
      ? await deriveAdvertised(detected.library, schema, modulePath)
      : await deriveRawShapeAdvertised(schema as Record<string, unknown>, shape, modulePath);
  if (derived.kind === 'missing') {
    if (derived.package === undefined)
      throw new UsageError(
        `${label}: tool ${JSON.stringify(name)} uses ${detected.library}; toolfuzz has no converter for it: export jsonSchema beside its inputSchema`,
      );
    throw new UsageError(
      `${label}: tool ${JSON.stringify(name)} uses ${detected.library}; install ${derived.package} to derive its JSON Schema (or export jsonSchema)`,
    );
  }
  if (derived.kind === 'failed')
    return {
      tool: name,
      reason: `${derived.converter.kind === 'converter' ? derived.converter.package : 'its converter'} cannot convert its schema: ${derived.message}`,
    };
  return {
    ...base,
    advertised: derived.advertised,
    ...dictionaryOf(derived.advertised),
    library: { library: detected.library, ...(version === undefined ? {} : { libraryVersion: version }), converter: derived.converter },
  };
}

/**
 * Loads a library subject (docs/subject-contract.md): imports the module at `modulePath` (tsx
 * registered first for TypeScript), reads its `tools` (an array, or a record from name to tool),
 * tells each tool's library from its schema and derives the JSON Schema the model is shown with the
 * library's own converter, as installed in the user's project (or takes the module's `jsonSchema`).
 * A tool its converter cannot convert is skipped, with the converter's message; every other problem
 * is a one-line UsageError naming the module.
 */
export async function loadLibraryTools(modulePath: string, projectDir: string): Promise<LoadedLibraryTools> {
  const absolute = resolve(projectDir, modulePath);
  const label = displayPath(absolute, projectDir);
  const exports = await importUserModule(absolute, label);
  // Read once: every tool of the module shares its literals (and those of the local files it imports).
  const moduleDictionary = moduleLiterals(absolute);
  const taken = new Set<string>();
  const tools: LibraryTool[] = [];
  const skipped: SkippedLibraryTool[] = [];
  for (const entry of libraryToolEntries(exports, label)) {
    const loaded = await loadEntry(entry, uniqueToolName(entry.name, taken), absolute, projectDir, label, moduleDictionary);
    if ('producer' in loaded) tools.push(loaded);
    else skipped.push(loaded);
  }
  if (tools.length === 0 && skipped.length === 0) throw new UsageError(`${label}: its "tools" export holds no tools`);
  return { tools, skipped };
}
