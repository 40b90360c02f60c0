import type { PropSpec, SchemaSpec } from './schemaSpec.ts';

type BaseValue<T extends PropSpec['type']> = T extends 'string'
  ? string
  : T extends 'number' | 'integer'
    ? number
    : T extends 'boolean'
      ? boolean
      : never;

// An enum narrows the base type to the members that can actually satisfy it: a member of the
// wrong type can never pass validation, so it must not widen the TS type either.
type ScalarValue<P extends PropSpec> = P extends { enum: readonly (infer E)[] } ? Extract<E, BaseValue<P['type']>> : BaseValue<P['type']>;

/** The TypeScript type of a value that satisfies one `PropSpec`. */
export type InferProp<P extends PropSpec> = P['type'] extends 'object'
  ? P extends { properties: infer Props extends SchemaSpec }
    ? InferArgs<Props>
    : Record<string, unknown>
  : P['type'] extends 'array'
    ? P extends { items: infer I extends PropSpec }
      ? InferProp<I>[]
      : unknown[]
    : ScalarValue<P>;

type RequiredKeys<S extends SchemaSpec> = {
  [K in keyof S]: S[K] extends { required: true } ? K : never;
}[keyof S];

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The args a tool body receives: `required: true` keys non-optional, all others optional. */
export type InferArgs<S extends SchemaSpec> = string extends keyof S
  ? Record<string, unknown> // a spec only known as SchemaSpec: nothing to infer
  : Simplify<
      { -readonly [K in RequiredKeys<S>]: InferProp<S[K]> } & {
        -readonly [K in Exclude<keyof S, RequiredKeys<S>>]?: InferProp<S[K]>;
      }
    >;
