import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localImports } from './localImports.ts';
import { tempFolder } from './tempFolder.ts';

const dir = tempFolder('local-imports');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('localImports', () => {
  it('finds static, side-effect, dynamic and worker-URL references, and no package import', () => {
    const file = join(dir, 'a.ts');
    writeFileSync(
      file,
      [
        "import { x } from './x.ts';",
        "import type { Y } from '../y/y.ts';",
        "import './side.ts';",
        'const z = await import("./z.ts");',
        "const worker = new URL('./worker/entry.mjs', import.meta.url);",
        "import { readFileSync } from 'node:fs';",
        "import fc from 'fast-check';",
        "const text = 'not from here';",
      ].join('\n'),
    );
    expect(localImports(file)).toEqual([
      join(dir, 'x.ts'),
      join(dir, '../y/y.ts'),
      join(dir, 'side.ts'),
      join(dir, 'z.ts'),
      join(dir, 'worker/entry.mjs'),
    ]);
  });
});
