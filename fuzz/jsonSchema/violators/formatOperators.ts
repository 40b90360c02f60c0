import { FORMAT_SAMPLES, isFormatName } from '../formats/formatSamples.ts';
import { editAt } from './editArgs.ts';
import { violator, type ViolatorOperatorFn } from './operatorInput.ts';
import { replacementVerdict } from './verdicts.ts';
import type { Violator } from './violator.ts';

function pick<T>(list: readonly T[], path: string): T | undefined {
  // Deterministic, and different for different positions, so a tool's format fields do not all get the same value.
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return list.length === 0 ? undefined : list[hash % list.length];
}

/**
 * Format edges where a format applies: one exotic-valid value, one close-invalid value, and one
 * disputed value (valid per its RFC, rejected by ajv-formats, so `either`).
 */
export const formatEdges: ViolatorOperatorFn = (input) =>
  input.positions.flatMap((position): Violator[] => {
    const format = position.view.plain?.format;
    if (!isFormatName(format) || typeof position.value !== typeof FORMAT_SAMPLES[format].exoticValid[0]) return [];
    const sample = FORMAT_SAMPLES[format];
    const out: Violator[] = [];
    const replace = (operator: 'format-exotic-valid' | 'format-close-invalid' | 'format-disputed', value: string | number | undefined, disputedWhy?: string) => {
      if (value === undefined) return;
      const args = editAt(input.args, position.segments, () => value);
      const verdict = replacementVerdict(input.args, position, value);
      // A disputed value is in neither list, so the format leaves it to the validator: say why.
      const labelled = disputedWhy !== undefined && verdict.expected === 'either' && position.sound ? { expected: 'either' as const, why: `${disputedWhy}; ajv-formats rejects it` } : verdict;
      out.push(violator(operator, position.path, args, labelled));
    };
    replace('format-exotic-valid', pick(sample.exoticValid, position.path));
    replace('format-close-invalid', pick(sample.closeInvalid, position.path));
    const disputed = pick(sample.disputed, position.path);
    if (disputed !== undefined) replace('format-disputed', disputed.value, disputed.why);
    return out;
  });
