import { extname } from 'node:path';
import { importUserModule, UsageError } from '../errors/usageError.ts';
import { isModulePath, MODULE_EXTENSIONS } from '../errors/userPaths.ts';
import { statPath } from '../errors/statPath.ts';
import { parseJsonFile } from '../specs/parseJsonFile.ts';

/**
 * The raw contents of a config file: a JSON file's value, or a module's default export (imported,
 * so a .ts config runs through the same loader as a .ts subject). Unchecked: see readConfigValues.
 * A missing file, a load error or a missing default export is a UsageError naming `where`.
 */
export async function loadConfigFile(absolutePath: string, where: string): Promise<unknown> {
  const stats = await statPath(absolutePath);
  if (stats === undefined || !stats.isFile()) throw new UsageError(`config file not found: ${where}`);
  if (extname(absolutePath).toLowerCase() === '.json') return parseJsonFile(absolutePath, where);
  if (!isModulePath(absolutePath))
    throw new UsageError(`${where}: not a config file (expected ${[...MODULE_EXTENSIONS, '.json'].join(', ')})`);
  let module: Record<string, unknown>;
  try {
    module = await importUserModule(absolutePath, where);
  } catch (error) {
    // tsx compiles a .ts file as CommonJS outside a "type": "module" package, and CommonJS cannot load toolfuzz/config (ESM).
    if (error instanceof UsageError && error.message.includes('require() ES Module')) {
      throw new UsageError(`${error.message} (in a CommonJS package, name the file toolfuzz.config.mts)`);
    }
    throw error;
  }
  if (!Object.hasOwn(module, 'default')) {
    throw new UsageError(`${where}: no default export (export default defineConfig({ ... }), defineConfig from 'toolfuzz/config')`);
  }
  return module['default'];
}
