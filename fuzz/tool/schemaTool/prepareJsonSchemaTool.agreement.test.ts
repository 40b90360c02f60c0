import { labelValidity } from '../../model/caseLabel.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNWATCHED } from '../callWatch.ts';
import { CASE_SOURCES } from '../../model/caseSource.ts';
import { runPreparedTool } from '../../testing/runPreparedTool.ts';
import { ajvRuntime } from '../../testing/schemaToolRuntimes.ts';
import type { JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { prepareJsonSchemaTool } from './prepareJsonSchemaTool.ts';

/** Realistic tool schemas: formats and patterns, a oneOf, recursion through $ref, a tuple, a draft-07 schema with definitions. */
const SCHEMAS: Record<string, JsonSchemaObject> = {
  search: {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 1, maxLength: 80 },
      email: { type: 'string', format: 'email' },
      since: { type: 'string', format: 'date-time' },
      site: { type: 'string', format: 'uri' },
      code: { type: 'string', pattern: '^[a-z]{2}-[0-9]{1,4}$' },
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
      note: { type: ['string', 'null'], maxLength: 5 },
      tags: { type: 'array', items: { type: 'string' }, maxItems: 3, uniqueItems: true },
    },
    required: ['query'],
    additionalProperties: false,
  },
  shapes: {
    type: 'object',
    properties: {
      shape: {
        oneOf: [
          {
            type: 'object',
            properties: { kind: { const: 'circle' }, radius: { type: 'number', minimum: 0 } },
            required: ['kind', 'radius'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: { kind: { const: 'rect' }, w: { type: 'number' }, h: { type: 'number' } },
            required: ['kind', 'w', 'h'],
            additionalProperties: false,
          },
        ],
      },
    },
    required: ['shape'],
  },
  tree: {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { root: { $ref: '#/$defs/node' } },
    required: ['root'],
    $defs: {
      node: {
        type: 'object',
        properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/$defs/node' }, maxItems: 2 } },
        required: ['label'],
      },
    },
  },
  point: {
    type: 'object',
    properties: {
      at: {
        type: 'array',
        prefixItems: [{ type: 'number' }, { type: 'number' }, { type: 'string', format: 'uuid' }],
        minItems: 2,
        items: false,
      },
    },
    required: ['at'],
    additionalProperties: false,
  },
  legacy: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    type: 'object',
    properties: { user: { $ref: '#/definitions/user' }, day: { type: 'string', format: 'date' } },
    required: ['user'],
    definitions: {
      user: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string', minLength: 1 } }, required: ['id'] },
    },
  },
};

describe('prepareJsonSchemaTool with a runtime that is ajv on the same schema', () => {
  it.each(Object.keys(SCHEMAS))('finds nothing over 200 cases per source on the %s schema', async (name) => {
    const schema = SCHEMAS[name] as JsonSchemaObject;
    const runtime = ajvRuntime(schema);
    const tool = prepareJsonSchemaTool({ name, seed: 7, advertised: schema, runtime, blame: 'converter' }, UNWATCHED);
    const { stats, findings } = await runPreparedTool(tool, 200);
    expect(findings.map((f) => `${f.kind}: ${f.explanation} ${f.argsJson}`)).toEqual([]);
    expect(tool.satisfiable).toBe(true);
    // Every source ran its cases (faker may skip one it cannot follow; a violator needs a mistake that applies).
    expect(stats.cases.valid).toBe(200);
    expect(stats.cases.loose).toBe(200);
    expect(stats.cases.violator).toBeGreaterThan(150);
    expect(stats.cases.faker).toBeGreaterThan(150);
    expect(stats.labelMismatches).toBe(0);
    expect(runtime.calls).toBe(stats.cases.valid + stats.cases.faker + stats.cases.violator + stats.cases.loose);
    tool.dispose();
  });

  it('runs a thousand cases per source of a 10-property schema (the rate is printed; npm run bench holds speed)', async () => {
    const schema = SCHEMAS.search as JsonSchemaObject;
    const tool = prepareJsonSchemaTool(
      { name: 'speed', seed: 3, advertised: schema, runtime: ajvRuntime(schema), blame: 'converter' },
      UNWATCHED,
    );
    await runPreparedTool(tool, 50);
    const started = performance.now();
    const { stats } = await runPreparedTool(tool, 1000);
    const total = stats.cases.valid + stats.cases.faker + stats.cases.violator + stats.cases.loose;
    const perSecond = Math.round(total / ((performance.now() - started) / 1000));
    console.log(`10-property schema, ajv runtime: ${perSecond} cases/s over ${total} cases (${JSON.stringify(stats.cases)})`);
    expect(stats.cases.valid).toBeGreaterThan(900);
    expect(stats.labelMismatches).toBe(0);
    tool.dispose();
  });
});

describe('prepareJsonSchemaTool cases', () => {
  const schema = SCHEMAS.search as JsonSchemaObject;
  const prepare = (name: string, seed: number) =>
    prepareJsonSchemaTool({ name, seed, advertised: schema, runtime: ajvRuntime(schema), blame: 'converter' }, UNWATCHED);

  it('are a pure function of (seed, tool name, source, index), in any order', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom('a', 'b'),
        fc.array(fc.tuple(fc.constantFrom(...CASE_SOURCES), fc.nat(300)), { minLength: 1, maxLength: 8 }),
        (seed, name, picks) => {
          const first = prepare(name, seed);
          const second = prepare(name, seed);
          const forwards = picks.map(([source, index]) => first.make(source, index));
          const backwards = [...picks].reverse().map(([source, index]) => second.make(source, index));
          expect(backwards.reverse()).toEqual(forwards);
          first.dispose();
          second.dispose();
        },
      ),
      { numRuns: 25, seed: 11 },
    );
  });

  it('differ with the seed and with the tool name', () => {
    const base = prepare('a', 1);
    const json = (tool: typeof base) => [0, 1, 2, 3, 4].map((i) => tool.make('valid', i)?.json);
    expect(json(prepare('a', 2))).not.toEqual(json(base));
    expect(json(prepare('b', 1))).not.toEqual(json(base));
  });

  it('label violators as the schema says, leave `either` unlabelled, and send an omitted call as no JSON at all', () => {
    const tool = prepare('labels', 5);
    const violators = Array.from({ length: 200 }, (_, i) => tool.make('violator', i)).filter((c) => c !== undefined);
    expect(new Set(violators.map((c) => c.operator)).size).toBeGreaterThanOrEqual(12);
    const omitted = violators.filter((c) => c.operator === 'omitted-arguments');
    expect(omitted.length).toBeGreaterThan(0);
    for (const c of omitted)
      expect({ json: c.json, omitted: c.omitted, expected: labelValidity(c.expected) }).toEqual({
        json: '',
        omitted: true,
        expected: false,
      });
    const infinity = violators.find((c) => c.operator === 'overflow-to-infinity');
    expect(infinity?.json).toContain('1e400');
    expect(infinity?.canonical).toBe(false);
    // Faker and loose cases carry no label: they may or may not be valid.
    expect(tool.make('faker', 0)?.expected).toBeUndefined();
    expect(tool.make('loose', 0)?.expected).toBeUndefined();
    expect(labelValidity(tool.make('valid', 0)?.expected)).toBe(true);
  });
});
