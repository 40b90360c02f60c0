import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LibraryTool } from '../../tool/toolUnderTest.ts';
import { LibraryPreparer } from './libraryPreparer.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function tool(file: string, exportKey: string | number, library = 'zod', libraryVersion = '4.6.7'): LibraryTool {
  return {
    producer: 'library',
    name: String(exportKey),
    origin: `fixtures/library-unit/${file}#${exportKey}`,
    module: join(ROOT, 'fixtures/library-unit', file),
    exportKey,
    advertised: { type: 'object' },
    library: { library, libraryVersion, converter: { kind: 'given' } },
  };
}

const preparer = new LibraryPreparer({ seed: 1, callTimeoutMs: 300 });
const call = async (t: LibraryTool, args: unknown) => (await preparer.runtimeOf(t)).call(args, JSON.stringify(args));

describe('library runtimes', () => {
  it('zod 4: accepts with the parsed value, rejects with paths and codes, and marks a refine hidden', async () => {
    const search = tool('zod4-record.ts', 'search');
    expect((await preparer.runtimeOf(search)).label).toBe('zod 4.6.7');
    expect(await call(search, { query: 'a', limit: 10 })).toEqual({ kind: 'accepted', output: { query: 'a', limit: 10 } });
    expect(await call(search, { query: 1 })).toEqual({
      kind: 'rejected',
      issues: [expect.objectContaining({ path: ['query'], code: 'invalid_type' })],
    });
    expect(await call(search, { query: 'a', limit: 7 })).toEqual({
      kind: 'rejected',
      issues: [{ message: 'limit must be a multiple of 5', path: ['limit'], code: 'custom', hidden: true }],
    });
  });

  it('zod 4: a transform is not a rejection; its output is the value the body gets', async () => {
    expect(await call(tool('zod4-record.ts', 'shout'), { text: 'hi' })).toEqual({ kind: 'accepted', output: { text: 'HI' } });
  });

  it('zod 3: a refine is custom, hence hidden; a type error is not', async () => {
    const event = tool('zod3-array.ts', 0, 'zod3', '3.25.76');
    const verdict = await call(event, { title: 't', day: 13 });
    expect(verdict).toEqual({ kind: 'rejected', issues: [{ message: 'not on the 13th', path: ['day'], code: 'custom', hidden: true }] });
    const typed = await call(event, { title: 't', day: '13' });
    expect(typed.kind === 'rejected' && typed.issues[0]).toEqual(expect.objectContaining({ path: ['day'], code: 'invalid_type' }));
    expect(typed.kind === 'rejected' && typed.issues[0]?.hidden).toBeUndefined();
  });

  it('valibot: a check is hidden, its `{ key }` path items become segments, a strict-object key is not hidden', async () => {
    const rename = tool('valibot-tools.ts', 'rename', 'valibot', '1.5.0');
    expect(await call(rename, { from: 'a', to: 'b/c' })).toEqual({
      kind: 'rejected',
      issues: [{ message: 'no slashes', path: ['to'], code: 'check', hidden: true }],
    });
    const extra = await call(rename, { from: 'a', to: 'b', x: 1 });
    expect(extra.kind === 'rejected' && extra.issues).toEqual([expect.objectContaining({ path: ['x'], code: 'strict_object' })]);
    expect(extra.kind === 'rejected' && extra.issues[0]?.hidden).toBeUndefined();
  });

  it('arktype: a narrow is a predicate, hence hidden; a domain error is not', async () => {
    const even = tool('arktype-tools.ts', 'even', 'arktype', '2.2.10');
    expect(await call(even, { n: 2 })).toEqual({ kind: 'accepted', output: { n: 2 } });
    const odd = await call(even, { n: 3 });
    expect(odd.kind === 'rejected' && odd.issues).toEqual([expect.objectContaining({ path: ['n'], code: 'predicate', hidden: true })]);
    const wrong = await call(tool('arktype-tools.ts', 'deploy', 'arktype', '2.2.10'), { service: 1 });
    expect(wrong.kind === 'rejected' && wrong.issues).toEqual([expect.objectContaining({ path: ['service'], code: 'domain' })]);
  });

  it("TypeBox: Value.Check of the user's TypeBox, errors with pointer paths as segments, and a custom kind hidden", async () => {
    const write = tool('typebox-tools.ts', 0, 'typebox', '0.34.52');
    expect(await call(write, { path: 'a', lines: ['x'] })).toEqual({ kind: 'accepted', output: { path: 'a', lines: ['x'] } });
    const bad = await call(write, { path: 'a', lines: ['x', 2] });
    expect(bad.kind === 'rejected' && bad.issues[0]).toEqual(expect.objectContaining({ path: ['lines', 1], code: 'String' }));
    const odd = await call(tool('typebox-tools.ts', 1, 'typebox', '0.34.52'), { n: 3 });
    expect(odd.kind === 'rejected' && odd.issues).toEqual([expect.objectContaining({ path: ['n'], code: 'Kind', hidden: true })]);
  });

  it('awaits an async validate, reports one that never settles as hung, and one that throws as threw', async () => {
    const slow = tool('async-refine.ts', 'slow');
    expect(await call(slow, { name: 'free' })).toEqual({ kind: 'accepted', output: { name: 'free' } });
    expect(await call(slow, { name: 'taken' })).toEqual({
      kind: 'rejected',
      issues: [{ message: 'name taken', path: ['name'], code: 'custom', hidden: true }],
    });
    expect(await call(tool('async-refine.ts', 'stuck'), { name: 'x' })).toEqual({ kind: 'hung', afterMs: 300 });
    expect(await call(tool('async-refine.ts', 'broken', 'handmade'), {})).toEqual({ kind: 'threw', error: 'Error: validator broke' });
  });

  it('checks omitted arguments as undefined, as a harness would', async () => {
    const verdict = await call(tool('zod4-clean.ts', 'pick'), undefined);
    expect(verdict.kind === 'rejected' && verdict.issues[0]).toEqual(expect.objectContaining({ path: [], code: 'invalid_type' }));
  });

  it('says in one line when the module no longer has the tool', async () => {
    await expect(preparer.runtimeOf(tool('zod4-clean.ts', 'gone'))).rejects.toThrow(
      'fixtures/library-unit/zod4-clean.ts#gone: the tool is gone from the module, or has no schema any more',
    );
  });
});
