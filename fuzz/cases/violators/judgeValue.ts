import { jsonEqual } from '../../json/jsonEqual.ts';
import { FORMAT_SAMPLES, isFormatName } from '../../schema/formats/formatSamples.ts';
import { codePointLength } from '../generate/codePoints.ts';
import { numericBounds } from '../generate/numbers.ts';
import { patternRegExp } from '../generate/strings.ts';
import { valueHasJsonType } from '../../schema/jsonTypeOf.ts';
import { declaredTypes, numberKeyword, type JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { VALID, worst, type Verdict } from './violator.ts';

const invalid = (why: string): Verdict => ({ expected: 'invalid', why });
const either = (why: string): Verdict => ({ expected: 'either', why });

/** Whether `value` is a mathematical multiple of `m` (exact for the integers and short decimals tool schemas use). */
function isMathMultiple(value: number, m: number): boolean | undefined {
  if (Number.isInteger(value) && Number.isInteger(m) && Number.isSafeInteger(value)) return value % m === 0;
  if (Math.abs(value / m) < 1e15) return Math.abs(Math.round(value / m) * m - value) <= Number.EPSILON * Math.abs(value);
  return undefined;
}

function judgeNumber(schema: JsonSchemaObject, value: number): Verdict {
  const { lower, upper, multipleOf } = numericBounds(schema);
  if (lower !== undefined && (lower.exclusive ? value <= lower.value : value < lower.value))
    return invalid(`below ${lower.exclusive ? 'exclusiveMinimum' : 'minimum'} ${lower.value}`);
  if (upper !== undefined && (upper.exclusive ? value >= upper.value : value > upper.value))
    return invalid(`above ${upper.exclusive ? 'exclusiveMaximum' : 'maximum'} ${upper.value}`);
  if (multipleOf === undefined) return VALID;
  const multiple = isMathMultiple(value, multipleOf);
  if (multiple === undefined) return either(`whether ${value} is a multiple of ${multipleOf} is beyond double precision`);
  return multiple ? VALID : invalid(`not a multiple of ${multipleOf}`);
}

/** OpenAPI's number formats, as ajv-formats reads them: int32 and int64 want integers, int32 within 32 bits. */
function judgeNumberFormat(format: unknown, value: number): Verdict {
  if (format !== 'int32' && format !== 'int64') return VALID;
  if (!Number.isInteger(value)) return invalid(`${format} wants an integer`);
  return format === 'int32' && (value < -(2 ** 31) || value > 2 ** 31 - 1) ? invalid('outside int32') : VALID;
}

function judgeString(schema: JsonSchemaObject, value: string): Verdict {
  const length = codePointLength(value);
  const minLength = numberKeyword(schema, 'minLength');
  const maxLength = numberKeyword(schema, 'maxLength');
  if (minLength !== undefined && length < minLength) return invalid(`${length} code points, under minLength ${minLength}`);
  if (maxLength !== undefined && length > maxLength) return invalid(`${length} code points, over maxLength ${maxLength}`);
  if (typeof schema.pattern === 'string') {
    const regExp = patternRegExp(schema.pattern);
    if (regExp === undefined) return either('the pattern is not a valid u-flag regular expression');
    if (!regExp.test(value)) return invalid(`does not match pattern ${schema.pattern}`);
  }
  const format = schema.format;
  if (!isFormatName(format)) return VALID;
  const sample = FORMAT_SAMPLES[format];
  if (sample.appliesTo !== 'string' || sample.acceptsEverything === true) return VALID;
  if (sample.exoticValid.includes(value)) return VALID;
  if (sample.closeInvalid.includes(value)) return invalid(`not a ${format}`);
  return either(`format ${format} decides`);
}

/**
 * What a plain subschema (no combinators; refs resolved) says of one value: every keyword that can
 * apply to it, read from the schema. `either` where a keyword's answer is not the schema's to give.
 */
export function judgeValue(schema: JsonSchemaObject, value: unknown): Verdict {
  const types = declaredTypes(schema);
  if (types !== undefined && !types.some((type) => valueHasJsonType(type, value))) {
    return invalid(
      typeof value === 'number' && !Number.isFinite(value) ? `${value} is not a JSON number` : `type is ${JSON.stringify(schema.type)}`,
    );
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return either('not a JSON value, and the schema names no type');
  if (Array.isArray(schema.enum) && !schema.enum.some((member) => jsonEqual(member, value))) return invalid('not one of the enum values');
  if ('const' in schema && !jsonEqual(schema.const, value)) return invalid('not the const value');
  if (typeof value === 'number') return worst(judgeNumber(schema, value), judgeNumberFormat(schema.format, value));
  if (typeof value === 'string') return judgeString(schema, value);
  if (typeof value === 'object' && value !== null) return worst(VALID, either('a container: its own keywords decide'));
  return VALID;
}
