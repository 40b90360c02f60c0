import type fc from 'fast-check';
import type { Violator, ViolatorOperator } from '../jsonSchema/violators/violator.ts';
import { violatorLabel } from '../model/caseLabel.ts';
import type { GeneratedCase } from './caseFactory.ts';
import { toCaseJson } from './caseJson.ts';

/**
 * Violator case `index` from the violators of one valid case. Round-robin over the mistakes this
 * case admits in `rank` order, then over that mistake's violators: an operator with many positions
 * (extra keys, formats) does not crowd out the rest, and each of its violators (every close-invalid
 * sample of a format) comes up within as many rounds as it has.
 */
export function violatorCase(
  violators: readonly Violator[],
  index: number,
  rng: fc.Random,
  rank: Readonly<Record<ViolatorOperator, number>>,
): GeneratedCase | undefined {
  if (violators.length === 0) return undefined;
  const operators = [...new Set(violators.map((v) => v.operator))].sort((a, b) => rank[a] - rank[b]);
  const operator = operators[index % operators.length] as ViolatorOperator;
  const candidates = violators.filter((v) => v.operator === operator);
  const round = Math.floor(index / operators.length);
  // Round 0 draws one at random; later rounds go down the list from its head, which operators order
  // by importance (a format's most common close misses first).
  const chosen = candidates[(round === 0 ? rng.nextInt(0, candidates.length - 1) : round - 1) % candidates.length] as Violator;
  const common = {
    source: 'violator' as const,
    index,
    operator,
    ...(operator === 'dictionary-value' ? { dictionary: true as const } : {}),
    expected: violatorLabel(chosen),
  };
  if (chosen.call.kind === 'omitted') return { ...common, json: '', canonical: true, omitted: true };
  const raw = chosen.call.rawJson;
  if (raw !== undefined) return { ...common, json: raw, canonical: JSON.stringify(JSON.parse(raw)) === raw };
  return { ...common, json: toCaseJson(chosen.call.args), canonical: true };
}
