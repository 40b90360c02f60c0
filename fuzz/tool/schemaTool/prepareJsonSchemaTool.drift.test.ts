import { describe, expect, it } from 'vitest';
import { UNWATCHED } from '../callWatch.ts';
import type { RawFinding } from '../../findings/rawFinding.ts';
import { referenceValidator } from '../../testing/jsonSchemaAjv.ts';
import { runPreparedTool } from '../../testing/runPreparedTool.ts';
import { ajvVerdict, functionRuntime, finiteOnlyRuntime, utf16LengthRuntime } from '../../testing/schemaToolRuntimes.ts';
import type { ToolRuntime } from './toolRuntime.ts';
import type { JsonSchemaObject } from '../../schema/schemaTypes.ts';
import { prepareJsonSchemaTool } from './prepareJsonSchemaTool.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstNull(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (value === null) return path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = firstNull(item, [...path, i]);
      if (found !== undefined) return found;
    }
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = firstNull(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

async function only(schema: JsonSchemaObject, runtime: ToolRuntime, blame: 'converter' | 'validator' = 'converter'): Promise<RawFinding> {
  const tool = prepareJsonSchemaTool({ name: 'drift', seed: 1, advertised: schema, runtime, blame }, UNWATCHED);
  const { findings } = await runPreparedTool(tool, 200);
  tool.dispose();
  expect(findings.map((f) => `${f.kind}/${f.blame}`)).toHaveLength(1);
  const finding = findings[0] as RawFinding;
  expect(finding.shrink.done).toBe(true);
  expect(finding.schema).toBe(schema);
  expect(finding.occurrences).toBeGreaterThan(0);
  return finding;
}

describe('prepareJsonSchemaTool finds a runtime that disagrees with its schema, shrunk to a minimal case', () => {
  it('a runtime that rejects null where the schema allows it: FALSE_REJECT', async () => {
    const schema = {
      type: 'object',
      properties: { title: { type: 'string' }, note: { type: ['string', 'null'] }, count: { type: 'integer' } },
      required: ['title'],
      additionalProperties: false,
    };
    const validate = referenceValidator(schema);
    const runtime = functionRuntime('zod 4.6.7', (args) => {
      const at = firstNull(args);
      return at !== undefined
        ? { kind: 'rejected', issues: [{ message: 'Expected string, received null', path: at, code: 'invalid_type' }] }
        : ajvVerdict(validate, args);
    });
    const finding = await only(schema, runtime);
    expect(finding.kind).toBe('FALSE_REJECT');
    expect(finding.blame).toBe('converter');
    expect(JSON.parse(finding.argsJson)).toEqual({ title: '', note: null });
    expect(finding.paths).toEqual([['note']]);
    expect(finding.explanation).toBe(
      'the model follows the schema and the call still fails: zod 4.6.7 rejected it (note: Expected string, received null)',
    );
    expect(finding.verdicts?.advertised).toEqual({ valid: true, errors: [] });
  });

  it('a runtime that strips a key the schema forbids (additionalProperties: false) and accepts: FALSE_ACCEPT', async () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' }, count: { type: 'integer' } },
      required: ['name'],
      additionalProperties: false,
    };
    const stripped = { type: 'object', properties: schema.properties, required: schema.required };
    const validate = referenceValidator(stripped);
    const runtime = functionRuntime('the server', (args) => {
      if (!isObject(args)) return ajvVerdict(validate, args);
      return ajvVerdict(validate, Object.fromEntries(Object.entries(args).filter(([key]) => key === 'name' || key === 'count')));
    });
    const finding = await only(schema, runtime, 'validator');
    expect(finding.kind).toBe('FALSE_ACCEPT');
    expect(finding.blame).toBe('validator');
    const args = JSON.parse(finding.argsJson) as Record<string, unknown>;
    const extra = Object.keys(args).filter((key) => key !== 'name');
    expect(extra).toHaveLength(1);
    expect(args.name).toBe('');
    // The extra key's value is as simple as a value gets.
    expect(['', 0, false, null, '{}', '[]']).toContainEqual(
      typeof args[extra[0] as string] === 'object' && args[extra[0] as string] !== null
        ? JSON.stringify(args[extra[0] as string])
        : args[extra[0] as string],
    );
    expect(finding.paths).toEqual([[extra[0]]]);
    expect(finding.explanation).toBe(`the server accepts what the schema forbids at ${extra[0]} (must NOT have additional properties)`);
  });

  it('a runtime that requires a field the schema marks optional: FALSE_REJECT', async () => {
    const schema = { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer', minimum: 1 } }, required: ['q'] };
    const validate = referenceValidator(schema);
    const runtime = functionRuntime('valibot 1.5.0', (args) =>
      isObject(args) && !('limit' in args)
        ? { kind: 'rejected', issues: [{ message: 'Invalid key: Expected "limit" but received undefined', path: ['limit'] }] }
        : ajvVerdict(validate, args),
    );
    const finding = await only(schema, runtime);
    expect(finding.kind).toBe('FALSE_REJECT');
    expect(JSON.parse(finding.argsJson)).toEqual({ q: '' });
    expect(finding.paths).toEqual([['limit']]);
  });

  it('a runtime that counts string length in UTF-16 units: FALSE_REJECT on astral characters within maxLength', async () => {
    const schema = { type: 'object', properties: { name: { type: 'string', maxLength: 3 }, id: { type: 'integer' } }, required: ['name'] };
    const finding = await only(schema, utf16LengthRuntime(schema));
    expect(finding.kind).toBe('FALSE_REJECT');
    const args = JSON.parse(finding.argsJson) as { name: string };
    expect(Object.keys(args)).toEqual(['name']);
    // Within maxLength in code points (the schema's count), over it in UTF-16 units (the runtime's).
    expect([...args.name].length).toBeLessThanOrEqual(3);
    expect(args.name.length).toBeGreaterThan(3);
    expect(finding.explanation).toContain('utf16-lib 1.0.0 rejected it');
  });

  it('a runtime that rejects 1e400 for a number (a number past every double in JSON Schema): FALSE_REJECT, the raw literal kept in the shrunk JSON', async () => {
    const schema = {
      type: 'object',
      properties: { ratio: { type: 'number', minimum: 0 }, label: { type: 'string' } },
      required: ['label'],
    };
    const finding = await only(schema, finiteOnlyRuntime(schema));
    expect(finding.kind).toBe('FALSE_REJECT');
    expect(finding.argsJson).toMatch(/^\{("label":"",)?"ratio":1e400(,"label":"")?\}$/);
    expect(finding.paths).toEqual([['ratio']]);
  });

  it('a runtime that cannot take an omitted `arguments`: FALSE_REJECT on no JSON at all, as the schema accepts {}', async () => {
    const schema = { type: 'object', properties: { verbose: { type: 'boolean' } } };
    const validate = referenceValidator(schema);
    const runtime = functionRuntime('arktype 2.2.10', (args) =>
      args === undefined ? { kind: 'rejected', issues: [{ message: 'must be an object (was undefined)' }] } : ajvVerdict(validate, args),
    );
    const finding = await only(schema, runtime);
    expect(finding.kind).toBe('FALSE_REJECT');
    expect(finding.argsJson).toBe('');
    expect(finding.operator).toBe('omitted-arguments');
    expect(finding.shrink).toEqual({ steps: 0, evaluations: 1, done: true });
  });

  it('posts each finding unshrunk first, then shrunk', async () => {
    const schema = { type: 'object', properties: { q: { type: 'string' }, limit: { type: 'integer' } }, required: ['q'] };
    const validate = referenceValidator(schema);
    const runtime = functionRuntime('lib', (args) =>
      isObject(args) && !('limit' in args)
        ? { kind: 'rejected', issues: [{ message: 'Required', path: ['limit'] }] }
        : ajvVerdict(validate, args),
    );
    const tool = prepareJsonSchemaTool({ name: 'order', seed: 2, advertised: schema, runtime, blame: 'converter' }, UNWATCHED);
    const { posted } = await runPreparedTool(tool, 25);
    expect(posted.map((f) => f.shrink.done)).toEqual([false, true]);
    expect(posted[1]?.shrink.steps).toBeGreaterThan(0);
  });
});
