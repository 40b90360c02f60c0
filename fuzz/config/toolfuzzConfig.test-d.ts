import { describe, expectTypeOf, it } from 'vitest';
import type { RunOptions } from '../options/runOptions.ts';
import { defineConfig } from './index.ts';
import type { ToolfuzzConfig } from './toolfuzzConfig.ts';

describe('ToolfuzzConfig', () => {
  it('has a key for every run option but config, plus the `time` alias', () => {
    expectTypeOf<Exclude<keyof ToolfuzzConfig, 'time'>>().toEqualTypeOf<Exclude<keyof RunOptions, 'config'>>();
  });

  it('types the values like the flags, and takes undefined as "not set"', () => {
    defineConfig({ runs: 200, specs: 'specs', json: process.env['REPORT'] });
    defineConfig({ specs: ['a', 'b'] as const, failOnStale: true });
    // @ts-expect-error: runs is a number, as --runs reads it
    defineConfig({ runs: '200' });
    // @ts-expect-error: unknown keys are caught by the type too
    defineConfig({ run: 200 });
  });
});
