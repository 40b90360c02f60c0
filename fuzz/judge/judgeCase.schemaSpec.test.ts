import { VALID_BY_CONSTRUCTION } from '../model/caseLabel.ts';
import { describe, expect, it } from 'vitest';
import type { PathSegments } from '../model/argsPath.ts';
import type { AjvError } from '../schema/ajvErrors.ts';
import type { BoundaryObservation } from '../producers/schemaSpec/oracles/boundaryProbe.ts';
import type { Observation } from '../findings/observation.ts';
import { asRuntimeVerdict, type ValidatorVerdict } from '../producers/schemaSpec/oracles/validatorVerdict.ts';
import type { AjvVerdict, BodyObservation, CaseLabel, Unavailable } from './caseVerdicts.ts';
import { judgeCase } from './judgeCase.ts';

/** A SchemaSpec case's evidence as its oracles give it: validateArgs, ajv on the subject's schema, the reference and the extras. */
interface Verdicts {
  readonly validateArgs: ValidatorVerdict;
  readonly ajv: AjvVerdict | Unavailable;
  readonly reference: AjvVerdict;
  readonly expected?: CaseLabel;
  readonly boundary?: BoundaryObservation | Unavailable;
  readonly body?: BodyObservation;
}

/** The judge's observations on that evidence, fed to it as evaluateCase does. */
function classifyCase(v: Verdicts): Observation[] {
  const { validateArgs, ajv, ...extras } = v;
  return judgeCase({
    ...extras,
    advertised: ajv,
    runtime: asRuntimeVerdict(validateArgs),
    runtimeLabel: 'validateArgs',
    blame: 'validator',
  }).observations;
}

const VIOLATION = 'mode: expected string, got 1';
const TYPE_ERROR: AjvError = { path: ['mode'], keyword: 'type', message: 'must be string' };

function result(violations: readonly string[], mutated = false): ValidatorVerdict {
  return { kind: 'result', violations, mutated };
}
const ACCEPTS = result([]);
const REJECTS = result([VIOLATION]);
const VALID = { valid: true, errors: [] } as const;
const INVALID = { valid: false, errors: [TYPE_ERROR] } as const;

/** What a faithful defineTool does: body reached with the same args on valid ones, INVALID_ARGS listing every violation otherwise. */
function faithfulBoundary(violations: readonly string[]): BoundaryObservation {
  return violations.length === 0
    ? { reached: true, sameArgs: true, outcome: 'resolved', mutatedArgs: false }
    : {
        reached: false,
        sameArgs: undefined,
        outcome: 'rejected',
        mutatedArgs: false,
        errorCode: 'INVALID_ARGS',
        errorMessage: `Invalid arguments:\n${violations.map((v) => `- ${v}`).join('\n')}`,
      };
}

function validCase(overrides: Partial<Verdicts> = {}): Verdicts {
  return { validateArgs: ACCEPTS, ajv: VALID, reference: VALID, expected: VALID_BY_CONSTRUCTION, ...overrides };
}

function invalidCase(overrides: Partial<Verdicts> = {}): Verdicts {
  return {
    validateArgs: REJECTS,
    ajv: INVALID,
    reference: INVALID,
    expected: { expected: 'invalid', faults: [{ path: '/mode', operator: 'wrong-type', why: 'type is "string"' }] },
    ...overrides,
  };
}

function kinds(observations: readonly Observation[]): string[] {
  return observations.map((o) => `${o.kind}/${o.blame}`);
}

