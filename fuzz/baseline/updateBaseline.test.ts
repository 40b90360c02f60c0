import { describe, expect, it } from 'vitest';
import type { BaselineEntry, BaselineFile } from './baselineFile.ts';
import { checkBaseline } from './checkBaseline.ts';
import { compareWithBaseline } from './compareWithBaseline.ts';
import { formatBaseline } from './formatBaseline.ts';
import { fakeFinding, fakeReport, fakeTool } from '../testing/reportFixture.ts';
import { updateBaseline } from './updateBaseline.ts';

const old = (fingerprint: string, tool: string, reason: string): BaselineEntry => ({
  fingerprint,
  tool,
  kind: 'FALSE_ACCEPT',
  blame: 'validator',
  reason,
});

describe('updateBaseline', () => {
  const report = fakeReport(
    [
      fakeFinding({ id: 'F1', fingerprint: 'aaa' }),
      fakeFinding({ id: 'F2', fingerprint: 'bbb', kind: 'UNACTIONABLE_MESSAGE', paths: [''], spec: {} }),
    ],
    [fakeTool('list_events')],
  );

  it('writes one entry per finding from scratch, with the reason, first path and a spec hash', () => {
    const update = updateBaseline(undefined, report, 'known, tracked in #123', false);
    expect(update.file.entries).toEqual([
      {
        fingerprint: 'aaa',
        tool: 'create_event',
        specHash: expect.stringMatching(/^[0-9a-f]{12}$/),
        kind: 'FALSE_ACCEPT',
        blame: 'validator',
        path: 'visibility',
        reason: 'known, tracked in #123',
      },
      {
        fingerprint: 'bbb',
        tool: 'create_event',
        specHash: expect.stringMatching(/^[0-9a-f]{12}$/),
        kind: 'UNACTIONABLE_MESSAGE',
        blame: 'validator',
        path: '',
        reason: 'known, tracked in #123',
      },
    ]);
    expect(update.added.map(({ finding }) => finding.id)).toEqual(['F1', 'F2']);
  });

  it('keeps existing entries in place with their reasons, adds the new ones after them, drops nothing', () => {
    const existing: BaselineFile = {
      version: 2,
      entries: [
        old('zzz', 'list_events', 'fixed upstream?'),
        old('aaa', 'create_event', 'tracked in #7'),
        old('yyy', 'gone_tool', 'other shard'),
      ],
    };
    const update = updateBaseline(existing, report, 'new', false);
    expect(update.file.entries.map((e) => [e.fingerprint, e.reason])).toEqual([
      ['zzz', 'fixed upstream?'],
      ['aaa', 'tracked in #7'],
      ['yyy', 'other shard'],
      ['bbb', 'new'],
    ]);
    expect(update.kept.map((e) => e.fingerprint)).toEqual(['aaa']);
    expect(update.stale.map((e) => e.fingerprint)).toEqual(['zzz']);
    expect(update.unchecked.map((e) => e.fingerprint)).toEqual(['yyy']);
    expect(update.removed).toEqual([]);
  });

  it('with prune, drops the stale entries only: an entry whose tool the report did not fuzz is kept', () => {
    const existing: BaselineFile = { version: 2, entries: [old('zzz', 'list_events', 'stale'), old('yyy', 'gone_tool', 'other shard')] };
    const update = updateBaseline(existing, report, 'new', true);
    expect(update.removed.map((e) => e.fingerprint)).toEqual(['zzz']);
    expect(update.file.entries.map((e) => e.fingerprint)).toEqual(['yyy', 'aaa', 'bbb']);
  });

  it('formats a file that reads back as itself, keys in a fixed order', () => {
    const { file } = updateBaseline(undefined, report, 'r', false);
    const text = formatBaseline(file);
    expect(checkBaseline(JSON.parse(text), 'b.json')).toEqual(file);
    expect(Object.keys((JSON.parse(text) as { entries: object[] }).entries[0] ?? {})).toEqual([
      'fingerprint',
      'tool',
      'specHash',
      'kind',
      'blame',
      'path',
      'reason',
    ]);
    expect(text.endsWith('}\n')).toBe(true);
  });
});

