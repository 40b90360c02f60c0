import { describe, expect, it } from 'vitest';
import type { RuntimeCall } from '../model/runtimeVerdict.ts';
import { type CaseEvidence, judgeCase } from './judgeCase.ts';

type AdvertisedJudgement = CaseEvidence['advertised'];

const VALID: AdvertisedJudgement = { valid: true, errors: [] };
const INVALID: AdvertisedJudgement = {
  valid: false,
  errors: [{ path: ['extra'], keyword: 'additionalProperties', message: 'must NOT have additional properties' }],
};
const UNJUDGED: AdvertisedJudgement = { unavailable: 'ajv threw on these args' };

const ACCEPTED: RuntimeCall = { kind: 'accepted' };
const ACCEPTED_IS_ERROR: RuntimeCall = { kind: 'accepted', isError: true, text: 'file not found' };
const REJECTED: RuntimeCall = {
  kind: 'rejected',
  issues: [{ message: 'Expected string, received null', path: ['note'], code: 'invalid_type' }],
};
const REJECTED_HIDDEN: RuntimeCall = {
  kind: 'rejected',
  issues: [{ message: 'password too weak, got "abc"', path: ['password'], hidden: true }],
};
const REJECTED_MIXED: RuntimeCall = {
  kind: 'rejected',
  issues: [
    { message: 'must be even', path: ['n'], hidden: true },
    { message: 'Required', path: ['note'] },
  ],
};
const REJECTED_NO_ISSUES: RuntimeCall = { kind: 'rejected', issues: [], text: 'MCP error -32602: Invalid arguments', code: -32602 };
const THREW: RuntimeCall = { kind: 'threw', error: 'TypeError: x is undefined' };
const HUNG: RuntimeCall = { kind: 'hung', afterMs: 3000 };
const CRASHED: RuntimeCall = { kind: 'crashed', detail: 'the server exited with code 1' };

function classify(advertised: AdvertisedJudgement, runtime: RuntimeCall, extra: Partial<CaseEvidence> = {}) {
  return judgeCase({ advertised, runtime, runtimeLabel: 'zod 4.6.7', blame: 'converter', ...extra });
}

function kinds(advertised: AdvertisedJudgement, call: RuntimeCall): string[] {
  return classify(advertised, call).observations.map((o) => `${o.kind}/${o.blame}`);
}

describe('judgeCase on a JSON-Schema tool: the whole table', () => {
  // advertised verdict × runtime call → the drifts it shows (blame: the settings' `converter`).
  const table: [string, AdvertisedJudgement, RuntimeCall, string[]][] = [
    ['valid, accepted', VALID, ACCEPTED, []],
    ['valid, accepted with isError (reached the handler)', VALID, ACCEPTED_IS_ERROR, []],
    ['valid, rejected', VALID, REJECTED, ['FALSE_REJECT/converter']],
    ['valid, rejected only by hidden constraints', VALID, REJECTED_HIDDEN, []],
    ['valid, rejected by a hidden and a visible issue', VALID, REJECTED_MIXED, ['FALSE_REJECT/converter']],
    ['valid, rejected with no issue listed', VALID, REJECTED_NO_ISSUES, ['FALSE_REJECT/converter']],
    ['valid, threw', VALID, THREW, ['THROWS/validator']],
    ['valid, hung', VALID, HUNG, ['HANG/validator']],
    ['valid, crashed', VALID, CRASHED, ['CRASH/validator']],
    ['invalid, accepted', INVALID, ACCEPTED, ['FALSE_ACCEPT/converter']],
    ['invalid, accepted with isError', INVALID, ACCEPTED_IS_ERROR, ['FALSE_ACCEPT/converter']],
    ['invalid, rejected', INVALID, REJECTED, []],
    ['invalid, rejected by hidden constraints', INVALID, REJECTED_HIDDEN, []],
    ['invalid, rejected with no issue', INVALID, REJECTED_NO_ISSUES, []],
    ['invalid, threw', INVALID, THREW, ['THROWS/validator']],
    ['invalid, hung', INVALID, HUNG, ['HANG/validator']],
    ['invalid, crashed', INVALID, CRASHED, ['CRASH/validator']],
    ['unjudged, accepted', UNJUDGED, ACCEPTED, []],
    ['unjudged, rejected', UNJUDGED, REJECTED, []],
    ['unjudged, threw', UNJUDGED, THREW, ['THROWS/validator']],
    ['unjudged, hung', UNJUDGED, HUNG, ['HANG/validator']],
    ['unjudged, crashed', UNJUDGED, CRASHED, ['CRASH/validator']],
  ];
  it.each(table)('%s', (_name, advertised, call, expected) => {
    expect(kinds(advertised, call)).toEqual(expected);
  });

  it('blames whom the settings say for a disagreement with the schema', () => {
    expect(classify(VALID, REJECTED, { blame: 'validator' }).observations.map((o) => o.blame)).toEqual(['validator']);
    expect(classify(INVALID, ACCEPTED, { blame: 'validator' }).observations.map((o) => o.blame)).toEqual(['validator']);
  });
});

