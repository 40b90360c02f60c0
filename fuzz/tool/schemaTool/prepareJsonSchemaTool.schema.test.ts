import { describe, expect, it } from 'vitest';
import { UNWATCHED } from '../callWatch.ts';
import { NO_HOOKS } from '../toolRunHooks.ts';
import type { RawFinding } from '../../findings/rawFinding.ts';
import { runPreparedTool } from '../../testing/runPreparedTool.ts';
import { ajvRuntime, functionRuntime } from '../../testing/schemaToolRuntimes.ts';
import { advertisedSchemaProblems } from './advertisedSchemaProblems.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import { prepareJsonSchemaTool } from './prepareJsonSchemaTool.ts';

const CTX = { hooks: NO_HOOKS, budget: undefined, shouldStop: () => false };

async function schemaFinding(advertised: unknown): Promise<RawFinding | undefined> {
  const tool = prepareJsonSchemaTool(
    {
      name: 'schema',
      seed: 1,
      advertised: advertised as JsonSchema,
      runtime: functionRuntime('lib', () => ({ kind: 'accepted' })),
      blame: 'converter',
    },
    UNWATCHED,
  );
  const finding = await tool.schemaFinding(CTX);
  tool.dispose();
  return finding;
}

describe('the advertised schema’s own check', () => {
  it('finds nothing wrong with an object schema, an object-only composition or a $ref to one', async () => {
    expect(await schemaFinding({ type: 'object', properties: { a: { type: 'string' } } })).toBeUndefined();
    expect(
      await schemaFinding({
        anyOf: [
          { type: 'object', properties: { a: { const: 1 } } },
          { type: 'object', properties: { b: { const: 2 } } },
        ],
      }),
    ).toBeUndefined();
    expect(await schemaFinding({ allOf: [{ type: 'object' }, { required: ['a'] }] })).toBeUndefined();
    expect(await schemaFinding({ $ref: '#/$defs/args', $defs: { args: { type: 'object' } } })).toBeUndefined();
  });

  it('trusts ajv on refs it resolved against a nested $id, which a root-relative reading gets wrong', async () => {
    const nested = {
      type: 'object',
      properties: { user: { $ref: 'https://example.com/user.json' } },
      $defs: {
        user: {
          $id: 'https://example.com/user.json',
          type: 'object',
          properties: { id: { $ref: '#/$defs/id' } },
          $defs: { id: { type: 'integer' } },
        },
      },
    };
    expect(await schemaFinding(nested)).toBeUndefined();
  });

  it('reports a root of {} (the MCP SDK’s discriminated-union bug) as CONVERTER_INVALID: it accepts anything, not only objects', async () => {
    const finding = await schemaFinding({ $schema: 'http://json-schema.org/draft-07/schema#' });
    expect(finding?.kind).toBe('CONVERTER_INVALID');
    expect(finding?.blame).toBe('converter');
    expect(finding?.source).toBe('spec');
    expect(finding?.explanation).toContain('the root schema is {}, which accepts any value, not only an object');
    expect(finding?.converter?.schema).toEqual({ $schema: 'http://json-schema.org/draft-07/schema#' });
    expect(finding?.schema).toEqual(finding?.converter?.schema);
    expect(finding?.shrink.done).toBe(true);
  });

  it('reports a root that admits more than objects', () => {
    expect(advertisedSchemaProblems({ type: ['object', 'null'] }, undefined)).toEqual([
      'the root schema is not an object schema: its type is ["object","null"], where tool arguments must be "object"',
    ]);
    expect(advertisedSchemaProblems({ anyOf: [{ type: 'object' }, { type: 'string' }] }, undefined)).toHaveLength(1);
    expect(advertisedSchemaProblems(true, undefined)[0]).toContain('accepts any value');
    expect(advertisedSchemaProblems(false, undefined)).toEqual([
      'the root schema is false, which accepts nothing: no call of the tool can be valid',
    ]);
    // A false branch is no problem: the other branches decide.
    expect(advertisedSchemaProblems({ anyOf: [{ type: 'object' }, false] }, undefined)).toEqual([]);
  });

  it('prepares boolean roots without throwing: true runs every source, false has no valid args', async () => {
    const anything = prepareJsonSchemaTool(
      { name: 'true', seed: 1, advertised: true, runtime: ajvRuntime({}), blame: 'converter' },
      UNWATCHED,
    );
    expect(anything.satisfiable).toBe(true);
    expect((await runPreparedTool(anything, 10)).findings.map((f) => f.kind)).toEqual(['CONVERTER_INVALID']);
    const nothing = prepareJsonSchemaTool(
      { name: 'false', seed: 1, advertised: false, runtime: ajvRuntime({ not: {} }), blame: 'converter' },
      UNWATCHED,
    );
    expect(nothing.satisfiable).toBe(false);
    const { findings, stats } = await runPreparedTool(nothing, 10);
    expect(findings.map((f) => f.kind)).toEqual(['CONVERTER_INVALID']);
    expect(stats.cases.valid).toBe(0);
    expect(stats.cases.loose).toBe(10);
  });

  it('reports an unresolvable $ref with every problem listed, and runs no case when ajv cannot compile it', async () => {
    const schema = { type: 'object', properties: { user: { $ref: '#/$defs/user' }, team: { $ref: '#/definitions/team' } } };
    const runtime = ajvRuntime({ type: 'object' });
    const tool = prepareJsonSchemaTool({ name: 'refs', seed: 1, advertised: schema, runtime, blame: 'converter' }, UNWATCHED);
    const finding = await tool.schemaFinding(CTX);
    expect(finding?.kind).toBe('CONVERTER_INVALID');
    const problems = finding?.converter?.problems ?? [];
    expect(problems[0]).toMatch(/^ajv cannot compile the advertised schema: can't resolve reference #\/\$defs\/user/);
    expect(problems.slice(1)).toEqual([
      'the $ref "#/$defs/user" cannot be resolved: no schema at that pointer',
      'the $ref "#/definitions/team" cannot be resolved: no schema at that pointer',
    ]);
    expect(finding?.explanation).toContain('(and 2 more)');
    expect(tool.satisfiable).toBe(false);
    const { stats, findings } = await runPreparedTool(tool, 25);
    expect(stats.cases).toEqual({ valid: 0, faker: 0, violator: 0, loose: 0, 'as-sent': 0 });
    expect(findings.map((f) => f.kind)).toEqual(['CONVERTER_INVALID']);
    expect(runtime.calls).toBe(0);
  });

  it('reports a schema ajv rejects (a keyword of the wrong type) and runs no case', async () => {
    const tool = prepareJsonSchemaTool(
      { name: 'bad', seed: 1, advertised: { type: 'object', minProperties: 'two' }, runtime: ajvRuntime({}), blame: 'converter' },
      UNWATCHED,
    );
    const finding = await tool.schemaFinding(CTX);
    expect(finding?.converter?.problems).toEqual([
      expect.stringMatching(/^ajv cannot compile the advertised schema: schema is invalid: data\/minProperties must be integer/),
    ]);
    expect(tool.satisfiable).toBe(false);
    expect(['valid', 'faker', 'violator', 'loose'].map((source) => tool.supports(source as never))).toEqual([false, false, false, false]);
  });

  it('still fuzzes a compiling schema whose root is not an object, after reporting it', async () => {
    const schema = { type: 'object', properties: { a: { type: 'integer' } } };
    const tool = prepareJsonSchemaTool(
      {
        name: 'loose-root',
        seed: 1,
        advertised: { anyOf: [schema, { type: 'null' }] },
        runtime: ajvRuntime({ anyOf: [schema, { type: 'null' }] }),
        blame: 'converter',
      },
      UNWATCHED,
    );
    const { findings, stats } = await runPreparedTool(tool, 20);
    expect(findings.map((f) => f.kind)).toEqual(['CONVERTER_INVALID']);
    expect(stats.cases.valid).toBe(20);
  });
});
