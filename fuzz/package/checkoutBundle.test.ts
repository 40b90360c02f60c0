import { readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../testing/tempFolder.ts';
import { freshBundle } from './checkoutBundle.mjs';

const folder = tempFolder('bundle');
const made: string[] = [];
afterAll(() => {
  for (const file of made) rmSync(file, { force: true });
});

async function bundleOf(entry: string): Promise<{ file: string; module: Record<string, unknown>; mtimeMs: number }> {
  const href = await freshBundle(entry, 'test');
  const file = fileURLToPath(href);
  if (!made.includes(file)) made.push(file);
  // A query makes Node evaluate each version of the file afresh.
  const module = (await import(`${href}?v=${statSync(file).mtimeMs}`)) as Record<string, unknown>;
  return { file, module, mtimeMs: statSync(file).mtimeMs };
}

describe('a checkout bundle', () => {
  it('bundles a TypeScript entry with what it imports, each module keeping its own import.meta.url', async () => {
    writeFileSync(join(folder, 'helper.ts'), 'export const helperUrl: string = import.meta.url;\n');
    const entry = join(folder, 'entry.ts');
    writeFileSync(entry, "import { helperUrl } from './helper.ts';\nexport const urls: string[] = [import.meta.url, helperUrl];\n");
    const { file, module } = await bundleOf(entry);
    expect(file).toContain(join('node_modules', '.cache', 'toolfuzz'));
    expect(module['urls']).toEqual([pathToFileURL(entry).href, pathToFileURL(join(folder, 'helper.ts')).href]);
  });

  it('is reused while its sources are unchanged, and rebuilt when one of them changes', async () => {
    const helper = join(folder, 'value.ts');
    writeFileSync(helper, 'export const value: number = 1;\n');
    const entry = join(folder, 'reads.ts');
    writeFileSync(entry, "export { value } from './value.ts';\n");
    const first = await bundleOf(entry);
    expect(first.module['value']).toBe(1);
    const again = await bundleOf(entry);
    expect(again.mtimeMs).toBe(first.mtimeMs);
    // Same size, later mtime: an edit the freshness check must still see.
    writeFileSync(helper, 'export const value: number = 2;\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(helper, later, later);
    const rebuilt = await bundleOf(entry);
    expect(rebuilt.module['value']).toBe(2);
    expect(readFileSync(rebuilt.file, 'utf8').split('\n')[0]).toMatch(/^\/\/ toolfuzz checkout bundle, built from: \{/);
  });

  it('fails, rather than bundling, when the entry does not compile (the caller falls back to the sources)', async () => {
    const entry = join(folder, 'broken.ts');
    writeFileSync(entry, 'export const = ;\n');
    await expect(freshBundle(entry, 'test')).rejects.toThrow();
  });
});
