import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../testing/tempFolder.ts';
import { findProjectPackage, loadsAsCommonJs, packageEntry } from './projectPackage.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const from = join(ROOT, 'fixtures/library-unit/zod4-clean.ts');
const found = (name: string) => {
  const pkg = findProjectPackage(name, from);
  if (pkg === undefined) throw new Error(`${name} is not installed`);
  return pkg;
};

describe('findProjectPackage and packageEntry', () => {
  it("find the user's copy as Node would, through symlinks, with its version; the zod3 alias is its own folder", () => {
    const zod = found('zod');
    expect(zod.version).toBe('4.6.7');
    expect(zod.dir).toBe(realpathSync(join(ROOT, 'node_modules/zod')));
    expect(found('zod3').version).toBe('3.25.76');
    expect(findProjectPackage('no-such-package-here', from)).toBeUndefined();
  });

  it('pick the file an ESM import loads, by exports and the import conditions', () => {
    expect(packageEntry(found('zod'), '.')).toBe(join(found('zod').dir, 'index.js'));
    expect(packageEntry(found('zod'), './v4')).toBe(join(found('zod').dir, 'v4/index.js'));
    expect(packageEntry(found('@sinclair/typebox'), './value')).toBe(join(found('@sinclair/typebox').dir, 'build/esm/value/index.mjs'));
    expect(packageEntry(found('arktype'), '.')).toBe(join(found('arktype').dir, 'out/index.js'));
    expect(packageEntry(found('valibot'), './nope')).toBeUndefined();
  });

  it('tell a module that loads as CommonJS by its extension and its package type', () => {
    expect(loadsAsCommonJs(from)).toBe(false);
    const plain = tempFolder('cjs-kind');
    expect(loadsAsCommonJs(join(plain, 'tools.mts'))).toBe(false);
    expect(loadsAsCommonJs(join(plain, 'tools.cts'))).toBe(true);
    // No package.json with "type": "module" above a temp folder: a .ts there is CommonJS to Node.
    expect(loadsAsCommonJs(join(plain, 'tools.ts'))).toBe(true);
  });
});
