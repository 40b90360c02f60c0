import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { compileAdvertised } from '../../tool/schemaTool/advertisedValidator.ts';
import { numberModelArgs } from './numberModelArgs.ts';
import { compareDecimals, type DecimalLiteral, decimalOf, doubleRangeOf, isWholeDecimal } from './decimalLiteral.ts';

// The law: the advertised judge (ajv behind the number model) gives, for a number literal at a
// position, what exact decimal arithmetic gives under JSON Schema's data model. Literals are either
// past the double range (any digits), or of at most 15 significant digits (whose doubles keep their
// order against the short bounds drawn here: for longer in-range literals ajv's doubles are the
// judge, which is right only up to rounding, as JSON.parse decides for every JSON consumer).

type Keyword = 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'enum' | 'const';

const digitsArb = (max: number) => fc.stringMatching(new RegExp(`^[1-9][0-9]{0,${max - 1}}$`));

/** A JSON number literal: a sign, a whole part, a fraction and an exponent, of `max` significant digits at most. */
const literalArb = (max: number) =>
  fc
    .record({
      negative: fc.boolean(),
      digits: fc.oneof(digitsArb(max), fc.constant('0')),
      point: fc.nat({ max: 20 }),
      exponent: fc.oneof(fc.integer({ min: -420, max: 420 }), fc.integer({ min: -30, max: 30 })),
      upper: fc.boolean(),
    })
    .map(({ negative, digits, point, exponent, upper }) => {
      const at = Math.min(point, digits.length - 1);
      const whole = digits.slice(0, digits.length - at);
      const fraction = digits.slice(digits.length - at);
      const body = fraction === '' ? whole : `${whole}.${fraction}`;
      return `${negative ? '-' : ''}${body}${exponent === 0 ? '' : `${upper ? 'E' : 'e'}${exponent}`}`;
    });

const beyondArb = fc.oneof(
  literalArb(40).filter((text) => doubleRangeOf(text) !== 'within'),
  fc.constantFrom(
    '1e400',
    '-1e400',
    '1e-400',
    '-1e-400',
    '1.5e400',
    '9.99e99999',
    `1${'0'.repeat(400)}`,
    `1${'0'.repeat(400)}.5`,
    `0.${'0'.repeat(400)}1`,
  ),
);
const shortArb = fc.oneof(literalArb(15), fc.constantFrom('-0', '0', '1.0e308', '1e308', '5e-324', '2.5e-300'));

function exactValid(literal: DecimalLiteral, type: 'integer' | 'number', keyword: Keyword, bounds: readonly string[]): boolean {
  if (type === 'integer' && !isWholeDecimal(literal)) return false;
  const against = bounds.map((b) => compareDecimals(literal, decimalOf(b) as DecimalLiteral));
  const first = against[0] as number;
  switch (keyword) {
    case 'minimum':
      return first >= 0;
    case 'maximum':
      return first <= 0;
    case 'exclusiveMinimum':
      return first > 0;
    case 'exclusiveMaximum':
      return first < 0;
    case 'enum':
      return against.some((c) => c === 0);
    case 'const':
      return first === 0;
  }
}

function schemaOf(type: 'integer' | 'number', keyword: Keyword, bounds: readonly string[]) {
  const values = bounds.map(Number);
  const value = keyword === 'enum' ? values : values[0];
  return { type: 'object', properties: { n: { type, [keyword]: value }, list: { type: 'array', items: { type, [keyword]: value } } } };
}

// ajv compiles take most of a run's time: each schema is compiled once.
const compiled = new Map<string, Extract<ReturnType<typeof compileAdvertised>, { kind: 'compiled' }>>();
function validatorFor(schema: JsonSchemaObject) {
  const key = JSON.stringify(schema);
  let validator = compiled.get(key);
  if (validator === undefined) {
    const made = compileAdvertised(schema);
    if (made.kind !== 'compiled') throw new Error(made.error);
    validator = made;
    compiled.set(key, validator);
  }
  return validator;
}

