import { describe, expectTypeOf, it } from 'vitest';
import type { RunOptions } from './runOptions.ts';
import type { FlagKindFor, RunFlagTable } from './runFlags.ts';

describe('RunFlagTable', () => {
  it('has exactly one row per RunOptions field', () => {
    expectTypeOf<keyof RunFlagTable>().toEqualTypeOf<keyof RunOptions>();
  });

  it('only lets a row read the type of its field', () => {
    expectTypeOf<FlagKindFor<number>>().toEqualTypeOf<'int' | 'number'>();
    expectTypeOf<FlagKindFor<number | undefined>>().toEqualTypeOf<'int' | 'number'>();
    expectTypeOf<FlagKindFor<string | undefined>>().toEqualTypeOf<'string'>();
    expectTypeOf<FlagKindFor<string[]>>().toEqualTypeOf<'strings' | 'list'>();
    expectTypeOf<FlagKindFor<boolean>>().toEqualTypeOf<'boolean'>();
  });

  it('rejects a table that lacks a flag for an option', () => {
    // @ts-expect-error: the `callTimeoutMs` row is missing
    const table: RunFlagTable = {} as Omit<RunFlagTable, 'callTimeoutMs'>;
    expectTypeOf(table).not.toBeAny();
  });
});
