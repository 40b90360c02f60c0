import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { JsonSchemaObject } from '../schema/schemaTypes.ts';
import { lintSchema } from './lintSchema.ts';
import { lintTools } from './lintTools.ts';
import { type LimitName, PROVIDER_LIMITS } from './providerLimits.ts';
import { PROVIDER_RULES } from './providerRules.ts';

const RULES_DIR = fileURLToPath(new URL('./rules/', import.meta.url));
// Message formatting (shortJson's cut), not a provider's number.
const NOT_RULES = new Set(['ruleHelpers.ts']);

// The code of a TypeScript file without its comments and the text of its strings and templates
// (a template's ${...} expressions are code and stay): what numbers it computes with.
function codeOnly(source: string): string {
  let out = '';
  // What encloses the current position: a template's text, or code (a template expression's braces included).
  const stack: ('template' | 'code')[] = ['code'];
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    const top = stack[stack.length - 1];
    if (top === 'template') {
      if (c === '\\') i++;
      else if (c === '`') stack.pop();
      else if (c === '$' && source[i + 1] === '{') {
        stack.push('code');
        i++;
      }
      continue;
    }
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i) - 1;
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i) + 1;
    else if (c === "'" || c === '"') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '`') stack.push('template');
    else if (c === '{') {
      stack.push('code');
      out += c;
    } else if (c === '}') {
      if (stack.length > 1) stack.pop();
      out += ' ';
    } else out += c;
  }
  return out;
}

const closed = (properties: Record<string, unknown>): JsonSchemaObject => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const keys = (n: number, schema: unknown = { type: 'string' }): Record<string, unknown> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, schema]));
const nested = (levels: number): JsonSchemaObject =>
  levels === 0 ? closed({ leaf: { type: 'string' } }) : closed({ x: nested(levels - 1) });
const openKeys = (n: number): JsonSchemaObject => ({ type: 'object', properties: keys(n), additionalProperties: false });

// For each limit, a schema (or tool set) of size n: at n = the limit the rule is quiet, at n + 1 it fires.
const PROBES: { readonly [L in LimitName]: (n: number) => boolean } = {
  openaiStrictProperties: (n) => fires('openai-strict', 'OA-12', closed(keys(n))),
  openaiStrictDepth: (n) => fires('openai-strict', 'OA-12', nested(n)),
  openaiStrictStringTotal: (n) => fires('openai-strict', 'OA-13', closed({ ['k'.repeat(n)]: { type: 'string' } })),
  openaiStrictEnumValues: (n) =>
    fires('openai-strict', 'OA-14', closed({ a: { type: 'integer', enum: Array.from({ length: n }, (_, i) => i) } })),
  // Over the large-enum size with long values: the length cap applies only then.
  openaiStrictLargeEnum: (n) =>
    fires('openai-strict', 'OA-14', closed({ a: { type: 'string', enum: Array.from({ length: n }, (_, i) => `${i}`.padEnd(100, 'x')) } })),
  openaiStrictLargeEnumChars: (n) => {
    const count = PROVIDER_LIMITS.openaiStrictLargeEnum.value + 1;
    const values = Array.from({ length: count }, (_, i) => `${i}`.padEnd(Math.floor(n / count), 'x'));
    values[0] = (values[0] as string).padEnd((values[0] as string).length + (n - values.join('').length), 'y');
    return fires('openai-strict', 'OA-14', closed({ a: { type: 'string', enum: values } }));
  },
  anthropicStrictTools: (n) =>
    lintTools(
      Array.from({ length: n }, (_, i) => ({ name: `t${i}`, schema: closed({}) })),
      ['anthropic-strict'],
    ).some((p) => p.rule === 'AS-6'),
  anthropicStrictOptional: (n) => fires('anthropic-strict', 'AS-6', openKeys(n)),
  anthropicStrictUnions: (n) => fires('anthropic-strict', 'AS-6', closed(keys(n, { type: ['string', 'null'] }))),
  anthropicStrictMinItems: (n) =>
    fires('anthropic-strict', 'AS-3', closed({ a: { type: 'array', items: { type: 'string' }, minItems: n } })),
};

function fires(provider: 'openai-strict' | 'anthropic-strict', rule: string, schema: JsonSchemaObject): boolean {
  return lintSchema(schema, provider).some((p) => p.rule === rule);
}

describe('the pinned provider limits', () => {
  it('are the only numbers the rule files hold', () => {
    const files = readdirSync(RULES_DIR).filter((f) => f.endsWith('.ts') && !NOT_RULES.has(f));
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const numbers = codeOnly(readFileSync(`${RULES_DIR}${file}`, 'utf8')).match(/(?<![\w.$])\d[\d_]*(?:\.\d+)?(?![\w])/g) ?? [];
      // 0 and 1 count and index; anything else is a provider's number and belongs in the table.
      expect(
        numbers.filter((n) => n !== '0' && n !== '1'),
        file,
      ).toEqual([]);
    }
  });

  it.each(Object.entries(PROVIDER_LIMITS))('%s: the rule is quiet at the limit and fires one past it', (name, pinned) => {
    const probe = PROBES[name as LimitName];
    expect(probe(pinned.value), `${name} at ${pinned.value}`).toBe(false);
    expect(probe(pinned.value + 1), `${name} at ${pinned.value + 1}`).toBe(true);
  });

  it('name a rule of their provider, a source and the date it was read', () => {
    for (const [name, pinned] of Object.entries(PROVIDER_LIMITS)) {
      expect(
        PROVIDER_RULES[pinned.provider].map((r) => r.id),
        name,
      ).toContain(pinned.rule);
      expect(pinned.source.length, name).toBeGreaterThan(10);
      expect(pinned.read, name).toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });
});
