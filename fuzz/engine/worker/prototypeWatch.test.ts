import { afterEach, describe, expect, it } from 'vitest';
import { FULL_EVERY, PrototypeWatch } from './prototypeWatch.ts';

const added: [object, PropertyKey][] = [];

afterEach(() => {
  for (const [proto, key] of added.splice(0)) Reflect.deleteProperty(proto, key);
});

function add(proto: object, key: PropertyKey, enumerable: boolean): void {
  added.push([proto, key]);
  Object.defineProperty(proto, key, { value: 1, enumerable, configurable: true, writable: true });
}

describe('PrototypeWatch', () => {
  it('sees nothing on untouched prototypes, however often it checks', () => {
    const watch = new PrototypeWatch();
    for (let i = 0; i < FULL_EVERY * 3; i++) expect(watch.check()).toBeUndefined();
    expect(watch.checkFully()).toBeUndefined();
  });

  it('names the prototype an assignment polluted on the very next check', () => {
    const watch = new PrototypeWatch();
    add(Array.prototype, 'pollutedArray', true);
    expect(watch.check()).toBe('Array.prototype');
  });

  it('names Object.prototype first when it is polluted, since every object inherits from it', () => {
    const watch = new PrototypeWatch();
    add(Object.prototype, 'polluted', true);
    expect(watch.check()).toBe('Object.prototype');
  });

  it('catches a symbol key at once on a full check', () => {
    const watch = new PrototypeWatch();
    add(String.prototype, Symbol('hidden'), false);
    expect(watch.checkFully()).toBe('String.prototype');
  });

  it('catches a non-enumerable key within FULL_EVERY per-case checks', () => {
    const watch = new PrototypeWatch();
    add(Function.prototype, 'hidden', false);
    const seenAt: number[] = [];
    for (let i = 1; i <= FULL_EVERY; i++) if (watch.check() !== undefined) seenAt.push(i);
    expect(seenAt).toEqual([FULL_EVERY]);
  });
});
