import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListedEntry } from '../corpus/corpusListing.ts';
import { captureIo } from '../testing/captureIo.ts';
import { type CorpusFolder, emptyCorpusFolder, saveEntries, writeLegacyEntry } from '../testing/corpusFolder.ts';
import { runMain } from '../testing/runMain.ts';
import { main } from './main.ts';

const DAY_ONE = new Date('2026-11-01T10:00:00Z');
const DAY_TWO = new Date('2026-11-02T10:00:00Z');

/** Two subjects' entries, a legacy one, and two files that are not entries. */
function mixedCorpus(): CorpusFolder & { mine: string[]; other: string[]; legacy: string; junk: string[] } {
  const folder = emptyCorpusFolder();
  const mine = saveEntries(folder.corpus, 'src/index.ts', ['aaaa1111', 'bbbb2222'], DAY_TWO);
  const other = saveEntries(folder.corpus, 'harness/other.ts', ['cccc3333'], DAY_ONE, 'send_sms');
  const legacy = writeLegacyEntry(folder.corpus, 'dddd4444');
  const junk = [join(folder.corpus, 'notes.json'), join(folder.corpus, 'README.txt')];
  writeFileSync(junk[0] as string, '{"not":"an entry"}');
  writeFileSync(junk[1] as string, 'kept by hand');
  return { ...folder, mine, other, legacy, junk };
}

