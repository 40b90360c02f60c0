import { fileURLToPath } from 'node:url';

/**
 * The toolfuzz package's own folder, found from this file rather than the cwd: users run toolfuzz
 * from their own project, and the defaults (src/index.ts, fixtures/specs) live in toolfuzz.
 */
export const PACKAGE_ROOT: string = fileURLToPath(new URL('../../', import.meta.url)).replace(/[\\/]+$/, '');
