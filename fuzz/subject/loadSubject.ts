import { extname, resolve } from 'node:path';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import { displayPath, isModulePath, MODULE_EXTENSIONS } from '../errors/userPaths.ts';
import { importUserModule, UsageError } from '../errors/usageError.ts';
import { statPath } from '../errors/statPath.ts';
import { describeJsonValue } from '../specs/describeJson.ts';
import type { Subject, SubjectToolDefinition } from './subject.ts';

type AnyFunction = (...args: unknown[]) => unknown;

function exportedFunction(exports: Record<string, unknown>, name: string, label: string): AnyFunction | undefined {
  const value = exports[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'function') {
    throw new UsageError(`${label}: export ${name} must be a function, got ${describeJsonValue(value)}`);
  }
  return value as AnyFunction;
}

function requiredFunction(exports: Record<string, unknown>, name: string, label: string): AnyFunction {
  const fn = exportedFunction(exports, name, label);
  if (fn === undefined)
    throw new UsageError(`${label}: does not export ${name} (a subject must export validateArgs and schemaSpecToJsonSchema)`);
  return fn;
}

/**
 * Imports the subject module at `path` (resolved against `cwd`, the run's folder, default
 * process.cwd(), and shown relative to it) and checks its exports
 * (docs/subject-contract.md, exports); every problem is a one-line UsageError naming the file: not found,
 * not a .ts/.mts/.js/.mjs file, failing to import, or a missing or non-function export.
 */
export async function loadSubject(path: string, options: { readonly cwd?: string } = {}): Promise<Subject> {
  const cwd = options.cwd ?? process.cwd();
  const absolute = resolve(cwd, path);
  const shown = displayPath(absolute, cwd);
  const stats = await statPath(absolute, cwd);
  if (stats === undefined) throw new UsageError(`subject not found: ${shown}`);
  if (!stats.isFile()) throw new UsageError(`subject is not a file: ${shown} (expected a ${MODULE_EXTENSIONS.join(', ')} module)`);
  if (!isModulePath(absolute)) {
    throw new UsageError(
      `subject must be a ${MODULE_EXTENSIONS.join(', ')} module, got ${JSON.stringify(extname(absolute) || 'no extension')}: ${shown}`,
    );
  }
  const label = `subject ${shown}`;
  const exports = await importUserModule(absolute, label);
  const validateArgs = requiredFunction(exports, 'validateArgs', label);
  const schemaSpecToJsonSchema = requiredFunction(exports, 'schemaSpecToJsonSchema', label);
  const defineTool = exportedFunction(exports, 'defineTool', label);
  // Wrapped so a subject's functions are always called as plain functions, never as methods of this object.
  const subject: Subject = {
    validateArgs: (spec: SchemaSpec, args: unknown) => validateArgs(spec, args),
    schemaSpecToJsonSchema: (spec: SchemaSpec) => schemaSpecToJsonSchema(spec),
  };
  if (defineTool !== undefined) {
    subject.defineTool = (definition: SubjectToolDefinition) =>
      defineTool(definition) as { execute(args: unknown, ctx?: unknown): unknown };
  }
  return subject;
}
