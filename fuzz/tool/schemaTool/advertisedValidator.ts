import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import { advertisedAjv, createAjv } from '../../schema/ajvFactory.ts';
import { pointerSegments } from '../../schema/jsonPointer.ts';
import { draftOf, isSchemaObject, type Draft, type JsonSchema } from '../../schema/schemaTypes.ts';
import type { PathSegments } from '../../model/argsPath.ts';
import type { AjvError } from '../../schema/ajvErrors.ts';
import { numberModelArgs, numberModelFacts } from '../../json/numberModel/numberModelArgs.ts';

/** What ajv says of one call's args against the advertised schema, or why it could not say. */
export type AdvertisedJudgement =
  | { readonly judged: true; readonly valid: boolean; readonly errors: readonly AjvError[] }
  | { readonly judged: false; readonly why: string };

/** A judgement of one JSON text, with JSON.parse's parse of it when ajv judged that parse as it was. */
export interface JudgedText {
  readonly judgement: AdvertisedJudgement;
  readonly untouched: { readonly args: unknown } | undefined;
}

/** The advertised schema compiled once per prepared tool, or the reason ajv would not compile it. */
export type AdvertisedValidator =
  | {
      readonly kind: 'compiled';
      readonly draft: Draft;
      judge(args: unknown): AdvertisedJudgement;
      /** Judges the model's JSON text as JSON Schema reads it: `1e400` is a whole number past every double, not Infinity. */
      judgeJson(json: string): AdvertisedJudgement;
      /**
       * judgeJson, with the parse ajv judged when it is JSON.parse's own (no stand-in doubles written
       * into it): ajv here neither coerces nor fills defaults, so the runtime may take that parse.
       * `canonical`: the text is JSON.stringify's own, which writes no literal beyond double range.
       */
      judgeText(json: string, canonical?: boolean): JudgedText;
      dispose(): void;
    }
  | { readonly kind: 'broken'; readonly draft: Draft; readonly error: string };

/** Where an ajv error is, walked along the data so array indexes stay numbers; `required` and `additionalProperties` name the key itself. */
export function advertisedErrorPath(error: ErrorObject, data: unknown): PathSegments {
  const segments = [...pointerSegments(error.instancePath, { data })];
  const params = error.params as { missingProperty?: unknown; additionalProperty?: unknown; unevaluatedProperty?: unknown };
  const key = params.missingProperty ?? params.additionalProperty ?? params.unevaluatedProperty;
  if (typeof key === 'string') segments.push(key);
  return segments;
}

function toErrors(errors: readonly ErrorObject[] | null | undefined, data: unknown): AjvError[] {
  return (errors ?? []).map((error) => ({
    path: advertisedErrorPath(error, data),
    keyword: error.keyword,
    message: error.message ?? error.keyword,
  }));
}

const PROTO = '__proto__';

/** Whether any `properties` in the schema declares a key named `__proto__`, which ajv 8 skips (it never checks that key's value). */
function declaresProtoProperty(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(declaresProtoProperty);
  const properties = (node as Record<string, unknown>).properties;
  if (typeof properties === 'object' && properties !== null && Object.hasOwn(properties, PROTO)) return true;
  return Object.values(node).some(declaresProtoProperty);
}

/** Whether the parsed args hold an own `__proto__` key anywhere (JSON.parse makes it an own key). */
function holdsProtoKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(holdsProtoKey);
  return Object.hasOwn(value, PROTO) || Object.values(value).some(holdsProtoKey);
}

function compileWith(ajv: Ajv, schema: JsonSchema): ValidateFunction {
  // `$schema` picked the ajv class; a draft-04/06 URI would make the draft-07 class look for a meta-schema it lacks.
  if (isSchemaObject(schema) && '$schema' in schema) {
    const { $schema: _schema, ...rest } = schema;
    return ajv.compile(rest);
  }
  return ajv.compile(schema as object);
}

/**
 * Compiles the advertised schema as the model's contract: ajv of the draft its `$schema` names
 * (2020-12 when absent), ajv-formats in full mode, own properties only, finite numbers only, unknown
 * keywords and formats ignored (the `advertised` use of fuzz/schema/ajvFactory.ts).
 */
export function compileAdvertised(schema: JsonSchema): AdvertisedValidator {
  const draft = draftOf(schema);
  let ajv: Ajv = advertisedAjv(draft);
  let validate: ValidateFunction;
  try {
    try {
      validate = compileWith(ajv, schema);
    } catch (error) {
      // The same tool prepared again registers its `$id` again: a fresh ajv of its own takes it.
      if (!/already exists/.test(String(error))) throw error;
      ajv = createAjv({ use: 'advertised', draft });
      validate = compileWith(ajv, schema);
    }
  } catch (error) {
    return { kind: 'broken', draft, error: error instanceof Error ? error.message : String(error) };
  }
  const compiledSchema = validate.schema;
  const facts = numberModelFacts(schema);
  // ajv skips a declared `__proto__` property: it would call such a key additional, or never check its
  // value, so args that hold one get no verdict rather than a false alarm (checked only where declared).
  const skipsProto = declaresProtoProperty(schema);
  const judge = (args: unknown): AdvertisedJudgement => {
    if (skipsProto && holdsProtoKey(args))
      return { judged: false, why: 'ajv skips a property named __proto__ that the schema declares: no verdict for args holding that key' };
    try {
      const valid = validate(args) === true;
      return { judged: true, valid, errors: valid ? [] : toErrors(validate.errors, args) };
    } catch (error) {
      // ajv's uniqueItems (fast-deep-equal) calls an own `toString` key: such args have no verdict.
      return { judged: false, why: `ajv threw on these args: ${error instanceof Error ? error.message : String(error)}` };
    }
  };
  const judgeText = (json: string, canonical = false): JudgedText => {
    const parsed: unknown = JSON.parse(json);
    // JSON.stringify writes every finite double so that it parses back to itself (and a non-finite
    // one as null): its text holds no literal beyond double range, and the scan for one is skipped
    // (0.47 µs of the 2.8 µs judgeText took per valibot bench case, measured in CPU time).
    if (canonical) return { judgement: judge(parsed), untouched: { args: parsed } };
    const model = numberModelArgs(json, parsed, facts);
    if (model.kind === 'unjudgeable') return { judgement: { judged: false, why: model.why }, untouched: undefined };
    return { judgement: judge(model.args), untouched: model.kind === 'as-parsed' ? { args: model.args } : undefined };
  };
  return {
    kind: 'compiled',
    draft,
    judge,
    judgeJson: (json) => judgeText(json).judgement,
    judgeText,
    dispose() {
      try {
        if (typeof compiledSchema === 'object') ajv.removeSchema(compiledSchema);
      } catch {
        // Already gone with a rotated ajv: nothing to release.
      }
    },
  };
}
