import { describe, expectTypeOf, it } from 'vitest';
import type { InferArgs as SampleInferArgs } from '../../src/inferArgs.ts';
import type { PropSpec as SamplePropSpec, SchemaSpec as SampleSchemaSpec } from '../../src/schemaSpec.ts';
import type { InferArgs } from './inferArgs.ts';
import type { PropSpec, SchemaSpec } from './schemaSpec.ts';

// The reference owns its copy of the DSL so that editing the sample in src/ cannot change the
// oracle; these checks make sure the two copies still describe the same contract.
describe("the reference DSL and the sample tool layer's", () => {
  it('declare the same SchemaSpec and PropSpec', () => {
    expectTypeOf<SampleSchemaSpec>().toEqualTypeOf<SchemaSpec>();
    expectTypeOf<SamplePropSpec>().toEqualTypeOf<PropSpec>();
  });

  it('infer the same args', () => {
    const spec = {
      path: { type: 'string', required: true },
      mode: { type: 'string', enum: ['r', 'w', 1] },
      range: { type: 'object', properties: { start: { type: 'integer', required: true }, end: { type: 'integer' } } },
      tags: { type: 'array', items: { type: 'string' } },
      extra: { type: 'object' },
      any: { type: 'array' },
    } as const;
    expectTypeOf<SampleInferArgs<typeof spec>>().toEqualTypeOf<InferArgs<typeof spec>>();
    expectTypeOf<SampleInferArgs<SchemaSpec>>().toEqualTypeOf<InferArgs<SchemaSpec>>();
  });
});
