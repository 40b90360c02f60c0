import { mergeAllOf } from '../generate/mergeAllOf.ts';
import { patternRegExp } from '../generate/strings.ts';
import { resolveRef } from '../../schema/schemaRefs.ts';
import { ANNOTATION_KEYWORDS, isSchemaObject, type Draft, type JsonSchema, type JsonSchemaObject } from '../../schema/schemaTypes.ts';

/** Keywords whose effect on a value depends on more than the value's own keywords: below them, labels are `either`. */
const COMPLEX = [
  'anyOf',
  'oneOf',
  'not',
  'if',
  '$dynamicRef',
  '$recursiveRef',
  'unevaluatedProperties',
  'unevaluatedItems',
  'dependentSchemas',
  'dependencies',
  'dependentRequired',
  'propertyNames',
  'contains',
];

/** A subschema as violators read it: `raw` with refs followed and allOf merged; `plain` when no combinator is left. */
export interface SchemaView {
  readonly raw: JsonSchemaObject;
  /** Undefined when the subschema keeps a combinator (or cannot be resolved): its labels are `either`. */
  readonly plain: JsonSchemaObject | undefined;
}

/** The root and draft violators resolve against. */
export interface ViewContext {
  readonly root: JsonSchema;
  readonly draft: Draft;
  /** Views already read, by subschema: a tool's schema is read for every valid case, and never changes. */
  readonly views?: WeakMap<JsonSchemaObject, SchemaView>;
}

/** The view of a subschema violators cannot read (a combinator's branch, an unresolved ref): shared and frozen, as every position below one has it. */
export const OPAQUE: SchemaView = Object.freeze({ raw: Object.freeze({}), plain: undefined });

/** The view of an absent or `true` subschema (anything goes): shared and frozen, since most undeclared positions ask for it. */
const ANYTHING: SchemaView = Object.freeze({ raw: Object.freeze({}), plain: Object.freeze({}) });

/** Follows `$ref` (with its siblings after draft-07) and folds exact `allOf`s, up to a hop limit. */
export function viewOf(ctx: ViewContext, schema: JsonSchema | undefined): SchemaView {
  if (ctx.views === undefined || typeof schema !== 'object') return viewAfter(ctx, schema, 0);
  let view = ctx.views.get(schema);
  if (view === undefined) {
    view = viewAfter(ctx, schema, 0);
    ctx.views.set(schema, view);
  }
  return view;
}

function viewAfter(ctx: ViewContext, schema: JsonSchema | undefined, hops: number): SchemaView {
  if (schema === undefined || schema === true) return ANYTHING;
  if (schema === false || hops > 16) return OPAQUE;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(ctx.root, schema.$ref);
    if (target.kind !== 'found') return OPAQUE;
    const { $ref: _ref, ...siblings } = schema;
    const constrains = Object.keys(siblings).some((key) => !ANNOTATION_KEYWORDS.has(key));
    // draft-07 says a $ref's siblings are ignored, ajv applies them: where they constrain, the label is doubt.
    if (constrains && ctx.draft === 'draft-07') return { raw: schema, plain: undefined };
    return viewAfter(ctx, constrains ? { allOf: [siblings, target.schema] } : target.schema, hops + 1);
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    const merged = mergeAllOf([rest, ...(allOf as JsonSchema[])], (part) => {
      const { $ref, ...others } = part;
      const target = typeof $ref === 'string' ? resolveRef(ctx.root, $ref) : undefined;
      if (target?.kind !== 'found') return undefined;
      // draft-07 with constraining siblings is doubt (see above): the merge then keeps them, as ajv does.
      return [others, target.schema];
    });
    if (merged.kind !== 'merged' || !merged.exact) return { raw: schema, plain: undefined };
    return viewAfter(ctx, merged.schema, hops + 1);
  }
  const complex = COMPLEX.some((key) => schema[key] !== undefined);
  return { raw: schema, plain: complex ? undefined : schema };
}

/** The subschema a key of an object gets: a declared property, `undefined` when patternProperties decide (doubt), or additionalProperties. */
export function propertySchema(object: JsonSchemaObject, key: string): JsonSchema | 'pattern' | undefined {
  const properties = isSchemaObject(object.properties) ? object.properties : {};
  if (Object.hasOwn(properties, key)) return properties[key] as JsonSchema;
  const patterns = isSchemaObject(object.patternProperties) ? Object.keys(object.patternProperties) : [];
  if (patterns.some((source) => safeTest(source, key))) return 'pattern';
  const additional = object.additionalProperties;
  return typeof additional === 'boolean' || isSchemaObject(additional) ? additional : undefined;
}

/** Whether a patternProperties source matches `key` (compiled once per source); a source JavaScript rejects counts as matching (doubt). */
function safeTest(source: string, key: string): boolean {
  const regExp = patternRegExp(source);
  return regExp === undefined || regExp.test(key);
}
