import { describe, expect, it } from 'vitest';
import { withTimeout } from './withTimeout.ts';

describe('withTimeout', () => {
  it('reports the value of a promise that fulfils in time', async () => {
    expect(await withTimeout(Promise.resolve(42), 1000)).toEqual({ status: 'fulfilled', value: 42 });
  });

  it('reports the reason of a promise that rejects in time, without throwing', async () => {
    const reason = new Error('boom');
    expect(await withTimeout(Promise.reject(reason), 1000)).toEqual({ status: 'rejected', reason });
  });

  it('keeps a rejection reason that is not an Error (undefined included)', async () => {
    expect(await withTimeout(Promise.reject(undefined), 1000)).toEqual({ status: 'rejected', reason: undefined });
  });

  it('reports a timeout for a promise that never settles, after about `ms`', async () => {
    const started = Date.now();
    const settled = await withTimeout(new Promise<never>(() => {}), 30);
    expect(settled).toEqual({ status: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reports a timeout when the promise settles only after the limit, and ignores the late settlement', async () => {
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 80));
    expect(await withTimeout(late, 10)).toEqual({ status: 'timeout' });
    await late; // settling after the timeout must not throw or resolve twice
  });

  it('fulfils with a promise that settles just before the limit', async () => {
    const soon = new Promise<string>((resolve) => setTimeout(() => resolve('soon'), 5));
    expect(await withTimeout(soon, 500)).toEqual({ status: 'fulfilled', value: 'soon' });
  });
});

describe('withTimeout on promises that settle after some microtask turns', () => {
  async function afterTurns(turns: number): Promise<string> {
    for (let i = 0; i < turns; i++) await undefined;
    return `after ${turns}`;
  }

  it('settles the same however many turns the promise takes, with or without a timer', async () => {
    for (const turns of [0, 1, 3, 7, 8, 9, 20, 100]) {
      expect(await withTimeout(afterTurns(turns), 1000)).toEqual({ status: 'fulfilled', value: `after ${turns}` });
    }
  });

  it('keeps the rejection of a promise that rejects late in the microtask queue', async () => {
    const late = (async () => {
      for (let i = 0; i < 30; i++) await undefined;
      throw new Error('late');
    })();
    const settled = await withTimeout(late, 1000);
    expect(settled.status).toBe('rejected');
  });
});
