// The type-level promises of the package's main entry, `toolfuzz`.
import { describe, expectTypeOf, it } from 'vitest';
import type { ToolfuzzConfig } from './config/toolfuzzConfig.ts';
import {
  type FindingKind,
  type FuzzOptions,
  type JsonReport,
  type ReplayResult,
  type ReportFinding,
  fuzz,
  replay,
  UsageError,
} from './index.ts';

describe('toolfuzz (the main entry)', () => {
  it('fuzz takes the run flags as an object, all optional, and resolves to the JSON report', () => {
    expectTypeOf(fuzz).parameter(0).toEqualTypeOf<FuzzOptions | undefined>();
    expectTypeOf(fuzz).returns.resolves.toEqualTypeOf<JsonReport>();
    expectTypeOf(fuzz({})).resolves.toHaveProperty('findings').toEqualTypeOf<readonly ReportFinding[]>();
    fuzz({
      subject: new URL('file:///s.ts'),
      specs: ['a', new URL('file:///b.json')],
      time: 5,
      corpus: false,
      signal: AbortSignal.timeout(1),
    });
  });

  it('has an option for every key of a config file (the run flags), plus the options of the call and the MCP server to fuzz', () => {
    expectTypeOf<Exclude<keyof FuzzOptions, 'cwd' | 'signal' | 'onProgress' | 'mcp' | 'stopWhenFound'>>().toEqualTypeOf<
      Exclude<keyof ToolfuzzConfig, 'timeSeconds'>
    >();
  });

  it('rejects misspelt options and wrongly typed values at compile time', () => {
    // @ts-expect-error `run` is not an option (runs is)
    fuzz({ run: 5 });
    // @ts-expect-error runs is a number, as --runs is an integer
    fuzz({ runs: '5' });
    // @ts-expect-error the corpus is a folder or false, never true
    fuzz({ corpus: true });
    // @ts-expect-error the time budget is `time` in seconds, as --time is
    fuzz({ timeSeconds: 5 });
  });

  it('replay resolves to data: each finding still failing or fixed', () => {
    expectTypeOf(replay).returns.resolves.toEqualTypeOf<ReplayResult>();
    expectTypeOf<ReplayResult['findings'][number]['status']>().toEqualTypeOf<'still-failing' | 'fixed'>();
    expectTypeOf<ReplayResult['findings'][number]['kind']>().toEqualTypeOf<FindingKind>();
    // A report object straight from fuzz() replays without a file.
    expectTypeOf<{ report: JsonReport }>().toExtend<Parameters<typeof replay>[0]>();
    // @ts-expect-error a report is required
    replay({});
  });

  it('exports the report types and a UsageError to tell bad input from a broken run', () => {
    expectTypeOf<ReportFinding['kind']>().toEqualTypeOf<FindingKind>();
    expectTypeOf<JsonReport['version']>().toEqualTypeOf<2>();
    expectTypeOf(new UsageError('x')).toExtend<Error>();
  });
});