describe('judgeCase on a SchemaSpec tool: faithful verdicts', () => {
  it('gives no observation on valid args every oracle accepts, with a faithful boundary and body', () => {
    expect(classifyCase(validCase({ boundary: faithfulBoundary([]), body: { outcome: 'resolved' } }))).toEqual([]);
  });

  it('gives no observation on invalid args every oracle rejects, with messages naming the paths and a faithful boundary', () => {
    expect(classifyCase(invalidCase({ boundary: faithfulBoundary([VIOLATION]) }))).toEqual([]);
  });

  it('gives no observation on several violations at nested, indexed and top-level paths, each named', () => {
    const violations = [
      'options.mode: expected string, got 1',
      'files[2].path: missing required property',
      'count: expected integer, got 1.5',
    ];
    const errors: AjvError[] = [
      { path: ['options', 'mode'], keyword: 'type', message: 'must be string' },
      { path: ['files', 2, 'path'], keyword: 'required', message: "must have required property 'path'" },
      { path: ['count'], keyword: 'type', message: 'must be integer' },
    ];
    const v = invalidCase({
      validateArgs: result(violations),
      ajv: { valid: false, errors },
      reference: { valid: false, errors },
      boundary: faithfulBoundary(violations),
    });
    expect(classifyCase(v)).toEqual([]);
  });

  it('gives no observation on a non-object top level rejected with a message about the arguments', () => {
    const errors: AjvError[] = [{ path: [], keyword: 'type', message: 'must be object' }];
    const v = invalidCase({
      validateArgs: result(['arguments: expected an object, got array']),
      ajv: { valid: false, errors },
      reference: { valid: false, errors },
    });
    expect(classifyCase(v)).toEqual([]);
  });

  it('gives no observation when the boundary is unavailable or a body hit a hidden constraint', () => {
    expect(classifyCase(validCase({ boundary: { unavailable: 'defineTool threw' } }))).toEqual([]);
    expect(classifyCase(validCase({ body: { outcome: 'hidden-constraint', message: 'command must not be empty' } }))).toEqual([]);
  });
});

describe('judgeCase on a SchemaSpec tool: the validator itself', () => {
  it('THROWS when validateArgs threw, blaming the validator and pointing at the reference paths, and stops there', () => {
    const observations = classifyCase(
      invalidCase({ validateArgs: { kind: 'threw', error: 'TypeError: x is null', mutated: false }, boundary: faithfulBoundary([]) }),
    );
    expect(kinds(observations)).toEqual(['THROWS/validator']);
    expect(observations[0]?.paths).toEqual([['mode']]);
    expect(observations[0]?.explanation).toContain('TypeError: x is null');
  });

  it('MUTATES_INPUT and THROWS when validateArgs changed the args and then threw', () => {
    const observations = classifyCase(validCase({ validateArgs: { kind: 'threw', error: 'boom', mutated: true } }));
    expect(kinds(observations)).toEqual(['MUTATES_INPUT/validator', 'THROWS/validator']);
  });

  it('BAD_RESULT when validateArgs returned something other than an array of strings, and stops there', () => {
    const observations = classifyCase(
      invalidCase({
        validateArgs: { kind: 'bad-result', description: 'returned null instead of an array of strings', mutated: false },
        boundary: faithfulBoundary([]),
      }),
    );
    expect(kinds(observations)).toEqual(['BAD_RESULT/validator']);
    expect(observations[0]?.explanation).toContain('returned null');
  });

  it('MUTATES_INPUT blaming the validator when validateArgs changed args it otherwise judged right', () => {
    expect(kinds(classifyCase(validCase({ validateArgs: result([], true) })))).toEqual(['MUTATES_INPUT/validator']);
    expect(kinds(classifyCase(invalidCase({ validateArgs: result([VIOLATION], true) })))).toEqual(['MUTATES_INPUT/validator']);
  });
});

