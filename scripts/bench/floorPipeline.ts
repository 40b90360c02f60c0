import fc from 'fast-check';
import type { Ajv } from 'ajv';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { PropSpec, SchemaSpec } from '../../fuzz/reference/schemaSpec.ts';
import { schemaSpecToJsonSchema } from '../../src/schemaSpecToJsonSchema.ts';
import { validateArgs } from '../../src/validateArgs.ts';

function propArb(prop: PropSpec): fc.Arbitrary<unknown> {
  if (prop.enum) return fc.constantFrom(...prop.enum);
  switch (prop.type) {
    case 'string':
      return fc.string();
    case 'integer':
      return fc.integer();
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(prop.items ? propArb(prop.items) : fc.jsonValue(), { maxLength: 3 });
    default:
      return prop.properties
        ? recordArb(prop.properties)
        : fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3, noNullPrototype: true });
  }
}

function recordArb(spec: SchemaSpec): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, prop] of Object.entries(spec)) {
    model[key] = propArb(prop);
    if (prop.required) required.push(key);
  }
  return fc.record(model, { requiredKeys: required, noNullPrototype: true });
}

/**
 * The pipeline a user could hand-write: a fast-check record arbitrary, a JSON round trip, a plain
 * recursive validator, a compiled ajv, and a comparison. Returns cases per second for `cases` cases.
 */
export function floorPipeline(ajv: Ajv, spec: SchemaSpec, cases: number, seed: number): number {
  const arb = recordArb(spec);
  const validate = ajv.compile(schemaSpecToJsonSchema(spec));
  const rng = new fc.Random(xoroshiro128plus(seed));
  let disagreements = 0;
  const started = performance.now();
  for (let i = 0; i < cases; i++) {
    const value = arb.generate(rng, 2).value;
    const args = JSON.parse(JSON.stringify(value)) as unknown;
    if ((validateArgs(spec, args).length === 0) !== validate(args)) disagreements++;
  }
  const seconds = (performance.now() - started) / 1000;
  ajv.removeSchema(validate.schema as object);
  if (disagreements > 0) throw new Error(`the floor pipeline disagreed ${disagreements} times`);
  return cases / seconds;
}
