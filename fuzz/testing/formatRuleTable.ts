import { PROVIDERS } from '../lint/lintTypes.ts';
import { PROVIDER_RULES } from '../lint/providerRules.ts';

const escapeCell = (text: string): string => text.replaceAll('|', '\\|');

/** The rule catalogue as Markdown (fuzz/lint/RULES.md): per provider, each rule's id, effect, summary and source. */
export function formatRuleTable(): string {
  const out = [
    '# toolfuzz lint rules',
    '',
    'Generated from the rule data (`fuzz/lint/rules/*.ts`) by `formatRuleTable`; a test keeps this file in step',
    "(`npx vitest run fuzz/lint/formatRuleTable.test.ts -u` rewrites it). A problem's `rule` is the row id of the",
    'sourced research note `research/dialects.md` (OA = OpenAI, AN = Anthropic, AS = Anthropic strict, GE = Gemini);',
    'ids are stable: a rule may get sharper, never another id. Rows the note marks UNCERTAIN have certainty `uncertain`:',
    'warnings whose message starts with "uncertain: ", which never fail `toolfuzz lint` or `run --lint-gate`; others are',
    'left out (each rule file says which and why). The numbers come from one table, `fuzz/lint/providerLimits.ts`.',
  ];
  for (const provider of PROVIDERS) {
    out.push('', `## ${provider}`, '', '| rule | effect | what the provider does | fix | source |', '|---|---|---|---|---|');
    for (const rule of PROVIDER_RULES[provider]) {
      const effect = rule.certainty === 'uncertain' ? `${rule.effect} (uncertain)` : rule.effect;
      out.push(`| ${rule.id} | ${effect} | ${escapeCell(rule.summary)} | ${escapeCell(rule.fix)} | ${escapeCell(rule.source)} |`);
    }
  }
  return `${out.join('\n')}\n`;
}
