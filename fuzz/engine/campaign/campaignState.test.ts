import { describe, expect, it } from 'vitest';
import type { RawFinding } from '../../findings/rawFinding.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import type { CallSnapshot } from '../worker/watchdogBuffer.ts';
import type { ToolMessage } from '../worker/workerProtocol.ts';
import { CampaignState, QUARANTINE_AFTER } from './campaignState.ts';

const tools: ToolUnderTest[] = ['first', 'second'].map((name) => ({
  producer: 'schema-spec',
  name,
  spec: { q: { type: 'string' } },
  origin: `${name}.json`,
  hasBody: false,
}));

function finding(overrides: Partial<RawFinding> = {}): RawFinding {
  return {
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    tool: 'first',
    explanation: 'validateArgs accepted args that break the spec at q',
    paths: [['q']],
    spec: { q: { type: 'string' } },
    argsJson: '{"q":1}',
    verdicts: undefined,
    source: 'violator',
    caseIndex: 3,
    occurrences: 1,
    shrink: { steps: 0, evaluations: 0, done: false },
    ...overrides,
  };
}

function job(toolIndex: number): ToolMessage {
  return { type: 'tool', toolIndex, name: tools[toolIndex]?.name ?? '?', toolJson: '{}', range: { from: 0, to: 25 }, known: [] };
}

function snapshot(tool: number, caseIndex: number, source = 2): CallSnapshot {
  return { inCall: true, sequence: 7, tool, phase: 'validator', source, caseIndex, json: '{"q":""}', truncated: false };
}

