import { describe, expect, it } from 'vitest';
import * as src from '../../../../src/index.ts';
import type { SchemaSpec } from '../../../reference/schemaSpec.ts';
import * as bodyFirst from '../../../../fixtures/subjects/boundary-body-first.ts';
import * as shallowCopy from '../../../../fixtures/subjects/boundary-shallow-copy.ts';
import * as plainError from '../../../../fixtures/subjects/boundary-plain-error.ts';
import type { Subject, SubjectToolDefinition } from '../../../subject/subject.ts';
import { createBoundaryProbe, type BoundaryProbe } from './boundaryProbe.ts';

const SPEC: SchemaSpec = { mode: { type: 'string', required: true } };
const reference = src as unknown as Subject;

function probeOf(subject: Subject, spec: SchemaSpec = SPEC): BoundaryProbe {
  const probe = createBoundaryProbe(subject, spec, 'probe');
  if (probe === undefined || typeof probe === 'string') throw new Error(`no probe: ${String(probe)}`);
  return probe;
}

function withDefineTool(defineTool: (definition: SubjectToolDefinition) => { execute(args: unknown, ctx?: unknown): unknown }): Subject {
  return { validateArgs: src.validateArgs, schemaSpecToJsonSchema: src.schemaSpecToJsonSchema, defineTool };
}

async function observe(probe: BoundaryProbe, json: string, timeoutMs = 500): ReturnType<BoundaryProbe['observe']> {
  return probe.observe(JSON.parse(json), json, timeoutMs);
}

describe('createBoundaryProbe', () => {
  it('gives no probe for a subject without defineTool', () => {
    expect(
      createBoundaryProbe({ validateArgs: src.validateArgs, schemaSpecToJsonSchema: src.schemaSpecToJsonSchema }, SPEC, 't'),
    ).toBeUndefined();
  });

  it('says why when defineTool throws or returns no execute', () => {
    const throwing = withDefineTool(() => {
      throw new Error('bad spec');
    });
    expect(createBoundaryProbe(throwing, SPEC, 't')).toBe('defineTool threw Error: bad spec');
    expect(
      createBoundaryProbe(
        withDefineTool(() => ({}) as never),
        SPEC,
        't',
      ),
    ).toBe('defineTool returned no execute function');
    expect(
      createBoundaryProbe(
        withDefineTool(() => null as never),
        SPEC,
        't',
      ),
    ).toBe('defineTool returned no execute function');
  });

  it('hands defineTool the spec and name', () => {
    let seen: SubjectToolDefinition | undefined;
    createBoundaryProbe(
      withDefineTool((definition) => {
        seen = definition;
        return { execute: () => undefined };
      }),
      SPEC,
      'my_tool',
    );
    expect(seen?.name).toBe('my_tool');
    expect(seen?.schema).toBe(SPEC);
    expect(typeof seen?.execute).toBe('function');
  });
});

describe('BoundaryProbe.observe with the reference defineTool', () => {
  it('sees valid args reach the body as the very same object', async () => {
    expect(await observe(probeOf(reference), '{"mode":"a"}')).toEqual({
      reached: true,
      sameArgs: true,
      outcome: 'resolved',
      mutatedArgs: false,
    });
  });

  it('sees invalid args rejected with INVALID_ARGS and the violations, the body never reached', async () => {
    const observation = await observe(probeOf(reference), '{"mode":1}');
    expect(observation).toMatchObject({
      reached: false,
      sameArgs: undefined,
      outcome: 'rejected',
      mutatedArgs: false,
      errorCode: 'INVALID_ARGS',
    });
    expect(observation.errorMessage).toContain('mode: expected string, got 1');
  });

  it('starts each observation afresh (a reach is not remembered into the next case)', async () => {
    const probe = probeOf(reference);
    expect((await observe(probe, '{"mode":"a"}')).reached).toBe(true);
    expect((await observe(probe, '{}')).reached).toBe(false);
  });
});

describe('BoundaryProbe.observe with drifting defineTools', () => {
  it('sees a body reached despite violations (boundary-body-first)', async () => {
    const observation = await observe(probeOf(bodyFirst as unknown as Subject), '{"mode":1}');
    expect(observation).toMatchObject({ reached: true, outcome: 'rejected', errorCode: 'INVALID_ARGS' });
  });

  it('sees a copy handed to the body, and quotes it (boundary-shallow-copy)', async () => {
    const observation = await observe(probeOf(shallowCopy as unknown as Subject), '{"mode":"a"}');
    expect(observation).toEqual({ reached: true, sameArgs: false, received: '{"mode":"a"}', outcome: 'resolved', mutatedArgs: false });
  });

  it('sees a rejection without a code (boundary-plain-error)', async () => {
    const observation = await observe(probeOf(plainError as unknown as Subject), '{"mode":1}');
    expect(observation.outcome).toBe('rejected');
    expect(observation.errorCode).toBeUndefined();
    expect(observation.errorMessage).toContain('mode');
  });

  it('sees a synchronous throw, with its code and message', async () => {
    const subject = withDefineTool(() => ({
      execute: () => {
        throw Object.assign(new Error('nope'), { code: 'INVALID_ARGS' });
      },
    }));
    expect(await observe(probeOf(subject), '{"mode":1}')).toEqual({
      reached: false,
      sameArgs: undefined,
      outcome: 'threw-synchronously',
      mutatedArgs: false,
      errorCode: 'INVALID_ARGS',
      errorMessage: 'nope',
    });
  });

  it('sees an execute that never settles as a timeout, within the limit', async () => {
    const subject = withDefineTool(() => ({ execute: () => new Promise(() => {}) }));
    const started = Date.now();
    const observation = await observe(probeOf(subject), '{"mode":"a"}', 30);
    expect(observation).toEqual({ reached: false, sameArgs: undefined, outcome: 'timeout', mutatedArgs: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('sees args changed by defineTool (defaults written in place)', async () => {
    const subject = withDefineTool((definition) => ({
      execute: (args: unknown) => {
        (args as Record<string, unknown>).level = 1;
        return definition.execute(args);
      },
    }));
    expect(await observe(probeOf(subject), '{"mode":"a"}')).toMatchObject({ reached: true, sameArgs: true, mutatedArgs: true });
  });

  it('takes a non-promise return as resolved', async () => {
    const subject = withDefineTool((definition) => ({ execute: (args: unknown) => definition.execute(args) }));
    expect(await observe(probeOf(subject), '{"mode":"a"}')).toEqual({
      reached: true,
      sameArgs: true,
      outcome: 'resolved',
      mutatedArgs: false,
    });
  });

  it('reads rejections with odd reasons without throwing', async () => {
    for (const reason of [null, undefined, 'text', 42, { code: 7, message: 'seven' }]) {
      const subject = withDefineTool(() => ({ execute: () => Promise.reject(reason) }));
      const observation = await observe(probeOf(subject), '{"mode":1}');
      expect(observation.outcome).toBe('rejected');
      expect(typeof observation.errorMessage).toBe('string');
    }
    const hostile = withDefineTool(() => ({
      execute: () =>
        Promise.reject(
          new Proxy(
            {},
            {
              get() {
                throw new Error('trap');
              },
            },
          ),
        ),
    }));
    expect((await observe(probeOf(hostile), '{"mode":1}')).outcome).toBe('rejected');
    const coded = withDefineTool(() => ({ execute: () => Promise.reject({ code: 7, message: 'seven' }) }));
    expect(await observe(probeOf(coded), '{}')).toMatchObject({ errorCode: '7', errorMessage: 'seven' });
  });
});
