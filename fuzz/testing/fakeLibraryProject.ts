import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  writeFileSync(
    join(pkg, 'package.json'),
    JSON.stringify({ name: 'valibot', version: '1.0.0', type: 'module', exports: { '.': { import: './index.js' } } }),
  );
  writeFileSync(
    join(pkg, 'index.js'),
    "export const object = () => ({ kind: 'schema', '~standard': { version: 1, vendor: 'valibot', validate: (value) => ({ value }) } });\n",
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'user-project', private: true, type: 'module' }));
  const module = join(dir, 'tools.mjs');
  writeFileSync(module, "import { object } from 'valibot';\nexport const tools = { ping: { inputSchema: object() } };\n");
  return { dir, module };
}

/**
 * A temp project that is not `"type": "module"`, so its `tools.ts` loads as CommonJS (and so does
 * its TypeBox, this repo's copy linked in): its module registers a custom kind `Even` in TypeBox's
 * registry, which only the same (CommonJS) instance of TypeBox knows.
 */
export function commonJsTypeBoxProject(): { readonly dir: string; readonly module: string } {
  const dir = tempFolder('library-cjs');
  mkdirSync(join(dir, 'node_modules', '@sinclair'), { recursive: true });
  symlinkSync(
    fileURLToPath(new URL('../../node_modules/@sinclair/typebox', import.meta.url)),
    join(dir, 'node_modules', '@sinclair', 'typebox'),
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'cjs-user', private: true }));
  const module = join(dir, 'tools.ts');
  writeFileSync(
    module,
    [
      "import { Kind, Type, TypeRegistry } from '@sinclair/typebox';",
      "TypeRegistry.Set('Even', (_schema, value) => typeof value === 'number' && value % 2 === 0);",
      "export const tools = [{ name: 'even', inputSchema: Type.Object({ n: Type.Unsafe<number>({ [Kind]: 'Even', type: 'number' }) }) }];",
      '',
    ].join('\n'),
  );
  return { dir, module };
}
