import { type JsonReport, REPORT_VERSION, type ReportFinding, type ReportTool } from '../report/jsonReport.ts';

function tool(name: string, origin: string, perSource: number, findings: number): ReportTool {
  return {
    name,
    origin,
    cases: perSource * 4,
    casesBySource: { valid: perSource, faker: perSource, violator: perSource, loose: perSource },
    satisfiable: true,
    features: ['string', 'object', 'required'],
    casesByOperator: { 'null-for-optional': 2, 'wrong-type': perSource - 2 },
    driftingCases: findings > 0 ? { 'null-for-optional': 2 } : {},
    findings,
    complete: true,
  };
}

const falseAccept: ReportFinding = {
  id: 'F1',
  kind: 'FALSE_ACCEPT',
  blame: 'validator',
  tool: 'create_event',
  tools: ['create_event', 'send_sms'],
  duplicates: 1,
  occurrences: 7,
  explanation: 'validateArgs accepted args that break the spec at visibility',
  paths: ['visibility'],
  spec: { visibility: { type: 'string' } },
  args: { visibility: null },
  argsJson: '{"visibility":null}',
  verdicts: {
    runtime: { kind: 'accepted', mutated: false },
    advertised: { valid: false, errors: [{ path: ['visibility'], keyword: 'type', message: 'must be string' }] },
    reference: { valid: false, errors: [{ path: ['visibility'], keyword: 'type', message: 'must be string' }] },
    expected: {
      expected: 'invalid',
      faults: [{ path: '/visibility', operator: 'null-for-optional', why: 'type is "string"' }],
    },
    boundary: { reached: true, sameArgs: true, mutatedArgs: false, outcome: 'resolved' },
  },
  source: 'violator',
  operator: 'null-for-optional',
  caseIndex: 3,
  shrink: { steps: 6, evaluations: 24, done: true },
  fingerprint: '3410af1b97a4729a',
  reproduce: 'toolfuzz replay reports/example/report.json --id F1',
};

const converterInvalid: ReportFinding = {
  id: 'F2',
  kind: 'CONVERTER_INVALID',
  blame: 'converter',
  tool: 'create_event',
  tools: ['create_event'],
  duplicates: 0,
  occurrences: 1,
  explanation: 'the converted schema breaks the tool-layer shape: the schema of start carries a boolean required',
  paths: [],
  spec: { start: { type: 'object', properties: { time: { type: 'string', required: true } } } },
  args: {},
  argsJson: '{}',
  converter: {
    problems: ['the schema of start.time carries a boolean required'],
    schema: { type: 'object', properties: { start: { type: 'object' } } },
  },
  source: 'spec',
  caseIndex: 0,
  shrink: { steps: 2, evaluations: 5, done: true },
  fingerprint: '0123456789abcdef',
  reproduce: 'toolfuzz replay reports/example/report.json --id F2',
};

const hang: ReportFinding = {
  id: 'F3',
  kind: 'HANG',
  blame: 'validator',
  tool: 'send_sms',
  tools: ['send_sms'],
  duplicates: 0,
  occurrences: 2,
  explanation: 'a subject call did not return within 500 ms (validateArgs)',
  paths: [],
  spec: { text: { type: 'string', required: true } },
  args: { text: '' },
  argsJson: '{"text":""}',
  source: 'loose',
  caseIndex: 7,
  shrink: { steps: 0, evaluations: 0, done: true },
  fingerprint: 'c4349435f70853a8',
  reproduce: 'toolfuzz replay reports/example/report.json --id F3',
};

/** A small hand-built report with a validator, a converter (spec-level) and a verdict-less finding, for reporter tests. */
export function exampleReport(): JsonReport {
  return {
    version: REPORT_VERSION,
    subject: '/repo/fixtures/subjects/example.ts',
    seed: 4,
    startedAt: '2026-11-29T23:32:19.197Z',
    durationMs: 2500,
    budget: { runs: 10, timeSeconds: null, workers: 2, callTimeoutMs: 3000 },
    partial: false,
    interrupted: false,
    timedOut: false,
    stats: {
      cases: 120,
      casesPerSecond: 48,
      tools: 3,
      casesBySource: { valid: 30, faker: 30, violator: 30, loose: 30 },
      casesByOperator: { 'null-for-optional': 6, 'wrong-type': 24 },
      driftingCases: { 'null-for-optional': 4 },
      labelMismatches: 0,
    },
    tools: [
      tool('create_event', 'fixtures/specs/calendar.json#0', 10, 2),
      tool('send_sms', 'fixtures/specs/messaging.json#1', 10, 2),
      tool('search', 'fixtures/specs/search.json#0', 10, 0),
    ],
    hiddenConstraints: [{ tool: 'search', message: 'query: must be non-empty', exampleJson: '{"query":""}' }],
    subjectOutput: { bytes: 0, sample: '' },
    // Copies: a test that breaks one finding must not break the next test's report.
    findings: structuredClone([falseAccept, converterInvalid, hang]),
  };
}