describe('judgeCase on a JSON-Schema tool: explanations, paths and hidden constraints', () => {
  it('states a false reject in the model’s terms, with the runtime and its first issue', () => {
    const [observation] = classify(VALID, REJECTED).observations;
    expect(observation?.explanation).toBe(
      'the model follows the schema and the call still fails: zod 4.6.7 rejected it (note: Expected string, received null)',
    );
    expect(observation?.paths).toEqual([['note']]);
  });

  it('cites the first visible issue when a hidden one comes first, and still lists the hidden one', () => {
    const result = classify(VALID, REJECTED_MIXED);
    expect(result.observations[0]?.explanation).toContain('(note: Required)');
    expect(result.observations[0]?.paths).toEqual([['note']]);
    expect(result.hiddenConstraints).toEqual(['n: must be even']);
  });

  it('falls back on what the server said when it lists no issue', () => {
    const [observation] = classify(VALID, REJECTED_NO_ISSUES, { runtimeLabel: 'the server' }).observations;
    expect(observation?.explanation).toBe(
      'the model follows the schema and the call still fails: the server rejected it (MCP error -32602: Invalid arguments)',
    );
    expect(observation?.paths).toEqual([]);
  });

  it('states a false accept with ajv’s paths and message, "the runtime" for a library and "the server" for MCP', () => {
    const library = classify(INVALID, ACCEPTED).observations[0];
    expect(library?.explanation).toBe('the runtime accepts what the schema forbids at extra (must NOT have additional properties)');
    expect(library?.paths).toEqual([['extra']]);
    const server = classify(INVALID, ACCEPTED, { runtimeLabel: 'the server', blame: 'validator' }).observations[0];
    expect(server?.explanation).toBe('the server accepts what the schema forbids at extra (must NOT have additional properties)');
  });

  it('names the top level when ajv’s error is there', () => {
    const top: AdvertisedJudgement = { valid: false, errors: [{ path: [], keyword: 'type', message: 'must be object' }] };
    expect(classify(top, ACCEPTED).observations[0]?.explanation).toBe(
      'the runtime accepts what the schema forbids at the top level (must be object)',
    );
  });

  it('lists a hidden-only rejection as a constraint without the offending value, and no finding', () => {
    const result = classify(VALID, REJECTED_HIDDEN);
    expect(result.observations).toEqual([]);
    expect(result.hiddenConstraints).toEqual(['password: password too weak']);
  });

  it('explains a throw, a hang and a crash with the runtime’s label', () => {
    expect(classify(VALID, THREW).observations[0]?.explanation).toBe(
      'zod 4.6.7 threw instead of giving a verdict: TypeError: x is undefined',
    );
    expect(classify(VALID, HUNG).observations[0]?.explanation).toBe('zod 4.6.7 gave no verdict within 3000 ms');
    expect(classify(VALID, CRASHED, { runtimeLabel: 'the server' }).observations[0]?.explanation).toBe(
      'the server crashed on the call: the server exited with code 1',
    );
  });
});

describe('judgeCase on a JSON-Schema tool: the contract verdict a label is checked against', () => {
  it("is the advertised schema's verdict, whatever the runtime said", () => {
    expect(classify(VALID, REJECTED).contractValid).toBe(true);
    expect(classify(INVALID, ACCEPTED).contractValid).toBe(false);
  });

  it('is what the label expected when ajv could not judge the args, and invalid without a label', () => {
    expect(classify(UNJUDGED, ACCEPTED, { expected: { expected: 'valid', faults: [] } }).contractValid).toBe(true);
    expect(
      classify(UNJUDGED, ACCEPTED, {
        expected: { expected: 'invalid', faults: [{ path: '/extra', operator: 'extra-key', why: 'extra key' }] },
      }).contractValid,
    ).toBe(false);
    expect(classify(UNJUDGED, ACCEPTED).contractValid).toBe(false);
  });
});
