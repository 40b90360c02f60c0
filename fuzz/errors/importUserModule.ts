import { pathToFileURL } from 'node:url';
import { firstLineOf } from './firstLineOf.ts';
import { UsageError } from './usageError.ts';

/**
 * Imports a user's module (a subject or a tool module) by absolute path; a syntax error or a throw
 * at load time becomes a one-line UsageError `<label>: cannot import: <first line of the error>`.
 */
export async function importUserModule(absolutePath: string, label: string): Promise<Record<string, unknown>> {
  try {
    const namespace = (await import(pathToFileURL(absolutePath).href)) as Record<string, unknown>;
    // A .ts file outside an ESM package loads as CommonJS: its named exports sit under `default`.
    const fallback = namespace['default'];
    const onlyDefault = Object.keys(namespace).every((key) => key === 'default' || key === 'module.exports');
    if (onlyDefault && typeof fallback === 'object' && fallback !== null)
      return { ...(fallback as Record<string, unknown>), default: fallback };
    return namespace;
  } catch (thrown) {
    throw new UsageError(`${label}: cannot import: ${firstLineOf(thrown)}`);
  }
}
