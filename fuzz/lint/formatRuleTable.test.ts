import { describe, expect, it } from 'vitest';
import { formatRuleTable } from '../testing/formatRuleTable.ts';
import { PROVIDERS } from './lintTypes.ts';
import { PROVIDER_RULES } from './providerRules.ts';

describe('RULES.md', () => {
  it('is the rule data, rendered (so the documented ids cannot drift from the code)', async () => {
    await expect(formatRuleTable()).toMatchFileSnapshot('./RULES.md');
  });

  it('has one row per rule of every provider', () => {
    const rows = formatRuleTable()
      .split('\n')
      .filter((line) => /^\| [A-Z]{2}-\d+ \|/.test(line));
    expect(rows).toHaveLength(PROVIDERS.reduce((n, p) => n + PROVIDER_RULES[p].length, 0));
  });
});
