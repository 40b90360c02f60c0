import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempFolder } from './tempFolder.ts';

/**
 * A temp project whose module imports a fake `valibot` (a package exposing one Standard Schema) and
 * has no `@valibot/to-json-schema` installed: how a user's project looks when the converter is missing.
 * Returns the project folder and the module's path.
 */
export function fakeValibotProject(): { readonly dir: string; readonly module: string } {
  const dir = tempFolder('library-missing');
  const pkg = join(dir, 'node_modules', 'valibot');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'valibot', version: '1.0.0', type: 'module', exports: { '.': { import: './index.js' } } }));
  writeFileSync(
    join(pkg, 'index.js'),
    "export const object = () => ({ kind: 'schema', '~standard': { version: 1, vendor: 'valibot', validate: (value) => ({ value }) } });\n",
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
  const module = join(dir, 'tools.mjs');
  writeFileSync(module, "import { object } from 'valibot';\nexport const tools = { ping: { inputSchema: object() } };\n");
  return { dir, module };
}