describe('CampaignState', () => {
  it('keeps one finding per tool, kind and blame: the shrunk report replaces the unshrunk one, a second shrunk one only counts', () => {
    let now = 1000;
    const state = new CampaignState(tools, 900, () => now);
    state.record(0, finding({ argsJson: '{"q":1,"extra":[1,2]}' }));
    now = 1500;
    state.record(0, finding({ shrink: { steps: 4, evaluations: 20, done: true } }));
    state.record(0, finding({ shrink: { steps: 2, evaluations: 9, done: true }, occurrences: 2, argsJson: '{"q":2}' }));
    state.record(1, finding({ tool: 'second' }));
    const { findings } = state.snapshot();
    expect(findings.map((f) => [f.tool, f.argsJson, f.occurrences, f.firstSeenMs])).toEqual([
      ['first', '{"q":1}', 3, 100],
      ['second', '{"q":1}', 1, 600],
    ]);
    expect(state.knownFor(0)).toEqual(['FALSE_ACCEPT/validator']);
    expect(state.findingCount).toBe(2);
  });

  it('counts the occurrences a later slice saw of a drift it already knew', () => {
    const state = new CampaignState(tools, 0, () => 0);
    state.record(0, finding({ shrink: { steps: 1, evaluations: 1, done: true } }));
    state.mergeStats(0, {
      tool: 'first',
      cases: { valid: 25, faker: 25, violator: 25, loose: 25, 'as-sent': 0 },
      drifting: {},
      byOperator: {},
      satisfiable: true,
      labelMismatches: 0,
      hiddenConstraints: [],
      stopped: false,
      knownOccurrences: { 'FALSE_ACCEPT/validator': 5 },
      lint: [],
    });
    expect(state.snapshot().findings[0]?.occurrences).toBe(6);
    expect(state.casesDone()).toBe(100);
  });

  it('turns a hang into a HANG finding of the job, resumes after the bad case, and quarantines the tool after three events', () => {
    const state = new CampaignState(tools, 0, () => 0);
    for (let event = 1; event < QUARANTINE_AFTER; event++) {
      const next = state.jobFailed(
        job(0),
        { kind: 'HANG', why: 'a subject call did not return within 1000 ms', snapshot: snapshot(0, 10 * event) },
        [25, 25, 10 * event, 0],
      );
      expect(next).toMatchObject({
        next: 'resume',
        job: { resumeAt: { source: 'violator', index: 10 * event + 1 }, skipSchemaCheck: true },
      });
    }
    expect(
      state.jobFailed(
        job(0),
        { kind: 'HANG', why: 'a subject call did not return within 1000 ms', snapshot: snapshot(0, 40) },
        [25, 25, 40, 0],
      ),
    ).toEqual({ next: 'drop' });
    const { findings, quarantined } = state.snapshot();
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'HANG', blame: 'validator', tool: 'first', argsJson: '{"q":""}', verdicts: undefined });
    expect(findings[0]?.explanation).toMatch(/within 1000 ms \(validateArgs\)/);
    expect(quarantined).toEqual([
      { tool: 'first', events: ['HANG', 'HANG', 'HANG'], reason: expect.stringMatching(/3 HANG or CRASH events/) },
    ]);
    expect(state.isQuarantined(0)).toBe(true);
    expect(state.isQuarantined(1)).toBe(false);
    // Every case the killed workers ran still counts.
    expect(state.casesDone()).toBe(3 * 50 + 10 + 20 + 40);
  });

  it("blames a crash on another tool's earlier case on that tool, and reruns the job it interrupted", () => {
    const state = new CampaignState(tools, 0, () => 0);
    const next = state.jobFailed(
      job(1),
      { kind: 'CRASH', why: 'the subject took its worker down: uncaught Error: late', snapshot: snapshot(0, 24) },
      [3, 0, 0, 0],
    );
    expect(next).toEqual({ next: 'rerun', job: job(1) });
    const [crash] = state.snapshot().findings;
    expect(crash).toMatchObject({ kind: 'CRASH', tool: 'first', toolIndex: 0 });
    expect(crash?.explanation).toMatch(/after its case had returned/);
  });

  it('drops a tool whose schema check itself hung: there is nothing to fuzz', () => {
    const state = new CampaignState(tools, 0, () => 0);
    expect(state.jobFailed(job(0), { kind: 'HANG', why: 'no answer', snapshot: snapshot(0, 0, -1) }, [0, 0, 0, 0])).toEqual({
      next: 'drop',
    });
    expect(state.snapshot().findings[0]).toMatchObject({ kind: 'HANG', source: 'spec' });
  });

  it('keeps the byte count of everything the subject printed and a sample of its start', () => {
    const state = new CampaignState(tools, 0, () => 0);
    state.captureOutput(Buffer.from('x'.repeat(3000)));
    state.captureOutput(Buffer.from('y'.repeat(3000)));
    const { subjectOutput } = state.snapshot();
    expect(subjectOutput.bytes).toBe(6000);
    expect(subjectOutput.sample).toBe('x'.repeat(3000) + 'y'.repeat(1096));
  });

  it('quarantines a tool whose producer stopped calling it (slice stats say why), once, as it quarantines one that killed its worker', () => {
    const state = new CampaignState(tools, 0, () => 0);
    const stats = {
      tool: 'second',
      cases: { valid: 2, faker: 0, violator: 0, loose: 0, 'as-sent': 0 },
      drifting: {},
      byOperator: {},
      satisfiable: true,
      labelMismatches: 0,
      hiddenConstraints: [],
      stopped: false,
      knownOccurrences: {},
      lint: [],
    };
    state.mergeStats(1, stats);
    expect(state.isQuarantined(1)).toBe(false);
    const quarantined = { events: ['HANG', 'CRASH', 'CRASH'] as const, reason: '3 HANG or CRASH events of the server' };
    state.mergeStats(1, { ...stats, quarantined });
    state.mergeStats(1, { ...stats, quarantined });
    expect(state.isQuarantined(1)).toBe(true);
    expect(state.snapshot().quarantined).toEqual([
      { tool: 'second', events: ['HANG', 'CRASH', 'CRASH'], reason: '3 HANG or CRASH events of the server' },
    ]);
    expect(state.snapshot().toolStats[0]?.quarantined).toEqual(quarantined);
  });

  it("carries a producer's HANG and CRASH count from one slice to the tool's next, whichever worker runs it", () => {
    const state = new CampaignState(tools, 0, () => 0);
    expect(state.eventsOf(1)).toEqual([]);
    // Worker A's slice: the server crashed twice on the tool.
    state.producerEvents(1, ['CRASH', 'HANG']);
    expect(state.eventsOf(1)).toEqual(['CRASH', 'HANG']);
    // Worker B's slice was seeded with those two and counted one more: the campaign's count is its.
    state.producerEvents(1, ['CRASH', 'HANG', 'CRASH']);
    expect(state.eventsOf(1)).toHaveLength(QUARANTINE_AFTER);
    expect(state.eventsOf(0)).toEqual([]);
  });
});
