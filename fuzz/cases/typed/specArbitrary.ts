import fc from 'fast-check';
import { defineOwn } from '../../json/ownProperty.ts';
import type { EnumValue, PropSpec, PropType, SchemaSpec } from '../../reference/schemaSpec.ts';
import { anyJsonValue, jsonInteger, jsonNumber } from './jsonValues.ts';

/** How random specs are generated; every field optional. */
export interface SpecConstraints {
  /** Deepest nesting of objects and arrays (default 4). */
  maxDepth?: number;
  /** Most props per object (default 5). */
  maxProps?: number;
  /** Whether keys like `__proto__`, `constructor`, `""`, `a.b` and non-ASCII appear (default true). */
  hostileKeys?: boolean;
}

/** Key names that break naive implementations. */
export const HOSTILE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  '',
  'a.b',
  '名前',
  'key with space',
  '0',
] as const;

function keyArbitrary(hostile: boolean): fc.Arbitrary<string> {
  const plain = fc.stringMatching(/^[a-z][a-z_]{0,7}$/);
  if (!hostile) return plain;
  return fc.oneof({ weight: 6, arbitrary: plain }, { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_KEYS) });
}

const memberOf: Record<'string' | 'number' | 'integer' | 'boolean', fc.Arbitrary<EnumValue>> = {
  string: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('1', 'true', 'A', 'a', ' a', 'é')),
  number: jsonNumber,
  integer: jsonInteger,
  boolean: fc.boolean(),
};

function enumArbitrary(type: keyof typeof memberOf): fc.Arbitrary<EnumValue[]> {
  const ofType = fc.uniqueArray(memberOf[type], { minLength: 1, maxLength: 4, comparator: (a, b) => a === b });
  // Mixed-type enums are real data (BFCL has them); some are unsatisfiable for the declared type.
  const mixed = fc.uniqueArray(fc.oneof(memberOf.string, memberOf.integer, memberOf.boolean), {
    minLength: 1,
    maxLength: 4,
    comparator: (a, b) => a === b,
  });
  return fc.oneof({ weight: 5, arbitrary: ofType }, { weight: 1, arbitrary: mixed });
}

function withAnnotations(type: PropType, extra: fc.Arbitrary<Partial<PropSpec>>): fc.Arbitrary<PropSpec> {
  return fc
    .record(
      {
        required: fc.constantFrom(true, true, false, undefined, undefined),
        description: fc.option(fc.string({ maxLength: 12, unit: 'grapheme' }), { nil: undefined }),
        default: fc.option(anyJsonValue, { nil: undefined, freq: 4 }),
        extra,
      },
      { noNullPrototype: true },
    )
    .map(({ required, description, default: defaultValue, extra: more }) => {
      const prop: PropSpec = { type, ...more };
      if (required !== undefined) prop.required = required;
      if (description !== undefined) prop.description = description;
      if (defaultValue !== undefined) prop.default = defaultValue;
      return prop;
    });
}

function propArbitrary(depth: number, c: Required<SpecConstraints>): fc.Arbitrary<PropSpec> {
  const scalar = fc.constantFrom('string', 'number', 'integer', 'boolean' as const).chain((type) =>
    withAnnotations(
      type,
      fc.option(enumArbitrary(type), { nil: undefined, freq: 3 }).map((e) => (e ? { enum: e } : {})),
    ),
  );
  if (depth <= 0) return scalar;
  const object = withAnnotations(
    'object',
    fc.option(specOf(depth - 1, c), { nil: undefined, freq: 5 }).map((p) => (p ? { properties: p } : {})),
  );
  const array = withAnnotations(
    'array',
    fc.option(propArbitrary(depth - 1, c), { nil: undefined, freq: 5 }).map((i) => (i ? { items: i } : {})),
  );
  return fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: object }, { weight: 1, arbitrary: array });
}

function specOf(depth: number, c: Required<SpecConstraints>): fc.Arbitrary<SchemaSpec> {
  return fc
    .uniqueArray(fc.tuple(keyArbitrary(c.hostileKeys), propArbitrary(depth, c)), {
      maxLength: c.maxProps,
      selector: ([key]) => key,
    })
    .map((entries) => {
      const spec: Record<string, PropSpec> = {};
      for (const [key, prop] of entries) defineOwn(spec, key, prop);
      return spec;
    });
}

/** Random specs using every feature of the DSL: nesting up to `maxDepth`, enums, defaults, hostile keys. */
export function specArbitrary(constraints: SpecConstraints = {}): fc.Arbitrary<SchemaSpec> {
  return specOf(constraints.maxDepth ?? 4, {
    maxDepth: constraints.maxDepth ?? 4,
    maxProps: constraints.maxProps ?? 5,
    hostileKeys: constraints.hostileKeys ?? true,
  });
}
