import fc from 'fast-check';
import { defineOwn, hasOwn } from '../../json/ownProperty.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import { isSchema, isSchemaObject, numberKeyword, type JsonSchema, type JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { anyJsonValue } from './anyJson.ts';
import { guardedFilter, type BuildChild, type BuildContext } from './buildContext.ts';
import { arbitraryGen, unsatisfiable, unsupported, type Gen } from './gen.ts';
import { matchingStrings, patternRegExp } from './strings.ts';

type Entry = readonly [string, unknown] | undefined;

/** Keys a model invents for an open object, the ones hostile to naive code included. */
const inventedKey = fc.oneof(
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', '') },
);

interface PatternRule {
  readonly source: string;
  readonly regExp: RegExp;
  readonly schema: JsonSchema;
}

/**
 * Whether `propertyNames` narrows the keys at all: `{ type: 'string' }` (what zod 4 emits for every
 * `z.record(z.string(), ...)`) allows every key, so the model's invented keys, `__proto__` among
 * them, stay in play there as in any open object.
 */
function constrainsNames(propertyNames: unknown): boolean {
  if (!isSchemaObject(propertyNames)) return false;
  return Object.entries(propertyNames).some(
    ([keyword, value]) => !(keyword === 'type' && value === 'string') && keyword !== 'description' && keyword !== 'title',
  );
}

function extraEntries(
  ctx: BuildContext,
  schema: JsonSchemaObject,
  at: string,
  budget: number,
  child: BuildChild,
  taken: (key: string) => boolean,
  minExtras: number,
): fc.Arbitrary<Entry[]> | undefined {
  const additional = schema.additionalProperties;
  if (additional === false) return undefined;
  const valueGen =
    isSchema(additional) && additional !== true ? child(additional, `${at}/additionalProperties`, budget) : arbitraryGen(anyJsonValue(1));
  if (valueGen.kind !== 'arbitrary') return undefined;
  const names = constrainsNames(schema.propertyNames)
    ? child(schema.propertyNames as JsonSchema, `${at}/propertyNames`, budget)
    : arbitraryGen(inventedKey);
  if (names.kind !== 'arbitrary') return undefined;
  const keys = guardedFilter(ctx, names.arbitrary, (key) => typeof key === 'string' && !taken(key), {
    at: `${at}/additionalProperties`,
    kind: 'local',
  });
  if (keys.kind !== 'arbitrary') return undefined;
  const pairs = fc.tuple(keys.arbitrary as fc.Arbitrary<string>, valueGen.arbitrary);
  // fc.uniqueArray loops forever when its keys cannot reach minLength: ask for it only when a probe saw enough distinct keys.
  const reachable =
    minExtras === 0 || new Set(fc.sample(keys.arbitrary, { numRuns: ctx.limits.probeRuns * 2, seed: 0x5eed })).size >= minExtras;
  return fc.uniqueArray(pairs, {
    selector: ([key]) => key,
    minLength: reachable ? minExtras : 0,
    maxLength: Math.max(minExtras, ctx.limits.maxExtraKeys),
  });
}

/** Objects honouring properties, required, additionalProperties, patternProperties, propertyNames, min/maxProperties. */
export function objectGen(ctx: BuildContext, schema: JsonSchemaObject, at: string, budget: number, child: BuildChild): Gen {
  const minimal = budget <= 0;
  const properties = isSchemaObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === 'string') : []);
  const rules: PatternRule[] = [];
  for (const [source, ruleSchema] of Object.entries(isSchemaObject(schema.patternProperties) ? schema.patternProperties : {})) {
    const regExp = patternRegExp(source);
    if (regExp === undefined)
      return unsupported(`${at}/patternProperties`, `pattern ${JSON.stringify(source)} is not a valid u-flag regular expression`);
    if (isSchema(ruleSchema)) rules.push({ source, regExp, schema: ruleSchema });
  }
  const declared = (key: string) => hasOwn(properties, key);
  const entries: fc.Arbitrary<Entry>[] = [];
  for (const key of new Set([...Object.keys(properties), ...required])) {
    const isRequired = required.has(key);
    if (minimal && !isRequired) continue;
    const matching = rules.filter((rule) => rule.regExp.test(key)).map((rule) => rule.schema);
    const additional = schema.additionalProperties;
    const own = declared(key) ? [properties[key] as JsonSchema] : matching.length === 0 ? [isSchema(additional) ? additional : true] : [];
    const parts = [...own, ...matching];
    const gen = child(parts.length === 1 ? (parts[0] as JsonSchema) : { allOf: parts }, childPointer(`${at}/properties`, key), budget);
    if (gen.kind !== 'arbitrary') {
      if (isRequired) return gen.kind === 'unsupported' ? gen : unsatisfiable(gen.at, `required key ${JSON.stringify(key)}: ${gen.reason}`);
      continue;
    }
    const entry = gen.arbitrary.map((value): Entry => [key, value]);
    entries.push(isRequired ? entry : fc.option(entry, { nil: undefined, freq: 3 }));
  }
  const matchesRule = (key: string) => rules.some((rule) => rule.regExp.test(key));
  const minProperties = numberKeyword(schema, 'minProperties');
  const maxProperties = numberKeyword(schema, 'maxProperties');
  const minExtras = Math.max(0, (minProperties ?? 0) - required.size);
  const extras =
    minimal && minExtras === 0
      ? undefined
      : extraEntries(ctx, schema, at, budget, child, (key) => declared(key) || matchesRule(key), minExtras);
  if (!minimal) {
    for (const rule of rules) {
      const value = child(rule.schema, childPointer(`${at}/patternProperties`, rule.source), budget);
      // A key matching two patterns must satisfy both: only keys of exactly one pattern are made here.
      const matching = matchingStrings(rule.regExp);
      // Keys fast-check cannot make from the pattern are simply not made: the object stays valid without them.
      if (!(matching instanceof fc.Arbitrary)) continue;
      const keys = guardedFilter(
        ctx,
        matching,
        (k) => !declared(k as string) && rules.filter((r) => r.regExp.test(k as string)).length === 1,
        { at, kind: 'local' },
      );
      if (value.kind === 'arbitrary' && keys.kind === 'arbitrary') {
        entries.push(fc.option(fc.tuple(keys.arbitrary as fc.Arbitrary<string>, value.arbitrary), { nil: undefined }));
      }
    }
  }
  const objects = fc.tuple(fc.tuple(...entries), extras ?? fc.constant([])).map(([fixed, extra]) => {
    const out: Record<string, unknown> = {};
    for (const entry of [...fixed, ...extra]) if (entry !== undefined && !hasOwn(out, entry[0])) defineOwn(out, entry[0], entry[1]);
    return out;
  });
  if (minProperties === undefined && maxProperties === undefined) return arbitraryGen(objects);
  const countOk = (value: unknown) => {
    const n = Object.keys(value as object).length;
    return n >= (minProperties ?? 0) && n <= (maxProperties ?? Number.POSITIVE_INFINITY);
  };
  return guardedFilter(ctx, objects, countOk, { at, kind: 'local' });
}
