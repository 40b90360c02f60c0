import fc from 'fast-check';
import { jsonEqual } from '../../json/jsonEqual.ts';
import { valueHasJsonType } from '../../schema/jsonTypeOf.ts';
import { resolveRef } from '../../schema/schemaRefs.ts';
import {
  ANNOTATION_KEYWORDS,
  declaredTypes,
  JSON_TYPES,
  schemaList,
  type JsonSchema,
  type JsonSchemaObject,
  type JsonType,
} from '../../schema/schemaTypes.ts';
import { anyJsonValue } from './anyJson.ts';
import { arrayGen } from './arrays.ts';
import { guardedFilter, note, type BuildContext } from './buildContext.ts';
import { arbitraryGen, oneOfGens, unsatisfiable, unsupported, type Gen } from './gen.ts';
import { mergeAllOf, type PartResolver } from './mergeAllOf.ts';
import { numberGen } from './numbers.ts';
import { objectGen } from './objects.ts';
import { stringGen } from './strings.ts';

/** Keywords generation cannot honour by construction: it generates from the rest and ajv filters. */
const AJV_ONLY = [
  'oneOf',
  'not',
  'if',
  'dependentRequired',
  'dependentSchemas',
  'dependencies',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  '$dynamicRef',
  '$recursiveRef',
];

// Below zero, `$ref` hops take only the smallest way out; this many of those, then the branch is given up.
const RECURSION_FLOOR = -8;

function without(schema: JsonSchemaObject, keys: readonly string[]): JsonSchemaObject {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema))
    if (!keys.includes(key)) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

function constrains(schema: JsonSchemaObject): boolean {
  return Object.keys(schema).some((key) => !ANNOTATION_KEYWORDS.has(key));
}

function ajvFiltered(ctx: BuildContext, gen: Gen, meaning: JsonSchema, at: string, keyword: string): Gen {
  if (gen.kind !== 'arbitrary') return gen;
  note(ctx, { at, keyword, handling: 'filtered' });
  const checker = ctx.checker();
  return guardedFilter(ctx, gen.arbitrary, (value) => checker.accepts(meaning, value), { at, kind: 'ajv' });
}

/** Resolves an allOf part's `$ref` for the merge, and says whether it resolved any (a hop of the recursion budget). */
function partResolver(ctx: BuildContext): { readonly resolve: PartResolver; readonly resolvedAny: () => boolean } {
  let resolved = false;
  return {
    resolve: (part) => {
      const { $ref, ...rest } = part;
      const target = typeof $ref === 'string' ? resolveRef(ctx.root, $ref) : undefined;
      if (target?.kind !== 'found') return undefined;
      resolved = true;
      return [rest, target.schema];
    },
    resolvedAny: () => resolved,
  };
}

function enumGen(ctx: BuildContext, schema: JsonSchemaObject, at: string): Gen {
  const listed = Array.isArray(schema.enum) ? schema.enum : undefined;
  const members =
    'const' in schema ? (listed === undefined || listed.some((m) => jsonEqual(m, schema.const)) ? [schema.const] : []) : (listed ?? []);
  const types = declaredTypes(schema);
  const typeOnly = Object.keys(schema).every((key) => key === 'type' || key === 'enum' || key === 'const' || ANNOTATION_KEYWORDS.has(key));
  // Enum members that break the other keywords (a "3" in an integer enum is real data) are not valid values.
  const valid = members.filter((m) =>
    typeOnly ? types === undefined || types.some((t) => valueHasJsonType(t, m)) : ctx.checker().accepts(schema, m),
  );
  if (valid.length === 0) return unsatisfiable(at, 'no enum or const value satisfies the other keywords');
  return arbitraryGen(
    fc.constantFrom(...valid).map((m) => (typeof m === 'object' && m !== null ? (JSON.parse(JSON.stringify(m)) as unknown) : m)),
  );
}

function typeGen(ctx: BuildContext, schema: JsonSchemaObject, at: string, budget: number, type: JsonType): Gen {
  const child = (sub: JsonSchema, subAt: string, subBudget: number) => buildNode(ctx, sub, subAt, subBudget);
  switch (type) {
    case 'null':
      return arbitraryGen(fc.constant(null));
    case 'boolean':
      return arbitraryGen(fc.boolean());
    case 'integer':
    case 'number':
      return numberGen(ctx, schema, at, type);
    case 'string':
      return stringGen(ctx, schema, at);
    case 'array':
      return arrayGen(ctx, schema, at, budget, child);
    case 'object':
      return objectGen(ctx, schema, at, budget, child);
  }
}

