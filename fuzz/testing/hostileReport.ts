import type { JsonReport, ReportFinding, ReportTool } from '../report/jsonReport.ts';

/** Closes the data block and runs a script, if anything fails to escape it. */
export const SCRIPT_BREAKOUT = '</script><script>window.__pwned=1</script>';
/** Runs its handler once parsed as markup. */
export const IMG_ONERROR = '<img src=x onerror=window.__pwned=1>';

const base = {
  duplicates: 0,
  occurrences: 1,
  source: 'violator',
  caseIndex: 0,
  shrink: { steps: 1, evaluations: 2, done: true },
} as const;

const noDrift = { valid: 0, faker: 0, violator: 0, loose: 0 };

function tool(name: string, features: ReportTool['features'], cases: number, drifting: Record<string, number>): ReportTool {
  return {
    name,
    origin: `specs/${name}.json`,
    cases: cases * 4,
    casesBySource: { valid: cases, faker: cases, violator: cases, loose: cases },
    satisfiable: true,
    features,
    casesByOperator: { 'null-for-required': Math.ceil(cases / 2), 'wrong-type': Math.floor(cases / 2) },
    driftingCases: drifting,
    findings: Object.keys(drifting).length,
    complete: false,
  };
}

const findings: ReportFinding[] = [
  {
    ...base,
    id: 'F1',
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    tool: IMG_ONERROR,
    tools: [IMG_ONERROR, 'files_tool'],
    duplicates: 1,
    occurrences: 12,
    explanation: `validateArgs accepted args that break the spec at opts[${JSON.stringify(IMG_ONERROR)}]`,
    paths: [`opts[${JSON.stringify(IMG_ONERROR)}]`],
    spec: { opts: { type: 'object', properties: { [IMG_ONERROR]: { type: 'string', description: SCRIPT_BREAKOUT } } } },
    args: { opts: { [IMG_ONERROR]: 5 } },
    argsJson: JSON.stringify({ opts: { [IMG_ONERROR]: 5 } }),
    verdicts: {
      runtime: { kind: 'accepted', mutated: false },
      advertised: { valid: false, errors: [{ path: ['opts', IMG_ONERROR], keyword: 'type', message: SCRIPT_BREAKOUT }] },
      reference: { valid: false, errors: [{ path: ['opts', IMG_ONERROR], keyword: 'type', message: 'must be string' }] },
      boundary: { reached: true, sameArgs: true, mutatedArgs: false, outcome: 'resolved' },
    },
    operator: 'wrong-type',
    fingerprint: 'f1f1f1f1f1f1f1f1',
    reproduce: `toolfuzz replay 'reports/<script>/report.json' --id F1`,
  },
  {
    ...base,
    id: 'F2',
    kind: 'FALSE_REJECT',
    blame: 'converter',
    tool: 'files_tool',
    tools: ['files_tool'],
    explanation: 'the converted schema accepts args that break the spec at files[2].path',
    paths: ['files[2].path'],
    spec: { files: { type: 'array', items: { type: 'object', properties: { path: { type: 'string', required: true } } } } },
    args: { files: [{ path: 'a' }, { path: 'b' }, { path: 31337 }] },
    argsJson: '{"files":[{"path":"a"},{"path":"b"},{"path":31337}]}',
    verdicts: {
      runtime: { kind: 'rejected', issues: [{ message: `files[2].path: must be string ${IMG_ONERROR}` }], mutated: false },
      advertised: { valid: true, errors: [] },
      reference: { valid: false, errors: [{ path: ['files', 2, 'path'], keyword: 'type', message: 'must be string' }] },
      expected: {
        expected: 'invalid',
        faults: [{ path: '/files/2/path', operator: 'wrong-type', why: `type is "string" ${SCRIPT_BREAKOUT}` }],
      },
    },
    operator: 'wrong-type',
    fingerprint: 'f2f2f2f2f2f2f2f2',
    reproduce: 'toolfuzz replay reports/x/report.json --id F2',
  },
  {
    ...base,
    id: 'F3',
    kind: 'UNACTIONABLE_MESSAGE',
    blame: 'validator',
    tool: 'dotted',
    tools: ['dotted'],
    explanation: 'a violation message does not name ["a.b"]',
    paths: ['["a.b"]'],
    spec: { 'a.b': { type: 'integer', required: true } },
    args: { 'a.b': 1e400 },
    argsJson: '{"a.b":1e400}',
    verdicts: {
      runtime: { kind: 'rejected', issues: [{ message: 'must be a finite number' }], mutated: false },
      advertised: { unavailable: `ajv could not compile ${SCRIPT_BREAKOUT}` },
      reference: { valid: false, errors: [{ path: ['a.b'], keyword: 'type', message: 'must be integer' }] },
      body: { outcome: 'crashed', error: `TypeError: ${IMG_ONERROR}` },
    },
    source: 'loose',
    fingerprint: 'f3f3f3f3f3f3f3f3',
    reproduce: 'toolfuzz replay reports/x/report.json --id F3',
  },
  {
    ...base,
    id: 'F4',
    kind: 'CONVERTER_INVALID',
    blame: 'converter',
    tool: 'files_tool',
    tools: ['files_tool'],
    explanation: 'the converted schema breaks the tool-layer shape',
    paths: [],
    spec: { files: { type: 'array' } },
    args: {},
    argsJson: '{}',
    converter: { problems: [`required lists ${SCRIPT_BREAKOUT}`], schema: { type: 'object', required: [IMG_ONERROR] } },
    source: 'spec',
    fingerprint: 'f4f4f4f4f4f4f4f4',
    reproduce: 'toolfuzz replay reports/x/report.json --id F4',
  },
  {
    ...base,
    id: 'F5',
    kind: 'BOUNDARY_BODY_REACHED',
    blame: 'boundary',
    tool: 'files_tool',
    tools: ['files_tool'],
    explanation: 'defineTool called the body despite violations',
    paths: [''],
    spec: { files: { type: 'array' } },
    args: [1],
    argsJson: '[424242]',
    verdicts: {
      runtime: { kind: 'rejected', issues: [{ message: 'args must be an object' }], mutated: false },
      advertised: { valid: false, errors: [{ path: [], keyword: 'type', message: 'must be object' }] },
      reference: { valid: false, errors: [{ path: [], keyword: 'type', message: 'must be object' }] },
      boundary: {
        reached: true,
        sameArgs: true,
        mutatedArgs: false,
        outcome: 'rejected',
        errorCode: 'INVALID_ARGS',
        errorMessage: IMG_ONERROR,
      },
    },
    operator: 'non-object-top-level',
    fingerprint: 'f5f5f5f5f5f5f5f5',
    reproduce: 'toolfuzz replay reports/x/report.json --id F5',
  },
];

