import { describe, expectTypeOf, it } from 'vitest';
import type { FlagTable, TypedFlag } from './flagRow.ts';

interface Options {
  readonly id: string;
  readonly limit: number | undefined;
  readonly verbose: boolean;
}

describe('FlagTable', () => {
  it('has exactly one row per option', () => {
    expectTypeOf<keyof FlagTable<Options>>().toEqualTypeOf<keyof Options>();
  });

  it('lets a row be required or defaulted, never both', () => {
    const required: TypedFlag<string> = { flag: '--id', kind: 'string', description: 'the id', required: true };
    const defaulted: TypedFlag<number | undefined> = {
      flag: '--limit',
      kind: 'int',
      description: 'at most',
      defaultValue: () => undefined,
    };
    // @ts-expect-error: a required flag has no default to fall back on
    const both: TypedFlag<string> = { flag: '--id', kind: 'string', description: 'the id', required: true, defaultValue: () => 'x' };
    // @ts-expect-error: neither required nor defaulted: what would an absent flag give?
    const neither: TypedFlag<string> = { flag: '--id', kind: 'string', description: 'the id' };
    expectTypeOf([required, defaulted, both, neither]).not.toBeAny();
  });

  it('ties a row to the type of its field', () => {
    // @ts-expect-error: a number field cannot be read by a string flag
    const wrongKind: TypedFlag<number> = { flag: '--limit', kind: 'string', description: 'at most', defaultValue: () => 1 };
    // @ts-expect-error: the default must be of the field's type
    const wrongDefault: TypedFlag<boolean> = { flag: '--verbose', kind: 'boolean', description: 'say more', defaultValue: () => 'yes' };
    expectTypeOf([wrongKind, wrongDefault]).not.toBeAny();
  });
});