describe('updateBaseline on a version 1 baseline', () => {
  const v1 = (fingerprint: string, tool: string, reason: string, extra: Partial<BaselineEntry> = {}) => ({
    fingerprint,
    tool,
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    path: 'p',
    reason,
    ...extra,
  });
  // As toolfuzz before version 2 wrote it: one entry per type of a null-for-optional drift, and one that is not about presence.
  const file = checkBaseline(
    {
      version: 1,
      entries: [
        v1('old-string', 'create_event', 'tracked in #1'),
        v1('old-integer', 'create_event', 'tracked in #2'),
        v1('old-array', 'list_events', 'tracked in #1'),
        v1('same', 'create_event', 'not about presence', { kind: 'THROWS' }),
        v1('old-gone', 'create_event', 'fixed since?'),
        v1('old-elsewhere', 'other_shard_tool', 'another shard'),
      ],
    },
    'b.json',
  );
  const report = fakeReport([
    fakeFinding({
      id: 'F1',
      fingerprint: 'new',
      legacyFingerprints: ['old-array', 'old-integer', 'old-string'],
      tools: ['create_event', 'list_events'],
    }),
    fakeFinding({ id: 'F2', fingerprint: 'same', kind: 'THROWS' }),
  ]);

  it('counts every finding known, as the version 1 baseline did', () => {
    const comparison = compareWithBaseline(file.entries, report);
    expect(comparison.fresh).toEqual([]);
    expect(comparison.known.map(({ finding, entry }) => [finding.id, entry.reason])).toEqual([
      ['F1', 'tracked in #1'],
      ['F2', 'not about presence'],
    ]);
  });

  it('rewrites the entries the report vouches for to current fingerprints, one per tool, reasons joined, in place', () => {
    const update = updateBaseline(file, report, 'new', false);
    expect(update.added).toEqual([]);
    expect(update.file.version).toBe(2);
    expect(update.file.entries.map((e) => [e.fingerprint, e.tool, e.fingerprintVersion, e.reason])).toEqual([
      ['new', 'create_event', undefined, 'tracked in #1; tracked in #2'],
      ['new', 'list_events', undefined, 'tracked in #1'],
      ['same', 'create_event', undefined, 'not about presence'],
      ['old-gone', 'create_event', 1, 'fixed since?'],
      ['old-elsewhere', 'other_shard_tool', 1, 'another shard'],
    ]);
    expect(update.migrated.map(({ from, to }) => [from.fingerprint, to.fingerprint])).toEqual([
      ['old-string', 'new'],
      ['old-integer', 'new'],
      ['old-array', 'new'],
      ['same', 'same'],
    ]);
    expect(update.merged).toBe(1);
    expect(update.stale.map((e) => e.fingerprint)).toEqual(['old-gone']);
    expect(update.unchecked.map((e) => e.fingerprint)).toEqual(['old-elsewhere']);
  });

  it('writes a version 2 file that reads back as itself and still knows every finding, and the unmigrated entries by their legacy fingerprints', () => {
    const { file: written } = updateBaseline(file, report, 'new', false);
    const text = formatBaseline(written);
    expect(JSON.parse(text)).toMatchObject({ version: 2 });
    expect(Object.keys((JSON.parse(text) as { entries: object[] }).entries[3] ?? {})).toEqual([
      'fingerprint',
      'fingerprintVersion',
      'tool',
      'kind',
      'blame',
      'path',
      'reason',
    ]);
    const reread = checkBaseline(JSON.parse(text), 'b.json');
    expect(reread).toEqual(written);
    expect(compareWithBaseline(reread.entries, report).fresh).toEqual([]);
    // A later report of the other shard: its entry is still matched through the legacy fingerprint.
    const shard = fakeReport([
      fakeFinding({
        id: 'F1',
        fingerprint: 'new2',
        legacyFingerprints: ['old-elsewhere'],
        tool: 'other_shard_tool',
        tools: ['other_shard_tool'],
      }),
    ]);
    const later = updateBaseline(reread, shard, 'new', false);
    expect(later.added).toEqual([]);
    expect(later.file.entries.find((e) => e.tool === 'other_shard_tool')).toMatchObject({ fingerprint: 'new2', reason: 'another shard' });
    expect(later.file.entries.find((e) => e.tool === 'other_shard_tool')?.fingerprintVersion).toBeUndefined();
  });

  it('with prune, drops a stale version 1 entry like any other, and keeps the unchecked one', () => {
    const update = updateBaseline(file, report, 'new', true);
    expect(update.removed.map((e) => e.fingerprint)).toEqual(['old-gone']);
    expect(update.file.entries.map((e) => e.fingerprint)).toEqual(['new', 'new', 'same', 'old-elsewhere']);
  });

  it('gives a version 1 entry that accepts two findings one entry for each', () => {
    const split = fakeReport([
      fakeFinding({ id: 'F1', fingerprint: 'n1', legacyFingerprints: ['old-string'] }),
      fakeFinding({ id: 'F2', fingerprint: 'n2', legacyFingerprints: ['old-string'] }),
    ]);
    const one = checkBaseline({ version: 1, entries: [v1('old-string', 'create_event', 'tracked in #1')] }, 'b.json');
    expect(updateBaseline(one, split, 'new', false).file.entries.map((e) => [e.fingerprint, e.reason])).toEqual([
      ['n1', 'tracked in #1'],
      ['n2', 'tracked in #1'],
    ]);
  });
});