describe('judgeCase on a SchemaSpec tool: validateArgs against ajv and the reference', () => {
  const converterError: AjvError = { path: [], keyword: 'additionalProperties', message: 'must NOT have additional properties' };

  it.each<[string, Verdicts, string, readonly PathSegments[]]>([
    [
      'accepted, ajv rejects, reference valid',
      validCase({ ajv: { valid: false, errors: [converterError] } }),
      'FALSE_ACCEPT/converter',
      [[]],
    ],
    ['accepted, ajv rejects, reference invalid', invalidCase({ validateArgs: ACCEPTS }), 'FALSE_ACCEPT/validator', [['mode']]],
    ['rejected, ajv accepts, reference valid', validCase({ validateArgs: REJECTS }), 'FALSE_REJECT/validator', []],
    ['rejected, ajv accepts, reference invalid', invalidCase({ ajv: VALID }), 'FALSE_REJECT/converter', [['mode']]],
    ['rejected, ajv agrees, reference valid', validCase({ validateArgs: REJECTS, ajv: INVALID }), 'VALID_REJECTED/validator', []],
    [
      'accepted, ajv agrees, reference invalid',
      invalidCase({ validateArgs: ACCEPTS, ajv: VALID }),
      'VIOLATOR_ACCEPTED/validator',
      [['mode']],
    ],
    [
      'rejected, ajv unavailable, reference valid',
      validCase({ validateArgs: REJECTS, ajv: { unavailable: 'ajv cannot compile it' } }),
      'VALID_REJECTED/validator',
      [],
    ],
    [
      'accepted, ajv unavailable, reference invalid',
      invalidCase({ validateArgs: ACCEPTS, ajv: { unavailable: 'ajv cannot compile it' } }),
      'VIOLATOR_ACCEPTED/validator',
      [['mode']],
    ],
  ])('%s → %s', (_, verdicts, expected, paths) => {
    const observations = classifyCase(verdicts);
    expect(kinds(observations)).toEqual([expected]);
    expect(observations[0]?.paths).toEqual(paths);
    expect(observations[0]?.explanation.length).toBeGreaterThan(0);
  });

  it('gives no observation when ajv is unavailable but validateArgs agrees with the reference', () => {
    expect(classifyCase(validCase({ ajv: { unavailable: 'schemaSpecToJsonSchema threw' } }))).toEqual([]);
    expect(classifyCase(invalidCase({ ajv: { unavailable: 'schemaSpecToJsonSchema threw' } }))).toEqual([]);
  });

  it("explains a validator FALSE_ACCEPT with the offending path, a converter one with ajv's message", () => {
    expect(classifyCase(invalidCase({ validateArgs: ACCEPTS }))[0]?.explanation).toContain('mode');
    const converter = classifyCase(validCase({ ajv: { valid: false, errors: [converterError] } }))[0];
    expect(converter?.explanation).toContain('the top level');
    expect(converter?.explanation).toContain('must NOT have additional properties');
  });

  it('says "both drift" when ajv on the subject\'s schema agrees with a drifting validateArgs', () => {
    expect(classifyCase(validCase({ validateArgs: REJECTS, ajv: INVALID }))[0]?.explanation).toContain('both drift');
    expect(classifyCase(invalidCase({ validateArgs: ACCEPTS, ajv: VALID }))[0]?.explanation).toContain('both drift');
  });

  it('deduplicates the reference paths (a type and an enum error at the same place)', () => {
    const errors: AjvError[] = [TYPE_ERROR, { path: ['mode'], keyword: 'enum', message: 'must be equal to one of the allowed values' }];
    const observations = classifyCase(
      invalidCase({ validateArgs: ACCEPTS, reference: { valid: false, errors }, ajv: { valid: false, errors } }),
    );
    expect(observations[0]?.paths).toEqual([['mode']]);
  });
});

describe('judgeCase on a SchemaSpec tool: UNACTIONABLE_MESSAGE', () => {
  it('when no violation message names a path the reference rejects', () => {
    const observations = classifyCase(
      invalidCase({ validateArgs: result(['expected string, got 1']), boundary: faithfulBoundary(['expected string, got 1']) }),
    );
    expect(kinds(observations)).toEqual(['UNACTIONABLE_MESSAGE/validator']);
    expect(observations[0]?.paths).toEqual([['mode']]);
    expect(observations[0]?.explanation).toContain('mode');
  });

  it('lists only the paths left unnamed (first-error-only)', () => {
    const errors: AjvError[] = [TYPE_ERROR, { path: ['files', 2, 'path'], keyword: 'type', message: 'must be string' }];
    const observations = classifyCase(invalidCase({ reference: { valid: false, errors }, ajv: { valid: false, errors } }));
    expect(kinds(observations)).toEqual(['UNACTIONABLE_MESSAGE/validator']);
    expect(observations[0]?.paths).toEqual([['files', 2, 'path']]);
    expect(observations[0]?.explanation).toContain('files[2].path');
  });

  it('when a nested path is named only by its leaf key (nested-paths-flattened)', () => {
    const errors: AjvError[] = [{ path: ['options', 'mode'], keyword: 'type', message: 'must be string' }];
    const observations = classifyCase(
      invalidCase({
        validateArgs: result(['mode: expected string, got 1']),
        reference: { valid: false, errors },
        ajv: { valid: false, errors },
      }),
    );
    expect(kinds(observations)).toEqual(['UNACTIONABLE_MESSAGE/validator']);
  });

  it.each([
    'options.mode: expected string, got 1',
    '/options/mode must be string',
    'the value of options.mode must be a string',
    "options: 'mode' must be a string",
  ])('not when the path is named as in %j', (message) => {
    const errors: AjvError[] = [{ path: ['options', 'mode'], keyword: 'type', message: 'must be string' }];
    expect(
      classifyCase(invalidCase({ validateArgs: result([message]), reference: { valid: false, errors }, ajv: { valid: false, errors } })),
    ).toEqual([]);
  });

  it.each(['files[2].path: expected string', 'files.2.path: expected string', '/files/2/path must be string', "files[2]: missing 'path'"])(
    'not when an indexed path is named as in %j',
    (message) => {
      const errors: AjvError[] = [{ path: ['files', 2, 'path'], keyword: 'required', message: "must have required property 'path'" }];
      expect(
        classifyCase(invalidCase({ validateArgs: result([message]), reference: { valid: false, errors }, ajv: { valid: false, errors } })),
      ).toEqual([]);
    },
  );

  it('not on valid args rejected by validateArgs (that is VALID_REJECTED / FALSE_REJECT, not a message problem)', () => {
    expect(kinds(classifyCase(validCase({ validateArgs: result(['no path here']) })))).toEqual(['FALSE_REJECT/validator']);
  });

  it('alongside FALSE_REJECT blaming the converter', () => {
    expect(kinds(classifyCase(invalidCase({ validateArgs: result(['expected string']), ajv: VALID })))).toEqual([
      'FALSE_REJECT/converter',
      'UNACTIONABLE_MESSAGE/validator',
    ]);
  });
});

