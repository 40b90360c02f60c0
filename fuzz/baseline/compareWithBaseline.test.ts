import { describe, expect, it } from 'vitest';
import type { BaselineEntry } from './baselineFile.ts';
import { compareWithBaseline } from './compareWithBaseline.ts';
import { entryMatches } from './entryMatches.ts';
import { fakeFinding, fakeReport, fakeTool } from '../testing/reportFixture.ts';

const entry = (fingerprint: string, tool: string, extra: Partial<BaselineEntry> = {}): BaselineEntry => ({
  fingerprint,
  tool,
  kind: 'FALSE_ACCEPT',
  blame: 'validator',
  path: 'visibility',
  reason: `accepted ${fingerprint}`,
  ...extra,
});

describe('entryMatches', () => {
  const finding = fakeFinding({
    id: 'F1',
    fingerprint: 'aaa',
    tool: 'list_events',
    tools: ['list_events', 'create_event'],
    paths: ['calendar_id'],
  });

  it('matches the same drift on any tool that showed it, whatever the first tool and path (they change with the seed)', () => {
    expect(entryMatches(entry('aaa', 'list_events'), finding)).toBe(true);
    expect(entryMatches(entry('aaa', 'create_event'), finding)).toBe(true);
  });

  it('does not match another fingerprint, kind, blame or a tool that did not show it', () => {
    expect(entryMatches(entry('bbb', 'list_events'), finding)).toBe(false);
    expect(entryMatches(entry('aaa', 'send_email'), finding)).toBe(false);
    expect(entryMatches(entry('aaa', 'list_events', { kind: 'FALSE_REJECT' }), finding)).toBe(false);
    expect(entryMatches(entry('aaa', 'list_events', { blame: 'converter' }), finding)).toBe(false);
  });
});

describe('entryMatches, for entries of version 1', () => {
  // Three presence findings of version 1 (null for a string, an integer, an array) that are now one.
  const merged = fakeFinding({
    id: 'F1',
    fingerprint: 'new',
    legacyFingerprints: ['old-string', 'old-integer', 'old-array'],
    tools: ['create_event', 'list_events'],
  });

  it('matches a version 1 entry by any legacy fingerprint of the finding, or by its unchanged fingerprint', () => {
    expect(entryMatches(entry('old-integer', 'list_events', { fingerprintVersion: 1 }), merged)).toBe(true);
    expect(entryMatches(entry('new', 'list_events', { fingerprintVersion: 1 }), merged)).toBe(true);
    expect(entryMatches(entry('old-gone', 'list_events', { fingerprintVersion: 1 }), merged)).toBe(false);
  });

  it('never matches a current entry by a legacy fingerprint, nor a version 1 entry of another kind or tool', () => {
    expect(entryMatches(entry('old-integer', 'list_events'), merged)).toBe(false);
    expect(entryMatches(entry('old-integer', 'list_events', { fingerprintVersion: 1, kind: 'UNACTIONABLE_MESSAGE' }), merged)).toBe(false);
    expect(entryMatches(entry('old-integer', 'send_email', { fingerprintVersion: 1 }), merged)).toBe(false);
  });
});

describe('compareWithBaseline', () => {
  it('counts a finding known by version 1 entries that name any of its cases, and none of them stale', () => {
    const report = fakeReport([fakeFinding({ id: 'F1', fingerprint: 'new', legacyFingerprints: ['old-a', 'old-b'] })]);
    const a = entry('old-a', 'create_event', { fingerprintVersion: 1 });
    const b = entry('old-b', 'create_event', { fingerprintVersion: 1 });
    const result = compareWithBaseline([a, b], report);
    expect(result.known.map(({ finding }) => finding.id)).toEqual(['F1']);
    expect(result.fresh).toEqual([]);
    expect(result.seen).toEqual([a, b]);
    expect(result.stale).toEqual([]);
  });

  it('sorts findings into known and fresh, entries into seen, stale and unchecked', () => {
    const report = fakeReport(
      [
        fakeFinding({ id: 'F1', fingerprint: 'aaa' }),
        fakeFinding({ id: 'F2', fingerprint: 'bbb', tool: 'send_email', tools: ['send_email'] }),
      ],
      [fakeTool('list_events'), fakeTool('slow_tool', false)],
    );
    const known = entry('aaa', 'create_event');
    const stale = entry('ccc', 'list_events');
    const unfinished = entry('ddd', 'slow_tool');
    const elsewhere = entry('eee', 'tool_of_another_shard');
    const result = compareWithBaseline([known, stale, unfinished, elsewhere], report);
    expect(result.known.map(({ finding, entry: by }) => [finding.id, by.reason])).toEqual([['F1', 'accepted aaa']]);
    expect(result.fresh.map((f) => f.id)).toEqual(['F2']);
    expect(result.seen).toEqual([known]);
    expect(result.stale).toEqual([stale]);
    expect(result.unchecked).toEqual([unfinished, elsewhere]);
  });

  it('with no entries, every finding is fresh', () => {
    const result = compareWithBaseline([], fakeReport([fakeFinding({ id: 'F1', fingerprint: 'aaa' })]));
    expect(result.fresh.map((f) => f.id)).toEqual(['F1']);
    expect(result.known).toEqual([]);
  });
});
