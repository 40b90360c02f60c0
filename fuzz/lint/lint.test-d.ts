import { describe, expectTypeOf, it } from 'vitest';
import { type LintEffect, type LintReport, type Provider, type RuleId, type ToolLintProblem, lint, lintSchema } from './index.ts';
import type { LintOptions } from './index.ts';

describe('the lint API types', () => {
  it('names exactly the six providers and three effects the lint report promises', () => {
    expectTypeOf<Provider>().toEqualTypeOf<'openai-strict' | 'openai' | 'anthropic' | 'anthropic-strict' | 'gemini' | 'gemini-json'>();
    expectTypeOf<LintEffect>().toEqualTypeOf<'rejected' | 'ignored' | 'rewritten'>();
  });

  it('resolves lint() to the report, whose problems carry the contract fields', () => {
    expectTypeOf(lint).returns.resolves.toEqualTypeOf<LintReport>();
    expectTypeOf<LintReport['lint'][number]>().toEqualTypeOf<ToolLintProblem>();
    expectTypeOf<keyof ToolLintProblem>().toEqualTypeOf<
      'tool' | 'provider' | 'rule' | 'effect' | 'path' | 'message' | 'fix' | 'certainty'
    >();
    expectTypeOf<ToolLintProblem['rule']>().toEqualTypeOf<RuleId>();
  });

  it('takes the CLI flags as an optional object, and refuses a misspelt provider at compile time', () => {
    expectTypeOf(lint).parameter(0).toEqualTypeOf<LintOptions | undefined>();
    // @ts-expect-error: 'gemni' is not a provider
    const options: LintOptions = { providers: ['gemni'] };
    expectTypeOf(options).not.toBeAny();
    // @ts-expect-error: lintSchema wants a provider
    lintSchema({}, 'claude');
  });

  it('keeps rule ids to the research note families', () => {
    expectTypeOf<'OA-2'>().toMatchTypeOf<RuleId>();
    expectTypeOf<'XX-2'>().not.toMatchTypeOf<RuleId>();
  });
});
