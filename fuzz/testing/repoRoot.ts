import { fileURLToPath } from 'node:url';

/** The root of this repository (or installed package), with a trailing slash. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
