import type { Random } from 'json-schema-faker';
import { FAKER_BUILTIN_FORMATS } from './fakerFormats.ts';
import { patternGen } from './fakerPattern.ts';
import type { FakerRandom } from './fakerRandom.ts';

// The leaves of a compiled faker schema: numbers and strings as json-schema-faker 0.6's generators
// draw them (src/generators/number.ts, string.ts), each throwing Unfollowed where they do not follow.

type Schema = Record<string, unknown>;
/** One node's generator: a value from `random`, at nesting `depth` (faker stubs objects and arrays at its maxDepth). */
export type NodeGen = (random: FakerRandom, depth: number) => unknown;
/** The options fakerArgs gives faker, the ones compiled generation reads. */
export interface CompiledFakerOptions {
  readonly optionalsProbability: number;
  readonly maxItems: number;
  readonly maxDepth: number;
  readonly formats: Readonly<Record<string, (random: Random) => string>>;
}

/** Thrown while compiling where the schema holds something compiled generation does not follow. */
export class Unfollowed extends Error {}
/** Gives up compiling the schema. */
export const unfollowed = (): never => {
  throw new Unfollowed();
};

/** faker's letters for plain strings and padding. */
export const DEFAULT_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
/** The keywords faker's number generator reads. */
export const NUMBER_KEYWORDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
/** Whether a numeric keyword is a number or absent (faker would compute with anything else). */
export const numberOrAbsent = (value: unknown): boolean => value === undefined || typeof value === 'number';

/** faker's generateNumber / generateInteger (no autoIncrement). */
export function numberGen(schema: Schema, asInteger: boolean): NodeGen {
  if (!NUMBER_KEYWORDS.every((key) => numberOrAbsent(schema[key]))) return unfollowed();
  let min = -1000;
  let max = 1000;
  let exclusiveMin = false;
  let exclusiveMax = false;
  if (schema.minimum !== undefined) min = schema.minimum as number;
  if (schema.maximum !== undefined) max = schema.maximum as number;
  if (schema.exclusiveMinimum !== undefined) {
    min = schema.exclusiveMinimum as number;
    exclusiveMin = true;
  }
  if (schema.exclusiveMaximum !== undefined) {
    max = schema.exclusiveMaximum as number;
    exclusiveMax = true;
  }
  if (schema.multipleOf !== undefined) {
    const multipleOf = schema.multipleOf as number;
    let lo = Math.ceil(min / multipleOf);
    let hi = Math.floor(max / multipleOf);
    if (exclusiveMin && lo * multipleOf === min) lo++;
    if (exclusiveMax && hi * multipleOf === max) hi--;
    if (lo > hi) return () => lo * multipleOf;
    return (random) => random.int(lo, hi) * multipleOf;
  }
  if (asInteger) {
    const lo = exclusiveMin ? Math.floor(min) + 1 : Math.ceil(min);
    const hi = exclusiveMax ? Math.ceil(max) - 1 : Math.floor(max);
    return (random) => random.int(lo, hi);
  }
  const lo = exclusiveMin ? min + Number.EPSILON : min;
  const hi = exclusiveMax ? max - Number.EPSILON : max;
  return (random) => lo + random.next() * (hi - lo);
}

/** faker's generateString: a known format (then padded or cut to the length bounds), else plain letters. */
export function stringGen(schema: Schema, options: CompiledFakerOptions): NodeGen {
  if (!numberOrAbsent(schema.minLength) || !numberOrAbsent(schema.maxLength)) return unfollowed();
  const minLength = schema.minLength as number | undefined;
  const maxLength = schema.maxLength as number | undefined;
  const format =
    schema.format && typeof schema.format === 'string'
      ? ((Object.hasOwn(options.formats, schema.format) ? options.formats[schema.format] : undefined) ??
        FAKER_BUILTIN_FORMATS.get(schema.format))
      : undefined;
  if (format !== undefined)
    return (random) => {
      let result = format(random);
      if (minLength !== undefined && result.length < minLength) {
        while (result.length < minLength) result += random.pick(DEFAULT_CHARS);
        return result;
      }
      if (maxLength !== undefined && result.length > maxLength) return result.slice(0, maxLength);
      return result;
    };
  if (schema.pattern) return patternStringGen(schema.pattern, minLength, maxLength);
  const low = minLength ?? 0;
  const high = maxLength ?? Math.max(low + 10, 10);
  return (random) => {
    const length = random.int(low, high);
    let result = '';
    for (let i = 0; i < length; i++) result += random.pick(DEFAULT_CHARS);
    return result;
  };
}

// Patterns that can match only the empty string: faker leaves their strings short of minLength.
const EMPTY_ONLY = new Set(['^', '$', '^$']);
// Draws faker makes before taking a pattern's string whatever its length.
const PATTERN_ATTEMPTS = 50;

/** faker's pattern strings: up to 50 draws until one is within the length bounds, then the next padded or cut. */
function patternStringGen(pattern: unknown, minLength: number | undefined, maxLength: number | undefined): NodeGen {
  if (typeof pattern !== 'string') return unfollowed();
  const draw = patternGen(pattern) ?? unfollowed();
  if (minLength === undefined && maxLength === undefined) return (random) => draw(random);
  const padded = !EMPTY_ONLY.has(pattern);
  return (random) => {
    for (let attempt = 0; attempt < PATTERN_ATTEMPTS; attempt++) {
      const result = draw(random);
      if (minLength !== undefined && result.length < minLength) continue;
      if (maxLength !== undefined && result.length > maxLength) continue;
      return result;
    }
    let result = draw(random);
    if (minLength !== undefined && result.length < minLength && padded) {
      while (result.length < minLength) result += random.pick(DEFAULT_CHARS);
      return result;
    }
    if (maxLength !== undefined && result.length > maxLength) return result.slice(0, maxLength);
    return result;
  };
}