const keywordArb = fc.constantFrom<Keyword>('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'enum', 'const');
const typeArb = fc.constantFrom<'integer' | 'number'>('integer', 'number');

describe('the number model judges a literal as exact decimal arithmetic does', () => {
  it('for literals past the double range and short literals, against type, bounds, enum and const', () => {
    fc.assert(
      fc.property(
        fc.oneof(beyondArb, shortArb),
        typeArb,
        keywordArb,
        fc.array(fc.constantFrom('0e0', '1e0', '-1e0', '25e-1', '1e3', '-7e2', '1e300', '-1e300', '1e-300'), {
          minLength: 1,
          maxLength: 2,
        }),
        fc.boolean(),
        (text, type, keyword, bounds, nested) => {
          const validator = validatorFor(schemaOf(type, keyword, bounds));
          const json = nested ? `{"list":[0e0,${text}]}`.replace('0e0', String(Number(bounds[0]))) : `{"n":${text}}`;
          const judged = validator.judgeJson(json);
          const literal = decimalOf(text) as DecimalLiteral;
          const wholeMissing = type === 'integer' && doubleRangeOf(text) === 'beyond-max' && !isWholeDecimal(literal);
          if (wholeMissing) {
            expect(judged.judged).toBe(false);
            return;
          }
          if (!judged.judged) throw new Error(judged.why);
          const first = exactValid(decimalOf(String(Number(bounds[0]))) as DecimalLiteral, type, keyword, bounds);
          const expected = exactValid(literal, type, keyword, bounds) && (!nested || first);
          expect(judged.valid, `${json} against ${JSON.stringify(schemaOf(type, keyword, bounds).properties)}`).toBe(expected);
        },
      ),
      { numRuns: 400, seed: 19 },
    );
  });

  it('named edges: -0, 1e400, -1e400, 1e-400, 1.0e308 and an integer past 2^53 that parses finite', () => {
    const judge = (schema: object, text: string) => {
      const validator = compileAdvertised({ type: 'object', properties: { n: schema } });
      if (validator.kind !== 'compiled') throw new Error(validator.error);
      const judged = validator.judgeJson(`{"n":${text}}`);
      return judged.judged ? judged.valid : 'no verdict';
    };
    expect(judge({ type: 'integer', minimum: 0, maximum: 0 }, '-0')).toBe(true);
    expect(judge({ type: 'integer', minimum: 1 }, '1e400')).toBe(true);
    expect(judge({ type: 'integer', maximum: 1e300 }, '1e400')).toBe(false);
    expect(judge({ type: 'number', minimum: -1e300 }, '-1e400')).toBe(false);
    expect(judge({ type: 'number' }, '-1e400')).toBe(true);
    expect(judge({ type: 'number', exclusiveMinimum: 0 }, '1e-400')).toBe(true);
    expect(judge({ type: 'integer' }, '1e-400')).toBe(false);
    expect(judge({ type: 'number', maximum: 0 }, '1e-400')).toBe(false);
    expect(judge({ type: 'number', maximum: 0 }, '-1e-400')).toBe(true);
    expect(judge({ type: 'integer', maximum: 1e308 }, '1.0e308')).toBe(true);
    expect(judge({ type: 'integer' }, '123456789012345678901234567890')).toBe(true);
    expect(judge({ enum: [1, 2] }, '1e400')).toBe(false);
    expect(judge({ const: 0 }, '1e-400')).toBe(false);
    expect(judge({ type: 'array', uniqueItems: true }, '[1e400,1e401,-1e400,1e-400,2e-400]')).toBe(true);
    expect(judge({ type: 'array', uniqueItems: true }, '[1e400,10e399]')).toBe(false);
    expect(judge({ type: 'integer', multipleOf: 2 }, '1e400')).toBe('no verdict');
    expect(judge({ type: 'integer' }, `1${'0'.repeat(400)}.5`)).toBe('no verdict');
    expect(judge({ type: 'number' }, `1${'0'.repeat(400)}.5`)).toBe(true);
  });

  it('writes a stand-in under a `__proto__` key as an own key, as JSON.parse made it, and leaves the prototype alone', () => {
    const parsed = JSON.parse('{"__proto__":1e400}') as object;
    const model = numberModelArgs('{"__proto__":1e400}', parsed, { multipleOf: false, integer: false });
    expect(model.kind).toBe('stand-ins');
    expect(Object.getOwnPropertyDescriptor(parsed, '__proto__')?.value).toBe(Number.MAX_VALUE);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
