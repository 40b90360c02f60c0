// Pollution of the built-in prototypes poisons every later case in a worker, so each case is checked.
// Listing the prototypes' own keys costs ~10 µs a case (four arrays of ~120 keys, a tenth of a small
// case's time and most of its garbage); a `for...in` over them costs ~0.3 µs and sees every
// enumerable key, which is what `target[key] = value` with a `__proto__` key creates. Non-enumerable
// or symbol keys (defineProperty on a prototype) are caught by the full listing every FULL_EVERY cases.

/** Cases between two full listings of the prototypes' own keys. */
export const FULL_EVERY = 64;

const PROTOTYPES: readonly (readonly [string, object])[] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
];

function ownKeyCount(proto: object): number {
  return Reflect.ownKeys(proto).length;
}

function hasEnumerableKey(proto: object): boolean {
  for (const _ in proto) return true;
  return false;
}

/** Watches the built-in prototypes for keys added after it was created. */
export class PrototypeWatch {
  readonly #sizes = PROTOTYPES.map(([, proto]) => ownKeyCount(proto));
  readonly #enumerableAtStart = PROTOTYPES.map(([, proto]) => hasEnumerableKey(proto));
  #sinceFull = 0;

  /** The name of a prototype that gained a key, or undefined; call once per case. */
  check(): string | undefined {
    for (let i = 0; i < PROTOTYPES.length; i++) {
      const [name, proto] = PROTOTYPES[i] as readonly [string, object];
      // A prototype that already had enumerable keys when loaded (a polyfill) needs the full listing.
      if (!this.#enumerableAtStart[i] && hasEnumerableKey(proto)) return name;
    }
    if (++this.#sinceFull < FULL_EVERY) return undefined;
    return this.checkFully();
  }

  /** Lists every prototype's own keys: catches non-enumerable and symbol keys too. */
  checkFully(): string | undefined {
    this.#sinceFull = 0;
    for (let i = 0; i < PROTOTYPES.length; i++) {
      const [name, proto] = PROTOTYPES[i] as readonly [string, object];
      if (ownKeyCount(proto) !== this.#sizes[i]) return name;
    }
    return undefined;
  }
}
