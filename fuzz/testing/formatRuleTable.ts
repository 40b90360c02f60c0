import { PROVIDERS } from '../lint/lintTypes.ts';
import { PROVIDER_RULES } from '../lint/providerRules.ts';

const escapeCell = (text: string): string => text.replaceAll('|', '\\|');

/** The rule catalogue as Markdown (fuzz/lint/RULES.md): per provider, each rule's id, effect, summary and source. */
export function formatRuleTable(): string {
  const out = [
    '# toolfuzz lint rules',
    '',
    'Generated from the rule data (`fuzz/lint/rules/*.ts`) by `formatRuleTable`; a test keeps this file in step',
    '(`npx vitest run fuzz/lint/formatRuleTable.test.ts -u` rewrites it). A problem\'s `rule` is the row id of the',
    "sourced research note `research/dialects.md` (OA = OpenAI, AN = Anthropic, AS = Anthropic strict, GE = Gemini);",
    'ids are stable: a rule may get sharper, never another id. Rows the note marks UNCERTAIN are `ignored` here, or',
    'left out (each rule file says which and why).',
  ];
  for (const provider of PROVIDERS) {
    out.push('', `## ${provider}`, '', '| rule | effect | what the provider does | source |', '|---|---|---|---|');
    for (const rule of PROVIDER_RULES[provider]) out.push(`| ${rule.id} | ${rule.effect} | ${escapeCell(rule.summary)} | ${escapeCell(rule.source)} |`);
  }
  return `${out.join('\n')}\n`;
}
