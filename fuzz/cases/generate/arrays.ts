import fc from 'fast-check';
import { isSchema, numberKeyword, schemaList, type JsonSchema, type JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { guardedFilter, type BuildChild, type BuildContext } from './buildContext.ts';
import { anyJsonValue } from './anyJson.ts';
import { arbitraryGen, unsatisfiable, type Gen } from './gen.ts';

/** A JSON text with sorted keys: equal for values JSON Schema's uniqueItems calls equal (0 and -0 too). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The tuple part and the rest of an array schema, as the draft spells them. */
export interface ArrayShape {
  readonly prefix: readonly JsonSchema[];
  readonly prefixKeyword: 'prefixItems' | 'items';
  /** The schema of items after the prefix: undefined means any value. */
  readonly rest: JsonSchema | undefined;
  readonly restKeyword: 'items' | 'additionalItems';
}

/** Reads `prefixItems`/`items` (2020-12) or the array form of `items`/`additionalItems` (07, 2019-09). */
export function arrayShape(schema: JsonSchemaObject, draft2020: boolean): ArrayShape {
  if (draft2020) {
    return {
      prefix: schemaList(schema, 'prefixItems') ?? [],
      prefixKeyword: 'prefixItems',
      rest: isSchema(schema.items) ? schema.items : undefined,
      restKeyword: 'items',
    };
  }
  if (Array.isArray(schema.items)) {
    return {
      prefix: schemaList(schema, 'items') ?? [],
      prefixKeyword: 'items',
      rest: isSchema(schema.additionalItems) ? schema.additionalItems : undefined,
      restKeyword: 'additionalItems',
    };
  }
  return { prefix: [], prefixKeyword: 'items', rest: isSchema(schema.items) ? schema.items : undefined, restKeyword: 'items' };
}

/** Arrays honouring tuples (a shorter tuple when minItems allows), items, minItems, maxItems and uniqueItems. */
export function arrayGen(ctx: BuildContext, schema: JsonSchemaObject, at: string, budget: number, child: BuildChild): Gen {
  const minimal = budget <= 0;
  const shape = arrayShape(schema, ctx.draft === '2020-12');
  const minItems = Math.max(0, Math.ceil(numberKeyword(schema, 'minItems') ?? 0));
  const maxItems = numberKeyword(schema, 'maxItems');
  const prefixArbs: fc.Arbitrary<unknown>[] = [];
  for (const [i, itemSchema] of shape.prefix.entries()) {
    const gen = child(itemSchema, `${at}/${shape.prefixKeyword}/${i}`, budget);
    if (gen.kind !== 'arbitrary') break;
    prefixArbs.push(gen.arbitrary);
  }
  const tupleClosed = prefixArbs.length < shape.prefix.length;
  const restGen =
    tupleClosed || shape.rest === false
      ? undefined
      : shape.rest === undefined || shape.rest === true
        ? arbitraryGen(anyJsonValue(minimal ? 0 : 1))
        : child(shape.rest, `${at}/${shape.restKeyword}`, budget);
  const restArb = restGen?.kind === 'arbitrary' ? restGen.arbitrary : undefined;
  const hardMax = Math.min(maxItems ?? Number.POSITIVE_INFINITY, restArb === undefined ? prefixArbs.length : Number.POSITIVE_INFINITY);
  if (minItems > hardMax) return unsatisfiable(at, `minItems ${minItems} cannot be reached`);
  const genMax = Math.min(hardMax, minimal ? minItems : Math.max(minItems, prefixArbs.length) + ctx.limits.maxExtraItems);
  const prefixLength = Math.min(prefixArbs.length, genMax);
  const prefix = fc.tuple(...prefixArbs.slice(0, prefixLength));
  const rest =
    restArb === undefined
      ? fc.constant([])
      : fc.array(restArb, { minLength: Math.max(0, minItems - prefixLength), maxLength: Math.max(0, genMax - prefixLength) });
  // A tuple may stop early (its optional tail missing) as far as minItems lets it, but only with no rest after it.
  const cut = fc.oneof(fc.constant(prefixLength), fc.integer({ min: Math.min(minItems, prefixLength), max: prefixLength }));
  const arrays = fc
    .tuple(prefix, rest, cut)
    .map(([head, tail, length]): unknown[] => (tail.length > 0 ? [...head, ...tail] : head.slice(0, length)));
  if (schema.uniqueItems !== true) return arbitraryGen(arrays);
  return guardedFilter(ctx, arrays, (value) => new Set((value as unknown[]).map(canonicalJson)).size === (value as unknown[]).length, {
    at,
    kind: 'local',
  });
}
