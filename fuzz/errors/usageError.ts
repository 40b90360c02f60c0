import { pathToFileURL } from 'node:url';
import { loaderForUserModule } from '../api/typeScriptLoader.ts';
import { firstLineOf } from './describeError.ts';

/**
 * A usage, configuration or load error: the CLI prints `toolfuzz: <message>` as one line and exits 2,
 * never a stack trace, so the message alone must say what is wrong and name the file or flag.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';

  constructor(message: string) {
    // One line is the contract: a stray newline (from a file name or a quoted error) must not split it.
    super(message.replace(/\s*[\r\n]+\s*/g, ' ').trim());
  }
}

/**
 * Imports a user's module (a subject or a tool module) by absolute path; a syntax error or a throw
 * at load time becomes a one-line UsageError `<label>: cannot import: <first line of the error>`.
 */
export async function importUserModule(absolutePath: string, label: string): Promise<Record<string, unknown>> {
  try {
    await loaderForUserModule(absolutePath);
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