function refGen(ctx: BuildContext, schema: JsonSchemaObject, ref: string, at: string, budget: number): Gen {
  const target = resolveRef(ctx.root, ref);
  if (target.kind === 'unresolvable') return unsupported(at, `$ref ${JSON.stringify(ref)}: ${target.reason}`);
  if (budget <= RECURSION_FLOOR) return unsatisfiable(at, 'the recursion bound was reached on every way out');
  // Later drafts apply a $ref's siblings; draft-07 ignores them, but ajv applies them there too, and values
  // satisfying both are valid under either reading.
  const siblings = without(schema, ['$ref']);
  const targetAt = ref.startsWith('#/') ? ref.slice(1) : at;
  if (!constrains(siblings)) return buildNode(ctx, target.schema, targetAt, budget - 1);
  return buildNode(ctx, { allOf: [siblings, target.schema] }, at, budget - 1);
}

function combinedGen(ctx: BuildContext, schema: JsonSchemaObject, at: string, budget: number): Gen {
  const allOf = schemaList(schema, 'allOf');
  if (allOf !== undefined) {
    const resolver = partResolver(ctx);
    const merged = mergeAllOf([without(schema, ['allOf']), ...allOf], resolver.resolve);
    if (merged.kind === 'unsatisfiable') return unsatisfiable(at, merged.reason);
    // A `$ref` the merge followed is a hop, as refGen counts one: a recursive `allOf: [{ $ref }]` (what
    // the AI SDK makes of a z.lazy schema) recursed without bound and overflowed the stack.
    const hops = resolver.resolvedAny();
    if (hops && budget <= RECURSION_FLOOR) return unsatisfiable(at, 'the recursion bound was reached on every way out');
    const gen = buildNode(ctx, merged.schema, at, hops ? budget - 1 : budget);
    return merged.exact ? gen : ajvFiltered(ctx, gen, schema, at, 'allOf');
  }
  const key = schema.anyOf !== undefined ? 'anyOf' : 'oneOf';
  const branches = schemaList(schema, key) ?? [];
  const rest = without(schema, [key]);
  const withRest = constrains(rest);
  const gens = branches.map((branch, i) => buildNode(ctx, withRest ? { allOf: [rest, branch] } : branch, `${at}/${key}/${i}`, budget));
  return oneOfGens(gens, at, `${key} has no branch`);
}

function objectSchemaGen(ctx: BuildContext, schema: JsonSchemaObject, at: string, budget: number): Gen {
  if (typeof schema.$ref === 'string') return refGen(ctx, schema, schema.$ref, at, budget);
  if (schema.allOf !== undefined || schema.anyOf !== undefined) return combinedGen(ctx, schema, at, budget);
  let gen: Gen;
  if (schema.oneOf !== undefined) gen = combinedGen(ctx, schema, at, budget);
  else if ('const' in schema || schema.enum !== undefined) return enumGen(ctx, schema, at);
  else {
    const types = declaredTypes(schema) ?? JSON_TYPES;
    gen = oneOfGens(
      types.map((type) => typeGen(ctx, schema, at, budget, type)),
      at,
      'type names no JSON type',
    );
  }
  const keyword = AJV_ONLY.find((k) => schema[k] !== undefined);
  return keyword === undefined ? gen : ajvFiltered(ctx, gen, schema, at, keyword);
}

/** The arbitrary of values valid against `schema`, a subschema at `at`, with `budget` `$ref` hops before generation goes minimal. */
export function buildNode(ctx: BuildContext, schema: JsonSchema, at: string, budget: number): Gen {
  if (typeof schema === 'boolean') return schema ? arbitraryGen(anyJsonValue(budget <= 0 ? 0 : 1)) : unsatisfiable(at, 'the false schema');
  const byBudget = ctx.memo.get(schema) ?? new Map<number, Gen>();
  ctx.memo.set(schema, byBudget);
  const cached = byBudget.get(budget);
  if (cached !== undefined) return cached;
  const gen = objectSchemaGen(ctx, schema, at, budget);
  byBudget.set(budget, gen);
  return gen;
}
