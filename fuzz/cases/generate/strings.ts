import fc from 'fast-check';
import { FORMAT_SAMPLES, isFormatName } from '../../schema/formats/formatSamples.ts';
import { numberKeyword, type JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { guardedFilter, note, type BuildContext } from './buildContext.ts';
import { codePointLength, codePointUnit } from './codePoints.ts';
import { unsatisfiable, unsupported, type Gen } from './gen.ts';
import { alphabetStrings } from './patternFallback.ts';

// Compiled patterns by source: the violators judge every edit against its pattern, so compiling one per
// judgement was most of judgeString. Without the g or y flag a RegExp keeps no state between tests, so
// one can be shared. Cleared when full, so random specs cannot grow it without bound.
const PATTERNS_KEPT = 512;
const compiledPatterns = new Map<string, RegExp | undefined>();

/** A `pattern` as ajv compiles it (with the `u` flag), or undefined when JavaScript rejects it. */
export function patternRegExp(pattern: string): RegExp | undefined {
  if (compiledPatterns.has(pattern)) return compiledPatterns.get(pattern);
  let regExp: RegExp | undefined;
  try {
    regExp = new RegExp(pattern, 'u');
  } catch {
    regExp = undefined;
  }
  if (compiledPatterns.size >= PATTERNS_KEPT) compiledPatterns.clear();
  compiledPatterns.set(pattern, regExp);
  return regExp;
}

// fc.stringMatching by pattern and flags: building one tokenises fast-check's edge strings against every
// repeated part of the pattern, ~3 ms for zod 4's email pattern, which every email field of every tool
// repeats (most of building a zod 4 tool's valid generator). An arbitrary is immutable and draws only
// from the random it is given, so one serves every field alike. Cleared when full, as above.
const MATCHING_KEPT = 256;
const matchingByPattern = new Map<string, fc.Arbitrary<string> | { readonly reason: string }>();

/** fc.stringMatching for a pattern, or the reason fast-check cannot generate from it (backreferences, `\b`, lookbehind). */
export function matchingStrings(regExp: RegExp): fc.Arbitrary<string> | { readonly reason: string } {
  const key = `${regExp.flags}/${regExp.source}`;
  const kept = matchingByPattern.get(key);
  if (kept !== undefined) return kept;
  let made: fc.Arbitrary<string> | { readonly reason: string };
  try {
    made = fc.stringMatching(regExp);
    // Some unsupported constructs only throw once a value is drawn.
    fc.sample(made, { numRuns: 1, seed: 1 });
  } catch (error) {
    made = { reason: error instanceof Error ? error.message : String(error) };
  }
  if (matchingByPattern.size >= MATCHING_KEPT) matchingByPattern.clear();
  matchingByPattern.set(key, made);
  return made;
}

// Beyond minLength, how many more code points an unbounded string may get.
const SLACK = 24;

function plainStrings(minLength: number, maxLength: number | undefined): fc.Arbitrary<string> {
  const max = Math.min(maxLength ?? minLength + SLACK, minLength + SLACK * 4);
  const any = fc.string({ unit: codePointUnit, minLength, maxLength: max });
  const exactly = (n: number) => fc.string({ unit: codePointUnit, minLength: n, maxLength: n });
  // Values at the length bounds are where code points and UTF-16 units part ways.
  const parts = [any, any, exactly(minLength)];
  if (maxLength !== undefined && maxLength <= minLength + SLACK * 4) parts.push(exactly(maxLength));
  return fc.oneof(...parts);
}

/** Strings honouring minLength/maxLength (in code points), pattern (via stringMatching) and format. */
export function stringGen(ctx: BuildContext, schema: JsonSchemaObject, at: string): Gen {
  const minLength = Math.max(0, Math.ceil(numberKeyword(schema, 'minLength') ?? 0));
  const rawMax = numberKeyword(schema, 'maxLength');
  const maxLength = rawMax === undefined ? undefined : Math.floor(rawMax);
  if (maxLength !== undefined && maxLength < minLength) return unsatisfiable(at, 'maxLength is below minLength');
  const format = schema.format;
  const sample = isFormatName(format) ? FORMAT_SAMPLES[format] : undefined;
  const stringFormat = sample !== undefined && sample.appliesTo === 'string' ? sample : undefined;
  if (typeof format === 'string' && sample === undefined) note(ctx, { at, keyword: 'format', handling: 'ignored' });
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : undefined;
  const regExp = pattern === undefined ? undefined : patternRegExp(pattern);
  if (pattern !== undefined && regExp === undefined)
    return unsupported(at, `pattern ${JSON.stringify(pattern)} is not a valid u-flag regular expression`);

  const lengthOk = (s: string) => {
    const n = codePointLength(s);
    return n >= minLength && (maxLength === undefined || n <= maxLength);
  };
  const formatValues =
    stringFormat === undefined
      ? undefined
      : (fc.oneof(
          { weight: 3, arbitrary: stringFormat.arbitrary },
          { weight: 1, arbitrary: fc.constantFrom(...stringFormat.exoticValid) },
        ) as fc.Arbitrary<string>);
  if (regExp !== undefined && pattern !== undefined) {
    const matching = matchingStrings(regExp);
    // ajv only where a known format must hold, and only once a value is judged. The checker caches its
    // compiled validators by schema identity, so the schema is made once per node: one made per value
    // compiled ajv afresh for every string drawn (a third of a zod 4 tool's time, and ajv kept each one).
    const formatSchema = { type: 'string', format };
    const formatOk = (s: string) => stringFormat === undefined || ctx.checker().accepts(formatSchema, s);
    if (!(matching instanceof fc.Arbitrary))
      return patternFallback(ctx, {
        at,
        pattern,
        regExp,
        reason: matching.reason,
        formatValues,
        lengthOk,
        formatOk,
        maxUnits: minLength + SLACK,
      });
    if (stringFormat === undefined)
      return minLength === 0 && maxLength === undefined
        ? { kind: 'arbitrary', arbitrary: matching }
        : guardedFilter(ctx, matching, (s) => lengthOk(s as string), { at, kind: 'local' });
    // A pattern and a format together (zod 4 emits both): the pattern's strings that hold the format, and
    // the format's values the pattern accepts, so the format's own edges are among what is tested.
    note(ctx, { at, keyword: 'format', handling: 'filtered' });
    const both = fc.oneof(matching, formatValues ?? matching);
    return guardedFilter(ctx, both, (s) => lengthOk(s as string) && regExp.test(s as string) && formatOk(s as string), { at, kind: 'ajv' });
  }
  if (formatValues !== undefined) {
    const values = formatValues;
    return minLength === 0 && maxLength === undefined
      ? { kind: 'arbitrary', arbitrary: values }
      : guardedFilter(ctx, values, (s) => lengthOk(s as string), { at, kind: 'local' });
  }
  return { kind: 'arbitrary', arbitrary: plainStrings(minLength, maxLength) };
}

/** What the fallback for an ungeneratable pattern needs from stringGen. */
interface FallbackInput {
  readonly at: string;
  readonly pattern: string;
  readonly regExp: RegExp;
  /** Why fast-check's stringMatching failed. */
  readonly reason: string;
  readonly formatValues: fc.Arbitrary<string> | undefined;
  readonly lengthOk: (s: string) => boolean;
  readonly formatOk: (s: string) => boolean;
  readonly maxUnits: number;
}

/**
 * Strings for a pattern fast-check cannot generate from (lookaheads, backreferences): the format's
 * values, else strings of the pattern's own alphabet, kept when the pattern matches (bounded by the
 * probe), so the tool is not left without valid args. Noted as a filtered `pattern`.
 */
function patternFallback(ctx: BuildContext, input: FallbackInput): Gen {
  const keep = (s: unknown) => input.lengthOk(s as string) && input.regExp.test(s as string) && input.formatOk(s as string);
  const tries = [input.formatValues, alphabetStrings(input.pattern, input.maxUnits)];
  for (const candidates of tries) {
    if (candidates === undefined) continue;
    const gen = guardedFilter(ctx, candidates, keep, { at: input.at, kind: input.formatValues === undefined ? 'local' : 'ajv' });
    if (gen.kind === 'arbitrary') {
      note(ctx, { at: input.at, keyword: 'pattern', handling: 'filtered' });
      return gen;
    }
  }
  return unsupported(
    input.at,
    `fast-check cannot generate from pattern ${JSON.stringify(input.pattern)}: ${input.reason}; no format value or string of its alphabet matched it either`,
  );
}
