import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { displayPath, isModulePath } from '../errors/userPaths.ts';
import { importUserModule } from '../errors/usageError.ts';
import { hasFrameworkTools } from '../producers/framework/loadSubjectTools.ts';
import { rawShapeLibrary } from '../producers/library/rawShape.ts';
import { entrySchema, schemaLibraryOf } from '../producers/library/schemaLibrary.ts';

/** What `--subject` names: a SchemaSpec subject (validateArgs, schemaSpecToJsonSchema) or a module of library tools. */
export type SubjectKind = 'schema-spec' | 'library';

/** Whether a module's exports make it a SchemaSpec subject: it exports both of its functions. */
function isSchemaSpecSubject(exports: Record<string, unknown>): boolean {
  return typeof exports['validateArgs'] === 'function' && typeof exports['schemaSpecToJsonSchema'] === 'function';
}

/** Whether a module's `tools` (an array or a record) holds a tool whose `inputSchema`/`parameters` is a Standard Schema, a TypeBox schema or a raw shape of zod schemas. */
export function hasLibraryTools(exports: Record<string, unknown>): boolean {
  const tools = exports['tools'];
  if (typeof tools !== 'object' || tools === null) return false;
  return Object.values(tools).some((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const found = entrySchema(entry as Record<string, unknown>);
    return found !== undefined && (schemaLibraryOf(found.schema) !== undefined || rawShapeLibrary(found.schema) !== undefined);
  });
}

/** The kind of a subject's exports, once imported: a SchemaSpec subject stays one even if it also exports tools. */
export function subjectKindOf(exports: Record<string, unknown>): SubjectKind {
  return !isSchemaSpecSubject(exports) && (hasLibraryTools(exports) || hasFrameworkTools(exports)) ? 'library' : 'schema-spec';
}

/** Whether a module's source text could be a library subject: it mentions `tools` and does not name both SchemaSpec functions. */
export function mayBeLibrarySubject(text: string): boolean {
  // `tool` too: a module may export its framework tools one by one (`export const search = tool(...)`).
  return /\btools?\b/.test(text) && !(/\bvalidateArgs\b/.test(text) && /\bschemaSpecToJsonSchema\b/.test(text));
}

/**
 * Which kind of subject `path` is (docs/subject-contract.md). A SchemaSpec subject is untrusted code
 * that loads in workers (where an import that hangs or exits is caught), so the module is imported
 * here only when its text could be a library subject: it mentions `tools` and does not name both
 * SchemaSpec functions. A path that does not load here is left to the SchemaSpec loader's messages.
 * `cwd` (default process.cwd()) is the run's folder: a relative path resolves, and is shown, from it.
 */
export async function subjectKind(
  path: string,
  options: { readonly knownSchemaSpec?: string; readonly cwd?: string } = {},
): Promise<SubjectKind> {
  const cwd = options.cwd ?? process.cwd();
  const absolute = resolve(cwd, path);
  if (absolute === options.knownSchemaSpec || !isModulePath(absolute)) return 'schema-spec';
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch {
    return 'schema-spec';
  }
  if (!mayBeLibrarySubject(text)) return 'schema-spec';
  return subjectKindOf(await importUserModule(absolute, `subject ${displayPath(absolute, cwd)}`));
}
