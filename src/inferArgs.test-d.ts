import { describe, expectTypeOf, it } from 'vitest';
import { defineTool } from './defineTool.ts';
import type { InferArgs } from './inferArgs.ts';
import type { SchemaSpec } from './schemaSpec.ts';

describe('InferArgs', () => {
  it('makes required: true keys non-optional and every other key optional', () => {
    const spec = {
      a: { type: 'string', required: true },
      b: { type: 'number', required: false },
      c: { type: 'boolean' },
      d: { type: 'integer', required: true },
    } as const;
    expectTypeOf<InferArgs<typeof spec>>().toEqualTypeOf<{ a: string; d: number; b?: number; c?: boolean }>();
  });

  it('narrows enums to their literal union, keeping only members of the declared type', () => {
    const spec = {
      mode: { type: 'string', enum: ['fast', 'slow'], required: true },
      level: { type: 'integer', enum: [1, 2, 3] },
      flag: { type: 'boolean', enum: [true] },
      mixed: { type: 'string', enum: ['a', 1, true] },
    } as const;
    expectTypeOf<InferArgs<typeof spec>>().toEqualTypeOf<{ mode: 'fast' | 'slow'; level?: 1 | 2 | 3; flag?: true; mixed?: 'a' }>();
  });

  it('infers nested objects and arrays, and falls back for missing properties/items', () => {
    const spec = {
      options: {
        type: 'object',
        required: true,
        properties: { depth: { type: 'integer', required: true }, tags: { type: 'array', items: { type: 'string' } } },
      },
      files: { type: 'array', items: { type: 'object', properties: { path: { type: 'string', required: true } } } },
      bag: { type: 'object' },
      list: { type: 'array' },
      grid: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
    } as const;
    expectTypeOf<InferArgs<typeof spec>>().toEqualTypeOf<{
      options: { depth: number; tags?: string[] };
      files?: { path: string }[];
      bag?: Record<string, unknown>;
      list?: unknown[];
      grid?: number[][];
    }>();
  });

  it('gives Record<string, unknown> for a spec only known as SchemaSpec', () => {
    expectTypeOf<InferArgs<SchemaSpec>>().toEqualTypeOf<Record<string, unknown>>();
  });
});

describe('defineTool', () => {
  it('infers literal types without `as const`', () => {
    defineTool({
      name: 'deploy',
      description: 'Deploy a service.',
      schema: {
        service: { type: 'string', required: true },
        strategy: { type: 'string', enum: ['rolling', 'recreate'] },
        ports: { type: 'array', items: { type: 'integer' } },
      },
      execute(args) {
        expectTypeOf(args).toEqualTypeOf<{ service: string; strategy?: 'rolling' | 'recreate'; ports?: number[] }>();
        return args.service;
      },
    });
  });

  it('rejects bodies that misuse their args', () => {
    defineTool({
      name: 't',
      description: '',
      schema: { a: { type: 'string' }, n: { type: 'integer', required: true } },
      execute(args) {
        // @ts-expect-error an optional key may be absent
        args.a.toUpperCase();
        // @ts-expect-error n is a number
        args.n.toUpperCase();
        // @ts-expect-error undeclared keys are not in the type
        return args.other;
      },
    });
  });

  it('rejects malformed specs', () => {
    // @ts-expect-error unknown type
    defineTool({ name: 't', description: '', schema: { a: { type: 'date' } }, execute: () => 1 });
    // @ts-expect-error enum members are literals, not objects
    defineTool({ name: 't', description: '', schema: { a: { type: 'string', enum: [{}] } }, execute: () => 1 });
  });
});
