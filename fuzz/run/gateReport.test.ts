import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaselineEntry } from '../baseline/baselineFile.ts';
import { fakeFinding, fakeReport, fakeTool } from '../testing/reportFixture.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { gateReport } from './gateReport.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

const { dir } = scratchFolder('gate');

function baselineFile(entries: readonly BaselineEntry[], name = 'baseline.json'): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ version: 2, entries }));
  return path;
}

const entry = (fingerprint: string, tool: string, reason: string): BaselineEntry => ({
  fingerprint,
  tool,
  kind: 'FALSE_ACCEPT',
  blame: 'validator',
  path: 'visibility',
  reason,
});

const report = fakeReport(
  [fakeFinding({ id: 'F1', fingerprint: 'aaa' }), fakeFinding({ id: 'F2', fingerprint: 'bbb', tool: 'send_email', tools: ['send_email'] })],
  [fakeTool('list_events')],
);

describe('gateReport', () => {
  it('without a baseline, every finding fails the run and the report is untouched', () => {
    const gate = gateReport(report, { baseline: undefined, failOnStale: false });
    expect(gate).toEqual({ report, failing: 2, notes: [] });
  });

  it('with a baseline, known findings are reported but only new ones fail; the report says which is which', () => {
    const path = baselineFile([entry('aaa', 'create_event', 'known, tracked in #123'), entry('ccc', 'list_events', 'fixed?')]);
    const gate = gateReport(report, { baseline: path, failOnStale: false });
    expect(gate.failing).toBe(1);
    expect(gate.report.findings).toBe(report.findings);
    expect(gate.report.baseline).toEqual({
      file: path,
      known: ['F1'],
      reasons: { F1: 'known, tracked in #123' },
      fresh: ['F2'],
      stale: [entry('ccc', 'list_events', 'fixed?')],
      unchecked: [],
      failOnStale: false,
    });
    expect(gate.notes).toEqual([
      `baseline ${path}: 1 known finding does not fail the run; 1 new finding fails it (F2)`,
      '  known: F1 FALSE_ACCEPT (validator) on create_event: known, tracked in #123',
      `1 stale baseline entry (not seen again: fixed, or the spec changed): not failing the run (--fail-on-stale would); drop stale entries with: toolfuzz baseline <report.json> --out ${path} --prune`,
      '  stale: FALSE_ACCEPT (validator) on list_events at visibility [ccc]: fixed?',
    ]);
  });

  it('passes a run whose findings are all known', () => {
    const path = baselineFile([entry('aaa', 'create_event', 'a'), entry('bbb', 'send_email', 'b')], 'all.json');
    const gate = gateReport(report, { baseline: path, failOnStale: true });
    expect(gate.failing).toBe(0);
    expect(gate.notes[0]).toBe(`baseline ${path}: 2 known findings do not fail the run; no new findings`);
  });

  it('fails on stale entries only with --fail-on-stale; entries of tools that did not run to the end are never stale', () => {
    const path = baselineFile([entry('ccc', 'list_events', 'stale'), entry('ddd', 'other_shard_tool', 'unchecked')], 'stale.json');
    const clean = fakeReport([], [fakeTool('list_events')]);
    expect(gateReport(clean, { baseline: path, failOnStale: false }).failing).toBe(0);
    const strict = gateReport(clean, { baseline: path, failOnStale: true });
    expect(strict.failing).toBe(1);
    expect(strict.notes[0]).toBe(`baseline ${path}: no findings`);
    expect(strict.notes).toContain('1 baseline entry was not checked: this run did not fuzz their tools to the end (other_shard_tool)');
    expect(strict.notes.some((line) => line.includes('failing the run (--fail-on-stale)'))).toBe(true);
  });

  it('a malformed or missing baseline is a usage error naming the file', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"version":1,"entries":[{"fingerprint":"aaa"}]}');
    expect((await usageErrorOf(() => gateReport(report, { baseline: bad, failOnStale: false }))).message).toBe(
      `${bad}: $.entries[0]: missing "tool"`,
    );
    expect((await usageErrorOf(() => gateReport(report, { baseline: join(dir, 'none.json'), failOnStale: false }))).message).toMatch(
      /^baseline not found: /,
    );
  });
});

describe('gateReport and edge findings', () => {
  const edged = fakeReport(
    [fakeFinding({ id: 'F1', fingerprint: 'aaa' }), fakeFinding({ id: 'F2', fingerprint: 'bbb', edge: 'beyond-double' })],
    [fakeTool('list_events')],
  );

  it('an edge finding is reported but does not fail the run, and a note says so', () => {
    const gate = gateReport(edged, { baseline: undefined, failOnStale: false });
    expect(gate.failing).toBe(1);
    expect(gate.report.findings).toHaveLength(2);
    expect(gate.report.gateEdges).toBeUndefined();
    expect(gate.notes).toEqual([
      'F2: edge beyond-double (the witness needs a number past the double range, such as 1e400): reported, not failing; --gate-edges fails on it',
    ]);
  });

  it('--gate-edges fails on it, and the report says the run gated edges (for JUnit)', () => {
    const gate = gateReport(edged, { baseline: undefined, failOnStale: false, gateEdges: true });
    expect(gate.failing).toBe(2);
    expect(gate.report.gateEdges).toBe(true);
    expect(gate.notes).toEqual([]);
  });

  it('with a baseline, a new edge finding does not fail the run either', () => {
    const path = baselineFile([entry('aaa', 'create_event', 'known')], 'edge.json');
    expect(gateReport(edged, { baseline: path, failOnStale: false }).failing).toBe(0);
    expect(gateReport(edged, { baseline: path, failOnStale: false, gateEdges: true }).failing).toBe(1);
  });
});

describe('gateReport with --lint-gate', () => {
  const problem = (
    tool: string,
    provider: 'openai-strict' | 'gemini',
    effect: 'rejected' | 'ignored',
    certainty: 'sourced' | 'uncertain' = 'sourced',
  ) => ({ tool, provider, rule: 'OA-3', effect, path: '/properties/a', message: 'm', fix: 'f', certainty }) as const;
  const linted = {
    ...fakeReport([], [fakeTool('a'), fakeTool('b')]),
    lint: [
      problem('a', 'openai-strict', 'rejected'),
      problem('a', 'openai-strict', 'rejected'),
      problem('b', 'gemini', 'ignored'),
      problem('b', 'gemini', 'rejected', 'uncertain'),
    ],
  };

  it('leaves the exit code to the findings without the flag, lint problems or not', () => {
    expect(gateReport(linted, { baseline: undefined, failOnStale: false }).failing).toBe(0);
    expect(gateReport(linted, { baseline: undefined, failOnStale: false, lintGate: false }).failing).toBe(0);
  });

  it('fails the run once per tool and provider a sourced rejection refuses, and says which', () => {
    const gate = gateReport(linted, { baseline: undefined, failOnStale: false, lintGate: true });
    expect(gate.failing).toBe(1);
    expect(gate.notes).toEqual(['--lint-gate: a provider would reject a tool: a (openai-strict)']);
  });

  it('does not fail on ignored problems or uncertain rejections (warnings only)', () => {
    const soft = { ...linted, lint: linted.lint.filter((p) => p.tool === 'b') };
    expect(gateReport(soft, { baseline: undefined, failOnStale: false, lintGate: true })).toMatchObject({ failing: 0, notes: [] });
  });
});
