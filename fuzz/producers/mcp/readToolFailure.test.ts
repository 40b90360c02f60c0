import { describe, expect, it } from 'vitest';
import { type ProbeCall, readValidCallFailure } from './readToolFailure.ts';

const failed = (args: unknown, text: string, schemaValid = true): ProbeCall => ({ args, schemaValid, answer: { kind: 'failed', text } });
const answered = (args: unknown, schemaValid = true): ProbeCall => ({ args, schemaValid, answer: { kind: 'answered' } });
const hung = (args: unknown): ProbeCall => ({ args, schemaValid: true, answer: { kind: 'hung' } });
const SDK_REFUSAL = 'MCP error -32602: Input validation error: Invalid arguments for tool t: expected string, received number at login';

describe('readValidCallFailure', () => {
  it("calls a tool unusable when every schema-valid call fails alike, the call's own values masked out", () => {
    const text = (city: string) => `Upstream api.weather.example returned 503 Service Unavailable for city "${city}"; expected 200 OK.`;
    const probes = [
      failed({ city: 'Oslo' }, text('Oslo')),
      failed({ city: 'b', days: 2 }, text('b')),
      failed({ city: 3 }, SDK_REFUSAL, false),
    ];
    expect(readValidCallFailure({ args: { city: 'x' }, text: text('x') }, probes)).toMatchObject({
      kind: 'unusable',
      evidence: 'same-failure-for-any-args',
      calls: 3,
    });
  });

  it('calls a lookup that fails for every value tried unusable too (data, not a drift)', () => {
    const text = (login: string) => `User not found: the required user "${login}" does not exist.`;
    const probes = [failed({ login: 'q' }, text('q')), failed({ login: 'zz' }, text('zz'))];
    expect(readValidCallFailure({ args: { login: 'z' }, text: text('z') }, probes).kind).toBe('unusable');
  });

  it('reads a lookup that finds some values as the handler failing, not a refusal', () => {
    const text = (id: string) => `Invalid order id: no order "${id}" exists`;
    const probes = [answered({ order_id: 'A-1001' }), failed({ order_id: 'q' }, text('q')), failed({ order_id: 5 }, SDK_REFUSAL, false)];
    expect(readValidCallFailure({ args: { order_id: 'x' }, text: text('x') }, probes)).toMatchObject({
      kind: 'handler-failed',
      evidence: 'quotes-call-value',
    });
  });

  it('reads a failure the tool also gives args it must refuse as a refusal (a hand-rolled check in isError results)', () => {
    const probes = [
      answered({ title: 'a' }),
      answered({ title: 'b', note: 'n' }),
      failed({ title: 'a', note: 5 }, 'note: expected string', false),
    ];
    expect(readValidCallFailure({ args: { title: 'a', note: null }, text: 'note: expected string' }, probes)).toMatchObject({
      kind: 'refused',
      evidence: 'same-as-refusal',
    });
  });

  it('reads a text naming a key of the call, and quoting none of its values, as a refusal', () => {
    const probes = [answered({ price: 1 }), answered({ price: 2.5 }), failed({ price: 'x' }, 'price: expected number', false)];
    expect(readValidCallFailure({ args: { price: 0.1 }, text: 'price: must be a multiple of 0.01' }, probes)).toMatchObject({
      kind: 'refused',
      evidence: 'names-key',
    });
  });

  it('reads a failure with no refusal evidence as the handler failing', () => {
    const probes = [answered({ path: '/a' }), answered({ path: '/b' })];
    expect(readValidCallFailure({ args: { path: '/c' }, text: 'ENOENT: no such file or directory' }, probes)).toMatchObject({
      kind: 'handler-failed',
      evidence: 'no-refusal-evidence',
    });
  });

  it('does not call a tool unusable on too few probes, nor when other args are answered', () => {
    const text = 'Authentication required: set GITHUB_TOKEN to use this tool.';
    expect(readValidCallFailure({ args: { q: 'a' }, text }, [failed({ q: 'b' }, text)]).kind).toBe('handler-failed');
    expect(readValidCallFailure({ args: { q: 'a' }, text }, [failed({ q: 'b' }, text), answered({ q: 'c' })]).kind).toBe('handler-failed');
  });

  it('calls a tool that hangs whatever the args unusable, and a hang other args escape the HANG it is', () => {
    expect(
      readValidCallFailure({ args: { library: 'a' }, text: undefined }, [hung({ library: 'b' }), hung({ library: 'c', topic: 'x' })]),
    ).toMatchObject({ kind: 'unusable', evidence: 'hangs-for-any-args', calls: 3 });
    expect(readValidCallFailure({ args: { key: 'a', wait: true }, text: undefined }, [answered({ key: 'a' })]).kind).toBe('handler-failed');
  });
});
