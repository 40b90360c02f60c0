import { describe, expect, it } from 'vitest';
import * as src from '../../../../src/index.ts';
import type { SchemaSpec } from '../../../reference/schemaSpec.ts';
import type { Subject } from '../../../subject/subject.ts';
import { runValidator } from './validatorVerdict.ts';

const SPEC: SchemaSpec = { mode: { type: 'string', required: true }, level: { type: 'integer', default: 1 } };
const reference = src as unknown as Subject;

function subjectWith(validateArgs: Subject['validateArgs']): Subject {
  return { validateArgs, schemaSpecToJsonSchema: src.schemaSpecToJsonSchema };
}

function run(subject: Subject, json: string): ReturnType<typeof runValidator> {
  return runValidator(subject, SPEC, JSON.parse(json), json);
}

describe('runValidator', () => {
  it('records the violations of a well-behaved validator, and no mutation', () => {
    expect(run(reference, '{"mode":"a"}')).toEqual({ kind: 'result', violations: [], mutated: false });
    expect(run(reference, '{"mode":1}')).toEqual({ kind: 'result', violations: ['mode: expected string, got 1'], mutated: false });
  });

  it('passes the very args to the subject', () => {
    const args = { mode: 'a' };
    let seen: unknown;
    runValidator(
      subjectWith((_, a) => ((seen = a), [])),
      SPEC,
      args,
      JSON.stringify(args),
    );
    expect(seen).toBe(args);
  });

  it('records a throw as a description, never rethrowing', () => {
    const verdict = run(
      subjectWith(() => {
        throw new TypeError('cannot read properties of null');
      }),
      '{"mode":null}',
    );
    expect(verdict).toEqual({ kind: 'threw', error: 'TypeError: cannot read properties of null', mutated: false });
  });

  it('describes thrown non-errors too', () => {
    const verdict = run(
      subjectWith(() => {
        throw 'plain string';
      }),
      '{}',
    );
    expect(verdict).toMatchObject({ kind: 'threw', error: 'plain string' });
  });

  it.each<[string, unknown, string]>([
    ['null', null, 'returned null instead of an array of strings'],
    ['undefined', undefined, 'returned undefined instead of an array of strings'],
    ['a string', 'mode is wrong', 'returned string instead of an array of strings'],
    ['an object', { errors: [] }, 'returned object instead of an array of strings'],
    ['an array holding a number', ['ok', 3], 'returned an array whose element 1 is number'],
    ['an array holding null', [null], 'returned an array whose element 0 is null'],
    ['an array holding an Error', [new Error('x')], 'returned an array whose element 0 is object'],
  ])('calls a result of %s a bad result', (_, returned, description) => {
    expect(
      run(
        subjectWith(() => returned),
        '{"mode":"a"}',
      ),
    ).toEqual({ kind: 'bad-result', description, mutated: false });
  });

  it('notices args changed in place (defaults written), whatever the result', () => {
    const writer = subjectWith((_, args) => {
      (args as Record<string, unknown>).level = 1;
      return [];
    });
    expect(run(writer, '{"mode":"a"}')).toEqual({ kind: 'result', violations: [], mutated: true });
  });

  it('notices a change made before a throw, and before a bad result', () => {
    const thrower = subjectWith((_, args) => {
      (args as Record<string, unknown>).mode = 'x';
      throw new Error('late');
    });
    expect(run(thrower, '{"mode":"a"}')).toMatchObject({ kind: 'threw', mutated: true });
    const bad = subjectWith((_, args) => {
      delete (args as Record<string, unknown>).mode;
      return null;
    });
    expect(run(bad, '{"mode":"a"}')).toMatchObject({ kind: 'bad-result', mutated: true });
  });

  it('notices a change deep inside the args', () => {
    const deep = subjectWith((_, args) => {
      (args as { o: { list: unknown[] } }).o.list.push(1);
      return [];
    });
    expect(run(deep, '{"o":{"list":[]}}')).toMatchObject({ mutated: true });
  });

  it('counts args that no longer serialise (a cycle added) as mutated, without throwing', () => {
    const cyclic = subjectWith((_, args) => {
      (args as Record<string, unknown>).self = args;
      return [];
    });
    expect(run(cyclic, '{"mode":"a"}')).toEqual({ kind: 'result', violations: [], mutated: true });
  });

  it('compares against the baseline it was given (the 1e400 case: JSON.stringify of the parse)', () => {
    const args = JSON.parse('{"mode":"a","n":1e400}') as unknown;
    expect(runValidator(reference, SPEC, args, JSON.stringify(args))).toMatchObject({ mutated: false });
  });
});
