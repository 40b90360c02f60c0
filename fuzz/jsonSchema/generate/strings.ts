import fc from 'fast-check';
import { FORMAT_SAMPLES, isFormatName } from '../formats/formatSamples.ts';
import { numberKeyword, type JsonSchemaObject } from '../schemaTypes.ts';
import { guardedFilter, note, type BuildContext } from './buildContext.ts';
import { codePointLength, codePointUnit } from './codePoints.ts';
import { unsatisfiable, unsupported, type Gen } from './gen.ts';

/** A `pattern` as ajv compiles it (with the `u` flag), or undefined when JavaScript rejects it. */
export function patternRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** fc.stringMatching for a pattern, or the reason fast-check cannot generate from it (backreferences, `\b`, lookbehind). */
export function matchingStrings(regExp: RegExp): fc.Arbitrary<string> | { readonly reason: string } {
  try {
    const arbitrary = fc.stringMatching(regExp);
    // Some unsupported constructs only throw once a value is drawn.
    fc.sample(arbitrary, { numRuns: 1, seed: 1 });
    return arbitrary;
  } catch (error) {
    return { reason: error instanceof Error ? error.message : String(error) };
  }
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
  if (pattern !== undefined && regExp === undefined) return unsupported(at, `pattern ${JSON.stringify(pattern)} is not a valid u-flag regular expression`);

  const lengthOk = (s: string) => {
    const n = codePointLength(s);
    return n >= minLength && (maxLength === undefined || n <= maxLength);
  };
  if (regExp !== undefined) {
    const matching = matchingStrings(regExp);
    if (!(matching instanceof fc.Arbitrary)) return unsupported(at, `fast-check cannot generate from pattern ${JSON.stringify(pattern)}: ${matching.reason}`);
    if (stringFormat === undefined) return minLength === 0 && maxLength === undefined ? { kind: 'arbitrary', arbitrary: matching } : guardedFilter(ctx, matching, (s) => lengthOk(s as string), { at, kind: 'local' });
    // A pattern and a format together: generate from the pattern, let ajv hold the format.
    note(ctx, { at, keyword: 'format', handling: 'filtered' });
    const checker = ctx.checker();
    const formatOnly = { type: 'string', format };
    return guardedFilter(ctx, matching, (s) => lengthOk(s as string) && checker.accepts(formatOnly, s), { at, kind: 'ajv' });
  }
  if (stringFormat !== undefined) {
    const values = fc.oneof({ weight: 3, arbitrary: stringFormat.arbitrary }, { weight: 1, arbitrary: fc.constantFrom(...stringFormat.exoticValid) });
    return minLength === 0 && maxLength === undefined ? { kind: 'arbitrary', arbitrary: values } : guardedFilter(ctx, values, (s) => lengthOk(s as string), { at, kind: 'local' });
  }
  return { kind: 'arbitrary', arbitrary: plainStrings(minLength, maxLength) };
}