async function toolfuzz(cwd: string, ...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = captureIo(cwd);
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

const files = (dir: string): string[] => readdirSync(dir).sort();

describe('toolfuzz corpus list', () => {
  it('groups entries by subject, legacy last and marked, each with fingerprint, kind, tool, date and file', async () => {
    const { cwd, mine } = mixedCorpus();
    const run = await toolfuzz(cwd, 'corpus');
    expect(run).toMatchObject({ code: 0, err: '' });
    const lines = run.out.trimEnd().split('\n');
    expect(lines[0]).toBe('toolfuzz: 4 entries in .toolfuzz/corpus (2 subjects, 1 legacy)');
    const headings = lines.filter((line) => line !== '' && !line.startsWith(' ')).slice(1);
    expect(headings).toEqual([
      'harness/other.ts: 1 entry',
      'src/index.ts: 2 entries',
      'legacy (version 1: no run replays them; toolfuzz corpus prune --legacy deletes them): 1 entry',
      '1 file is not an entry (left alone): notes.json',
    ]);
    expect(run.out).toMatch(
      new RegExp(
        `\\n {2}aaaa1111 +FALSE_ACCEPT \\(validator\\) +create_event +2026-11-02 +\\.toolfuzz/corpus/${basename(mine[0] as string)}\\n`,
      ),
    );
    expect(run.out).toMatch(/ {2}dddd4444 +FALSE_REJECT \(validator\) +send_sms +2026-01-02 +\.toolfuzz\/corpus\/dddd4444\.json\n/);
    // One column for each field across groups.
    const dates = lines.filter((line) => line.startsWith('  ')).map((line) => line.search(/20\d\d-\d\d-\d\d/));
    expect(new Set(dates).size).toBe(1);
    expect(await toolfuzz(cwd, 'corpus', 'list')).toEqual(run);
  });

  it('shows one subject, named as the corpus stores it whichever way the path is typed', async () => {
    const { cwd } = mixedCorpus();
    for (const typed of ['src/index.ts', './src/index.ts', join(cwd, 'src/index.ts')]) {
      const run = await toolfuzz(cwd, 'corpus', '--subject', typed);
      expect(run.out.split('\n')[0], typed).toBe('toolfuzz: 2 entries in .toolfuzz/corpus (1 subject)');
      expect(run.out).not.toMatch(/cccc3333|dddd4444/);
    }
    expect((await toolfuzz(cwd, 'corpus', '--subject=nope.ts')).out.split('\n')[0]).toBe(
      'toolfuzz: no entries of nope.ts in .toolfuzz/corpus (its subjects: harness/other.ts, src/index.ts)',
    );
  });

  it('prints JSON with --json: every entry, legacy ones with a null subject', async () => {
    const { cwd, corpus, legacy } = mixedCorpus();
    const run = await toolfuzz(cwd, 'corpus', '--json');
    const listing = JSON.parse(run.out) as { dir: string; entries: ListedEntry[]; unreadable: string[] };
    expect(listing.dir).toBe(corpus);
    expect(listing.entries.map((e) => [e.fingerprint, e.subject, e.legacy])).toEqual([
      ['cccc3333', 'harness/other.ts', false],
      ['aaaa1111', 'src/index.ts', false],
      ['bbbb2222', 'src/index.ts', false],
      ['dddd4444', null, true],
    ]);
    expect(listing.entries.at(-1)).toEqual({
      file: legacy,
      fingerprint: 'dddd4444',
      kind: 'FALSE_REJECT',
      blame: 'validator',
      tool: 'send_sms',
      subject: null,
      legacy: true,
      saved: '2026-01-02T03:04:05.000Z',
    });
    expect(listing.unreadable).toEqual([join(corpus, 'notes.json')]);
  });

  it('calls a missing default corpus empty, but a missing or non-folder --corpus a usage error', async () => {
    const { cwd } = emptyCorpusFolder();
    const bare = join(cwd, 'elsewhere');
    mkdirSync(bare);
    expect(await toolfuzz(bare, 'corpus')).toEqual({ code: 0, out: 'toolfuzz: no entries in .toolfuzz/corpus\n', err: '' });
    expect(await toolfuzz(cwd, 'corpus', '--corpus', 'nope')).toEqual({
      code: 2,
      out: '',
      err: 'toolfuzz: corpus folder not found: nope\n',
    });
    writeFileSync(join(cwd, 'file.json'), '{}');
    expect((await toolfuzz(cwd, 'corpus', 'prune', '--legacy', '--corpus', 'file.json')).err).toBe(
      'toolfuzz: file.json is not a folder (--corpus takes the corpus folder)\n',
    );
    expect((await toolfuzz(cwd, 'corpus', 'show')).err).toBe(
      'toolfuzz: unexpected argument "show": toolfuzz corpus takes list or prune, then flags (see toolfuzz corpus --help)\n',
    );
  });
});

describe('toolfuzz corpus prune', () => {
  it('--legacy deletes the version-1 entries only, and says which', async () => {
    const { cwd, corpus, legacy } = mixedCorpus();
    const before = files(corpus);
    const run = await toolfuzz(cwd, 'corpus', 'prune', '--legacy');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /^toolfuzz: deleted 1 legacy entries from \.toolfuzz\/corpus\n {2}dddd4444 .* \.toolfuzz\/corpus\/dddd4444\.json\n$/,
    );
    expect(files(corpus)).toEqual(before.filter((f) => f !== basename(legacy)));
    expect((await toolfuzz(cwd, 'corpus', 'prune', '--legacy')).out).toBe(
      'toolfuzz: no legacy entries in .toolfuzz/corpus: nothing deleted\n',
    );
  });

  it("--subject deletes that subject's entries; --dry-run only says what would go", async () => {
    const { cwd, corpus, mine } = mixedCorpus();
    const before = files(corpus);
    const dry = await toolfuzz(cwd, 'corpus', 'prune', '--subject', './src/index.ts', '--dry-run');
    expect(dry.out.split('\n')[0]).toBe(
      'toolfuzz: would delete 2 entries of src/index.ts from .toolfuzz/corpus (dry run: nothing deleted)',
    );
    expect(files(corpus)).toEqual(before);
    const run = await toolfuzz(cwd, 'corpus', 'prune', '--subject', 'src/index.ts');
    expect(run.out.trimEnd().split('\n')).toHaveLength(3);
    expect(files(corpus)).toEqual(before.filter((f) => !mine.map((m) => basename(m)).includes(f)));
    expect((await toolfuzz(cwd, 'corpus', 'prune', '--subject', 'src/index.ts')).out).toBe(
      'toolfuzz: no entries of src/index.ts in .toolfuzz/corpus (its subjects: harness/other.ts): nothing deleted\n',
    );
  });

  it('needs exactly one selection', async () => {
    const { cwd } = mixedCorpus();
    expect((await toolfuzz(cwd, 'corpus', 'prune')).err).toMatch(
      /^toolfuzz: toolfuzz corpus prune needs what to delete: --legacy or --subject <module>; usage: /,
    );
    expect((await toolfuzz(cwd, 'corpus', 'prune', '--legacy', '--subject', 'a.ts')).err).toMatch(
      /^toolfuzz: --legacy and --subject select different entries: give one/,
    );
    expect(await toolfuzz(cwd, 'corpus', 'prune', '--fixed')).toMatchObject({
      code: 2,
      err: 'toolfuzz: unknown flag --fixed; see toolfuzz corpus prune --help\n',
    });
  });

  it('never deletes a file the listing does not show as selected (property)', async () => {
    const layout = fc.record(
      {
        subjects: fc.array(fc.constantFrom('a.ts', 'lib/b.ts', '/abs/c.ts'), { maxLength: 6 }),
        legacy: fc.nat({ max: 2 }),
        junk: fc.nat({ max: 2 }),
        pick: fc.constantFrom('--legacy', 'a.ts', 'lib/b.ts', '/abs/c.ts'),
      },
      { noNullPrototype: true },
    );
    await fc.assert(
      fc.asyncProperty(layout, async ({ subjects, legacy, junk, pick }) => {
        const { cwd, corpus } = emptyCorpusFolder();
        subjects.forEach((subject, i) => saveEntries(corpus, subject, [`f${i}`], DAY_ONE));
        for (let i = 0; i < legacy; i++) writeLegacyEntry(corpus, `old${i}`);
        for (let i = 0; i < junk; i++) writeFileSync(join(corpus, `junk${i}.json`), '[]');
        const listed = (JSON.parse((await toolfuzz(cwd, 'corpus', '--json')).out) as { entries: ListedEntry[] }).entries;
        const selected = listed.filter((e) => (pick === '--legacy' ? e.legacy : e.subject === pick)).map((e) => basename(e.file));
        const before = files(corpus);
        const run = await toolfuzz(cwd, 'corpus', 'prune', ...(pick === '--legacy' ? ['--legacy'] : ['--subject', pick]));
        expect(run.code).toBe(0);
        expect(files(corpus)).toEqual(before.filter((f) => !selected.includes(f)));
        for (const f of selected) expect(run.out).toContain(f);
      }),
      { numRuns: 25 },
    );
  });
});

describe('toolfuzz corpus, as a user runs it', () => {
  it('lists, prunes and exits as documented from the real binary', async () => {
    const { cwd, corpus, legacy } = mixedCorpus();
    const [list, prune, bad] = await Promise.all([
      runMain(['corpus', 'list', '--subject', 'harness/other.ts'], { cwd }),
      runMain(['corpus', 'prune', '--legacy', '--corpus', '.toolfuzz/corpus'], { cwd }),
      runMain(['corpus', 'prune', '--subjet', 'x.ts'], { cwd }),
    ]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(
      /^toolfuzz: 1 entry in \.toolfuzz\/corpus \(1 subject\)\n\nharness\/other\.ts: 1 entry\n {2}cccc3333 +FALSE_ACCEPT \(validator\) +send_sms +2026-11-01 /,
    );
    expect(prune.code, prune.stderr).toBe(0);
    expect(prune.stdout).toContain('deleted 1 legacy entries');
    expect(existsSync(legacy)).toBe(false);
    expect(files(corpus)).toContain('README.txt');
    expect(bad).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'toolfuzz: unknown flag --subjet (did you mean --subject?); see toolfuzz corpus prune --help\n',
    });
  });
});
