import { describe, expect, it } from 'vitest';
import type { BaselineEntry, BaselineFile } from './baselineFile.ts';
import { checkBaseline } from './checkBaseline.ts';
import { formatBaseline } from './formatBaseline.ts';
import { fakeFinding, fakeReport, fakeTool } from '../testing/reportFixture.ts';
import { updateBaseline } from './updateBaseline.ts';

const old = (fingerprint: string, tool: string, reason: string): BaselineEntry => ({ fingerprint, tool, kind: 'FALSE_ACCEPT', blame: 'validator', reason });

describe('updateBaseline', () => {
  const report = fakeReport(
    [fakeFinding({ id: 'F1', fingerprint: 'aaa' }), fakeFinding({ id: 'F2', fingerprint: 'bbb', kind: 'UNACTIONABLE_MESSAGE', paths: [''], spec: {} })],
    [fakeTool('list_events')],
  );

  it('writes one entry per finding from scratch, with the reason, first path and a spec hash', () => {
    const update = updateBaseline(undefined, report, 'known, tracked in #123', false);
    expect(update.file.entries).toEqual([
      { fingerprint: 'aaa', tool: 'create_event', specHash: expect.stringMatching(/^[0-9a-f]{12}$/), kind: 'FALSE_ACCEPT', blame: 'validator', path: 'visibility', reason: 'known, tracked in #123' },
      { fingerprint: 'bbb', tool: 'create_event', specHash: expect.stringMatching(/^[0-9a-f]{12}$/), kind: 'UNACTIONABLE_MESSAGE', blame: 'validator', path: '', reason: 'known, tracked in #123' },
    ]);
    expect(update.added.map(({ finding }) => finding.id)).toEqual(['F1', 'F2']);
  });

  it('keeps existing entries in place with their reasons, adds the new ones after them, drops nothing', () => {
    const existing: BaselineFile = { version: 1, entries: [old('zzz', 'list_events', 'fixed upstream?'), old('aaa', 'create_event', 'tracked in #7'), old('yyy', 'gone_tool', 'other shard')] };
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
    const existing: BaselineFile = { version: 1, entries: [old('zzz', 'list_events', 'stale'), old('yyy', 'gone_tool', 'other shard')] };
    const update = updateBaseline(existing, report, 'new', true);
    expect(update.removed.map((e) => e.fingerprint)).toEqual(['zzz']);
    expect(update.file.entries.map((e) => e.fingerprint)).toEqual(['yyy', 'aaa', 'bbb']);
  });

  it('formats a file that reads back as itself, keys in a fixed order', () => {
    const { file } = updateBaseline(undefined, report, 'r', false);
    const text = formatBaseline(file);
    expect(checkBaseline(JSON.parse(text), 'b.json')).toEqual(file);
    expect(Object.keys((JSON.parse(text) as { entries: object[] }).entries[0] ?? {})).toEqual(['fingerprint', 'tool', 'specHash', 'kind', 'blame', 'path', 'reason']);
    expect(text.endsWith('}\n')).toBe(true);
  });
});
