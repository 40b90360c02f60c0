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
  const finding = fakeFinding({ id: 'F1', fingerprint: 'aaa', tool: 'list_events', tools: ['list_events', 'create_event'], paths: ['calendar_id'] });

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

describe('compareWithBaseline', () => {
  it('sorts findings into known and fresh, entries into seen, stale and unchecked', () => {
    const report = fakeReport(
      [fakeFinding({ id: 'F1', fingerprint: 'aaa' }), fakeFinding({ id: 'F2', fingerprint: 'bbb', tool: 'send_email', tools: ['send_email'] })],
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
