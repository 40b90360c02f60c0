import type { Provider, RuleId } from './lintTypes.ts';

/** One number a provider rule holds schemas to, with where it was read and when. */
export interface PinnedLimit {
  readonly value: number;
  readonly provider: Provider;
  readonly rule: RuleId;
  /** What is counted, in the words the messages use. */
  readonly what: string;
  readonly source: string;
  /** When the source was read (the limits have changed before: see `history`). */
  readonly read: string;
  readonly history?: string;
}

const OPENAI_GUIDE =
  'OpenAI Structured Outputs guide, "Supported schemas" (platform.openai.com/docs/guides/structured-outputs), stored mirror';
const ANTHROPIC_DOCS = 'Anthropic docs, structured outputs "JSON Schema limitations" (platform.claude.com), stored mirror';
const READ = '2026-12-01 (research/dialects.md)';

/**
 * Every number a lint rule uses, in one place: when a provider changes a limit, this table is the
 * one edit (and RULES.md, generated, follows). fuzz/lint/providerLimits.test.ts checks that the rule
 * files hold no numbers of their own and that each rule fires exactly past its limit.
 */
export const PROVIDER_LIMITS = {
  openaiStrictProperties: {
    value: 5000,
    provider: 'openai-strict',
    rule: 'OA-12',
    what: 'object properties in all',
    source: `${OPENAI_GUIDE}, "Objects have limitations on nesting depth and size"`,
    read: READ,
    history: 'earlier docs: 100 (community.openai.com/t/918388)',
  },
  openaiStrictDepth: {
    value: 10,
    provider: 'openai-strict',
    rule: 'OA-12',
    what: 'levels of object nesting',
    source: `${OPENAI_GUIDE}, "Objects have limitations on nesting depth and size"`,
    read: READ,
    history: 'earlier docs: 5',
  },
  openaiStrictStringTotal: {
    value: 120_000,
    provider: 'openai-strict',
    rule: 'OA-13',
    what: 'characters of property names, definition names, enum and const values',
    source: `${OPENAI_GUIDE}, "Limitations on total string size"`,
    read: READ,
  },
  openaiStrictEnumValues: {
    value: 1000,
    provider: 'openai-strict',
    rule: 'OA-14',
    what: 'enum values in all',
    source: `${OPENAI_GUIDE}, "Limitations on enum size"`,
    read: READ,
  },
  openaiStrictLargeEnum: {
    value: 250,
    provider: 'openai-strict',
    rule: 'OA-14',
    what: 'values in one string enum before its length is capped',
    source: `${OPENAI_GUIDE}, "Limitations on enum size"`,
    read: READ,
  },
  openaiStrictLargeEnumChars: {
    value: 15_000,
    provider: 'openai-strict',
    rule: 'OA-14',
    what: 'characters of a string enum over the large-enum size',
    source: `${OPENAI_GUIDE}, "Limitations on enum size"`,
    read: READ,
  },
  anthropicStrictTools: {
    value: 20,
    provider: 'anthropic-strict',
    rule: 'AS-6',
    what: 'strict tools in one request',
    source: `${ANTHROPIC_DOCS}, limits`,
    read: READ,
  },
  anthropicStrictOptional: {
    value: 24,
    provider: 'anthropic-strict',
    rule: 'AS-6',
    what: 'optional properties across the strict tools of a request',
    source: `${ANTHROPIC_DOCS}, limits`,
    read: READ,
  },
  anthropicStrictUnions: {
    value: 16,
    provider: 'anthropic-strict',
    rule: 'AS-6',
    what: 'union-typed schemas across the strict tools of a request',
    source: `${ANTHROPIC_DOCS}, limits`,
    read: READ,
  },
  anthropicStrictMinItems: {
    value: 1,
    provider: 'anthropic-strict',
    rule: 'AS-3',
    what: 'the largest minItems strict mode supports',
    source: ANTHROPIC_DOCS,
    read: READ,
  },
} as const satisfies Record<string, PinnedLimit>;

/** The name of one pinned limit. */
export type LimitName = keyof typeof PROVIDER_LIMITS;

/** The value of a pinned limit: what the rules read. */
export function limit(name: LimitName): number {
  return PROVIDER_LIMITS[name].value;
}
