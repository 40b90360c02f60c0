// Test support: small hand-made reports, so baseline logic is tested without running campaigns.
import { REPORT_VERSION, type JsonReport, type ReportFinding, type ReportTool } from '../report/jsonReport.ts';

/** A finding with plausible defaults; tests override what they look at. */
export function fakeFinding(overrides: Partial<ReportFinding> & Pick<ReportFinding, 'id' | 'fingerprint'>): ReportFinding {
  const tool = overrides.tool ?? 'create_event';
  return {
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    tool,
    tools: [tool],
    duplicates: 0,
    occurrences: 1,
    explanation: 'validateArgs accepted args that break the spec at visibility',
    paths: ['visibility'],
    spec: { visibility: { type: 'string' } },
    args: { visibility: null },
    argsJson: '{"visibility":null}',
    source: 'violator',
    caseIndex: 0,
    shrink: { steps: 1, evaluations: 1, done: true },
    verdicts: {
      runtime: { kind: 'accepted', mutated: false },
      advertised: { valid: false, errors: [{ path: ['visibility'], keyword: 'type', message: 'must be string' }] },
      reference: { valid: false, errors: [{ path: ['visibility'], keyword: 'type', message: 'must be string' }] },
    },
    reproduce: `toolfuzz replay report.json --id ${overrides.id}`,
    ...overrides,
  };
}

/** A tool entry of a report; `complete` unless said otherwise. */
export function fakeTool(name: string, complete = true): ReportTool {
  return {
    name,
    origin: 'specs.json',
    cases: 100,
    casesBySource: { valid: 25, faker: 25, violator: 25, loose: 25 },
    satisfiable: true,
    features: [],
    casesByOperator: {},
    driftingCases: {},
    findings: 0,
    complete,
  };
}

/** A report holding `findings`; its tools are those named by the findings plus `tools`. */
export function fakeReport(findings: readonly ReportFinding[], tools: readonly ReportTool[] = []): JsonReport {
  const named = new Set(tools.map((t) => t.name));
  const implied = [...new Set(findings.flatMap((f) => f.tools))].filter((name) => !named.has(name)).map((name) => fakeTool(name));
  return {
    version: REPORT_VERSION,
    subject: '/project/harness.ts',
    seed: 4,
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1000,
    budget: { runs: 25, timeSeconds: null, workers: 2, callTimeoutMs: 3000 },
    partial: false,
    interrupted: false,
    timedOut: false,
    stats: { cases: 100, casesPerSecond: 100, tools: 1, casesBySource: {}, casesByOperator: {}, driftingCases: {}, labelMismatches: 0 },
    tools: [...tools, ...implied],
    hiddenConstraints: [],
    subjectOutput: { bytes: 0, sample: '' },
    findings,
  };
}