/** A report whose every spec- or subject-supplied string tries to break out of the page: the HTML reporter must show them all as text. */
export function hostileReport(): JsonReport {
  return {
    version: 2,
    subject: `/tmp/${SCRIPT_BREAKOUT}.ts`,
    seed: 7,
    startedAt: '2026-01-02T03:04:05.678Z',
    durationMs: 65_432,
    budget: { runs: 30, timeSeconds: 60, workers: 2, callTimeoutMs: 3000 },
    partial: true,
    interrupted: true,
    timedOut: false,
    stats: {
      cases: 360,
      casesPerSecond: 5,
      tools: 3,
      casesBySource: { valid: 90, faker: 90, violator: 90, loose: 90 },
      casesByOperator: { 'null-for-required': 45, 'wrong-type': 45 },
      driftingCases: { 'wrong-type': 4, loose: 2 },
      labelMismatches: 1,
    },
    tools: [
      tool(IMG_ONERROR, ['object', 'string', 'nested object', 'hostile keys'], 30, { 'wrong-type': 3 }),
      tool('files_tool', ['string', 'array', 'array of objects', 'nested required'], 30, { 'wrong-type': 1 }),
      { ...tool('dotted', ['integer', 'required', 'hostile keys'], 30, { loose: 2 }), casesBySource: { ...noDrift, loose: 30 } },
    ],
    hiddenConstraints: [
      {
        tool: IMG_ONERROR,
        message: `command must be non-empty ${SCRIPT_BREAKOUT}`,
        exampleJson: `{"command":"${IMG_ONERROR.replaceAll('"', '\\"')}"}`,
      },
    ],
    subjectOutput: { bytes: 42, sample: SCRIPT_BREAKOUT },
    findings,
    corpus: {
      dir: `.toolfuzz/${SCRIPT_BREAKOUT}`,
      replayed: [
        {
          file: 'f1.json',
          fingerprint: 'f1f1f1f1f1f1f1f1',
          kind: 'FALSE_ACCEPT',
          blame: 'validator',
          tool: IMG_ONERROR,
          status: 'STILL FAILING',
        },
        { file: `${IMG_ONERROR}.json`, fingerprint: '0000000000000000', kind: 'THROWS', blame: 'validator', tool: 'gone', status: 'FIXED' },
      ],
      unreadable: [],
      saved: 2,
    },
  };
}