describe('judgeCase on a SchemaSpec tool: the boundary (defineTool)', () => {
  type Override = { [K in keyof BoundaryObservation]?: BoundaryObservation[K] | undefined };
  function boundary(over: Override, base: BoundaryObservation): BoundaryObservation {
    return { ...base, ...over } as BoundaryObservation;
  }
  const onValid = faithfulBoundary([]);
  const onInvalid = faithfulBoundary([VIOLATION]);

  it('HANG blaming the boundary when execute never settled, and nothing else about the boundary', () => {
    const b: BoundaryObservation = { reached: false, sameArgs: undefined, outcome: 'timeout', mutatedArgs: false };
    expect(kinds(classifyCase(validCase({ boundary: b })))).toEqual(['HANG/boundary']);
    expect(kinds(classifyCase(invalidCase({ boundary: b })))).toEqual(['HANG/boundary']);
  });

  it('MUTATES_INPUT blaming the boundary when defineTool changed the args, even when it then hung', () => {
    expect(kinds(classifyCase(validCase({ boundary: boundary({ mutatedArgs: true }, onValid) })))).toEqual(['MUTATES_INPUT/boundary']);
    expect(
      kinds(classifyCase(validCase({ boundary: { reached: false, sameArgs: undefined, outcome: 'timeout', mutatedArgs: true } }))),
    ).toEqual(['MUTATES_INPUT/boundary', 'HANG/boundary']);
  });

  it('BOUNDARY_ARGS_CHANGED when the body received another object, quoting what it got', () => {
    const observations = classifyCase(validCase({ boundary: boundary({ sameArgs: false, received: '{"mode":"fast"}' }, onValid) }));
    expect(kinds(observations)).toEqual(['BOUNDARY_ARGS_CHANGED/boundary']);
    expect(observations[0]?.explanation).toContain('{"mode":"fast"}');
  });

  it('BOUNDARY_BODY_REACHED when the body ran on args with violations (and the rejection was otherwise right)', () => {
    expect(kinds(classifyCase(invalidCase({ boundary: boundary({ reached: true, sameArgs: true }, onInvalid) })))).toEqual([
      'BOUNDARY_BODY_REACHED/boundary',
    ]);
  });

  it('BOUNDARY_BODY_REACHED and BOUNDARY_WRONG_ERROR when the body ran on violations and execute resolved', () => {
    expect(kinds(classifyCase(invalidCase({ boundary: onValid })))).toEqual([
      'BOUNDARY_BODY_REACHED/boundary',
      'BOUNDARY_WRONG_ERROR/boundary',
    ]);
  });

  it.each<[string, Override, string]>([
    ['resolved without the body', { outcome: 'resolved' }, 'resolved'],
    ['threw synchronously', { outcome: 'threw-synchronously' }, 'synchronously'],
    ['rejected with another code', { errorCode: 'EINVAL' }, '"EINVAL"'],
    ['rejected without a code', { errorCode: undefined }, '(none)'],
    ['rejected with a message missing the violation', { errorMessage: 'Invalid arguments' }, VIOLATION],
  ])('BOUNDARY_WRONG_ERROR when execute on violations %s', (_, over, mentioned) => {
    const observations = classifyCase(invalidCase({ boundary: boundary(over, onInvalid) }));
    expect(kinds(observations)).toEqual(['BOUNDARY_WRONG_ERROR/boundary']);
    expect(observations[0]?.explanation).toContain(mentioned);
  });

  it('BOUNDARY_WRONG_ERROR when only the first of several violations is listed', () => {
    const violations = [VIOLATION, 'count: expected integer, got 1.5'];
    const errors: AjvError[] = [TYPE_ERROR, { path: ['count'], keyword: 'type', message: 'must be integer' }];
    const b = boundary({ errorMessage: `Invalid arguments:\n- ${VIOLATION}` }, onInvalid);
    const observations = classifyCase(
      invalidCase({ validateArgs: result(violations), reference: { valid: false, errors }, ajv: { valid: false, errors }, boundary: b }),
    );
    expect(kinds(observations)).toEqual(['BOUNDARY_WRONG_ERROR/boundary']);
    expect(observations[0]?.explanation).toContain('count: expected integer');
  });

  it('BOUNDARY_WRONG_ERROR when args validateArgs accepts never reach the body', () => {
    const rejected = classifyCase(
      validCase({
        boundary: {
          reached: false,
          sameArgs: undefined,
          outcome: 'rejected',
          mutatedArgs: false,
          errorCode: 'INVALID_ARGS',
          errorMessage: 'no',
        },
      }),
    );
    expect(kinds(rejected)).toEqual(['BOUNDARY_WRONG_ERROR/boundary']);
    expect(rejected[0]?.explanation).toContain('INVALID_ARGS');
    const resolved = classifyCase(
      validCase({ boundary: { reached: false, sameArgs: undefined, outcome: 'resolved', mutatedArgs: false } }),
    );
    expect(kinds(resolved)).toEqual(['BOUNDARY_WRONG_ERROR/boundary']);
    expect(resolved[0]?.explanation).toContain('without calling it');
  });

  // Regression test, fixed: classifyCase.ts:47 words every outcome other than 'rejected' as "resolved without calling
  // it", so an execute that threw synchronously on valid args is explained as having resolved.
  it('explains a synchronous throw on valid args as a throw, not as a resolution', () => {
    const observations = classifyCase(
      validCase({
        boundary: { reached: false, sameArgs: undefined, outcome: 'threw-synchronously', mutatedArgs: false, errorMessage: 'sync boom' },
      }),
    );
    expect(kinds(observations)).toEqual(['BOUNDARY_WRONG_ERROR/boundary']);
    expect(observations[0]?.explanation).toContain('synchronously');
  });

  it("judges the boundary by validateArgs's own verdict, not by the reference", () => {
    // validateArgs wrongly accepts; a boundary that calls the body is consistent with it.
    expect(kinds(classifyCase(invalidCase({ validateArgs: ACCEPTS, ajv: VALID, boundary: onValid })))).toEqual([
      'VIOLATOR_ACCEPTED/validator',
    ]);
  });

  it('is not consulted when validateArgs threw or returned a bad result', () => {
    const hang: BoundaryObservation = { reached: false, sameArgs: undefined, outcome: 'timeout', mutatedArgs: false };
    expect(kinds(classifyCase(validCase({ validateArgs: { kind: 'threw', error: 'x', mutated: false }, boundary: hang })))).toEqual([
      'THROWS/validator',
    ]);
    expect(
      kinds(classifyCase(validCase({ validateArgs: { kind: 'bad-result', description: 'x', mutated: false }, boundary: hang }))),
    ).toEqual(['BAD_RESULT/validator']);
  });
});

describe('judgeCase on a SchemaSpec tool: real tool bodies', () => {
  it('BODY_CRASH blaming the body when it threw something other than ToolArgsError', () => {
    const observations = classifyCase(validCase({ body: { outcome: 'crashed', error: 'TypeError: cannot read x' } }));
    expect(kinds(observations)).toEqual(['BODY_CRASH/body']);
    expect(observations[0]?.explanation).toContain('TypeError: cannot read x');
  });

  it('HANG blaming the body when it never settled', () => {
    expect(kinds(classifyCase(validCase({ body: { outcome: 'timeout' } })))).toEqual(['HANG/body']);
  });

  it('reports the body alongside other drifts of the same case', () => {
    expect(kinds(classifyCase(validCase({ validateArgs: result([], true), body: { outcome: 'timeout' } })))).toEqual([
      'MUTATES_INPUT/validator',
      'HANG/body',
    ]);
  });
});
