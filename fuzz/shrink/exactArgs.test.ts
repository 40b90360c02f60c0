import { describe, expect, it } from 'vitest';
import { toCaseJson } from '../cases/caseJson.ts';
import { exactArgsJson, NumberLiteral, parseExactArgs } from './exactArgs.ts';
import { shrinkGreedy, ARGS_SPACE } from './shrinkGreedy.ts';

describe('exact args: the JSON text a shrink sends is the literal the model wrote', () => {
  it.each(['{"a":1e400}', '{"a":-1e400,"b":[1e-400,2]}', '{"a":-0}', '[-0,0,1e999]', '1e400', '-0', '{"a":{"b":[{"c":-2.5e-401}]}}'])(
    'reads and writes %s back to the same text',
    (json) => {
      expect(exactArgsJson(parseExactArgs(json))).toBe(json);
    },
  );

  it('keeps a literal as a leaf JSON.parse cannot carry, and everything else as JSON.parse reads it', () => {
    const args = parseExactArgs('{"n":1e-400,"z":-0,"s":"1e400","k":2}') as Record<string, unknown>;
    expect(args.n).toEqual(new NumberLiteral('1e-400'));
    expect(args.z).toEqual(new NumberLiteral('-0'));
    expect(args.s).toBe('1e400');
    expect(args.k).toBe(2);
  });

  it('writes plain args exactly as the case sources do, ±Infinity as ±1e400', () => {
    const args = { a: Infinity, b: [-Infinity, 'x', null], c: { d: 1.5 } };
    expect(exactArgsJson(args)).toBe(toCaseJson(args, true));
    expect(exactArgsJson(undefined)).toBe('null');
  });

  it('keeps a `__proto__` key holding a literal as an own key', () => {
    const args = parseExactArgs('{"__proto__":1e400,"x":-0}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(args, '__proto__')?.value).toEqual(new NumberLiteral('1e400'));
    expect(exactArgsJson(args)).toBe('{"__proto__":1e400,"x":-0}');
  });

  it('never mistakes a string of the args for one of its literals', () => {
    const json = '{"a":"@@toolfuzz-literal@@0","b":"@@toolfuzz-literal@@1","c":1e400}';
    expect(exactArgsJson(parseExactArgs(json))).toBe(json);
  });

  it('lets the args shrink around a literal, which stays as written (JSON.parse would make 1e-400 a 0 and -0 a 0)', async () => {
    const start = parseExactArgs('{"big":[1,2,3],"tiny":1e-400,"name":"abcdef","zero":-0}');
    const result = await shrinkGreedy(start, ARGS_SPACE, async (_args, json) => json.includes('1e-400') && json.includes('-0'));
    expect(result.json).toBe('{"tiny":1e-400,"zero":-0}');
  });
});
