import { describe, expect, it } from 'vitest';
import type { CallWatch } from '../callWatch.ts';
import { UNWATCHED } from '../callWatch.ts';
import { NOTHING_TO_SHRINK } from '../../findings/rawFinding.ts';
import { referenceValidator } from '../../testing/jsonSchemaAjv.ts';
import { runPreparedTool } from '../../testing/runPreparedTool.ts';
import { ajvRuntime, ajvVerdict, functionRuntime } from '../../testing/schemaToolRuntimes.ts';
import { prepareJsonSchemaTool } from './prepareJsonSchemaTool.ts';

const SCHEMA = {
  type: 'object',
  properties: { n: { type: 'integer' }, tag: { type: 'string' } },
  required: ['n'],
  additionalProperties: false,
};

function prepare(runtime: Parameters<typeof prepareJsonSchemaTool>[0]['runtime'], blame: 'converter' | 'validator' = 'validator') {
  return prepareJsonSchemaTool({ name: 'failing', seed: 4, advertised: SCHEMA, runtime, blame }, UNWATCHED);
}

describe('prepareJsonSchemaTool when the runtime gives no verdict', () => {
  it('reports a runtime that never answers as one HANG, not shrunk and without verdicts', async () => {
    const runtime = functionRuntime('the server', () => ({ kind: 'hung', afterMs: 50 }));
    const { findings, stats } = await runPreparedTool(prepare(runtime), 10);
    expect(findings.map((f) => `${f.kind}/${f.blame}`)).toEqual(['HANG/validator']);
    expect(findings[0]?.shrink).toEqual(NOTHING_TO_SHRINK);
    expect(findings[0]?.verdicts).toBeUndefined();
    expect(findings[0]?.explanation).toBe('the server gave no verdict within 50 ms');
    // No shrink step called it again: one call per case.
    expect(runtime.calls).toBe(stats.cases.valid + stats.cases.faker + stats.cases.violator + stats.cases.loose);
  });

  it('reports a crashing runtime as a CRASH, and runs no more cases once it is exhausted', async () => {
    let crashes = 0;
    const runtime = functionRuntime('the server', () => {
      crashes++;
      return { kind: 'crashed', detail: 'the server exited with code 1' };
    });
    // The server gives up for good after its third crash.
    Object.defineProperty(runtime, 'exhausted', { get: () => crashes >= 3 });
    const tool = prepare(runtime);
    const { findings, stats } = await runPreparedTool(tool, 25);
    expect(findings.map((f) => `${f.kind}/${f.blame}`)).toEqual(['CRASH/validator']);
    expect(findings[0]?.shrink).toEqual(NOTHING_TO_SHRINK);
    expect(stats.cases.valid + stats.cases.faker + stats.cases.violator + stats.cases.loose).toBe(3);
    expect(tool.make('valid', 0)).toBeUndefined();
  });

  it('reports a runtime that throws as THROWS, blamed on the validator, shrunk', async () => {
    const runtime = functionRuntime('typebox 0.34.52', () => {
      throw new TypeError('Cannot read properties of undefined');
    });
    const { findings } = await runPreparedTool(prepare(runtime, 'converter'), 10);
    expect(findings.map((f) => `${f.kind}/${f.blame}`)).toEqual(['THROWS/validator']);
    expect(findings[0]?.explanation).toContain(
      'typebox 0.34.52 threw instead of giving a verdict: TypeError: Cannot read properties of undefined',
    );
    expect(findings[0]?.argsJson).toBe('{}');
  });

  it('watches every runtime call, so a synchronous hang in it is the watchdog’s to catch', async () => {
    const events: string[] = [];
    const watch: CallWatch = { call: (phase) => events.push(`call ${phase}`), done: () => events.push('done') };
    let inside = false;
    const validate = referenceValidator(SCHEMA);
    const runtime = functionRuntime('lib', (args) => {
      inside = events.at(-1) === 'call validator';
      return ajvVerdict(validate, args);
    });
    const tool = prepare(runtime);
    const generated = tool.make('valid', 0);
    if (generated === undefined) throw new Error('no valid case');
    await tool.evaluate(generated, watch);
    expect(inside).toBe(true);
    expect(events).toEqual(['call validator', 'done']);
  });
});

describe('prepareJsonSchemaTool and hidden constraints', () => {
  it('lists a rejection that cites only hidden constraints, without the value, and reports no finding', async () => {
    const validate = referenceValidator(SCHEMA);
    const runtime = functionRuntime('zod 4.6.7', (args) => {
      const n = (args as { n?: unknown } | undefined)?.n;
      if (typeof n === 'number' && Number.isInteger(n) && n % 2 !== 0 && validate(args))
        return { kind: 'rejected', issues: [{ message: `must be even, got ${n}`, path: ['n'], hidden: true }] };
      return ajvVerdict(validate, args);
    });
    const { findings, stats } = await runPreparedTool(prepare(runtime, 'converter'), 100);
    expect(findings).toEqual([]);
    expect(stats.hiddenConstraints.map((h) => h.message)).toEqual(['n: must be even']);
    expect(JSON.parse(stats.hiddenConstraints[0]?.exampleJson ?? '{}').n % 2).not.toBe(0);
  });
});

describe('prepareJsonSchemaTool lifecycle', () => {
  it('releases the runtime on dispose', () => {
    const runtime = ajvRuntime(SCHEMA) as ReturnType<typeof functionRuntime>;
    const tool = prepare(runtime);
    expect(runtime.disposed).toBe(false);
    tool.dispose();
    expect(runtime.disposed).toBe(true);
  });

  it('refines nothing, and prepares the same schema twice (its $id registered once per ajv)', async () => {
    const withId = { ...SCHEMA, $id: 'https://example.com/tools/failing.json' };
    const first = prepareJsonSchemaTool(
      { name: 'a', seed: 1, advertised: withId, runtime: ajvRuntime(SCHEMA), blame: 'converter' },
      UNWATCHED,
    );
    const second = prepareJsonSchemaTool(
      { name: 'a', seed: 1, advertised: withId, runtime: ajvRuntime(SCHEMA), blame: 'converter' },
      UNWATCHED,
    );
    expect(second.satisfiable).toBe(true);
    expect((await runPreparedTool(second, 20)).findings).toEqual([]);
    const generated = first.make('valid', 0);
    expect(
      generated === undefined
        ? 'none'
        : await first.refine({ kind: 'FALSE_REJECT', blame: 'converter', explanation: '', paths: [] }, generated, {
            hooks: undefined as never,
            budget: 1,
            shouldStop: () => false,
          }),
    ).toBeUndefined();
    first.dispose();
    second.dispose();
  });
});
