import { describe, expect, it } from 'vitest';
import type { RawFinding } from '../findings/rawFinding.ts';
import { fakeFinding } from '../testing/reportFixture.ts';
import { formatCounterexample } from './formatCounterexample.ts';

const raw = (overrides: Partial<RawFinding> = {}): RawFinding => ({
  kind: 'FALSE_ACCEPT',
  blame: 'validator',
  tool: 'list_events',
  explanation: 'validateArgs accepted args that break the spec at max_results',
  paths: [['max_results']],
  spec: { max_results: { type: 'integer' } },
  argsJson: '{"max_results":null}',
  verdicts: undefined,
  source: 'violator',
  operator: 'null-for-required',
  caseIndex: 3,
  occurrences: 2,
  shrink: { steps: 1, evaluations: 2, done: true },
  ...overrides,
});

describe('formatCounterexample', () => {
  it('shows the minimal case, the offending path and the replay command of its report entry', () => {
    const message = formatCounterexample(
      [
        {
          finding: raw(),
          reported: fakeFinding({ id: 'F2', fingerprint: 'x', tool: 'list_events', reproduce: 'toolfuzz replay /tmp/r.json --id F2' }),
        },
      ],
      { seed: 4, runs: 15 },
    );
    expect(message).toBe(
      [
        'FALSE_ACCEPT (blame: validator) on tool list_events, from violator cases (null-for-required)',
        '  validateArgs accepted args that break the spec at max_results',
        '  spec: {"max_results":{"type":"integer"}}',
        '  args: {"max_results":null}',
        '  offending path: max_results',
        '  reproduce: toolfuzz replay /tmp/r.json --id F2',
        '',
        'seed 4 · 15 runs (pass seed: 4 to fuzzTools to run this campaign again)',
      ].join('\n'),
    );
  });

  it('counts several findings, names the tool whose minimal case is replayed, lists converter problems', () => {
    const message = formatCounterexample(
      [
        { finding: raw(), reported: fakeFinding({ id: 'F1', fingerprint: 'x', tool: 'create_event' }) },
        {
          finding: raw({
            kind: 'CONVERTER_INVALID',
            blame: 'converter',
            source: 'spec',
            paths: [[]],
            converter: { problems: ['required is not an array'], schema: {} },
          }),
          reported: undefined,
        },
      ],
      { seed: 1, runs: 2 },
    );
    expect(message.startsWith('2 findings\n\n')).toBe(true);
    expect(message).toContain("  (F1 replays the same drift's minimal case, found on tool create_event)");
    expect(message).toContain('  offending path: (top level)\n  - required is not an array');
  });
});
