import { patternRegExp } from '../generate/strings.ts';
import { FORMAT_SAMPLES, isFormatName } from '../formats/formatSamples.ts';
import { editAt } from './editArgs.ts';
import { violator, type ViolatorOperatorFn } from './operatorInput.ts';
import { replacementVerdict } from './verdicts.ts';
import type { Violator } from './violator.ts';

function matchesPattern(pattern: unknown): (value: string | number) => boolean {
  const regExp = typeof pattern === 'string' ? patternRegExp(pattern) : undefined;
  return (value) => regExp === undefined || typeof value !== 'string' || regExp.test(value);
}

/**
 * Format edges where a format applies: its exotic-valid values, its close-invalid values and its
 * disputed values (valid per their RFC, rejected by ajv-formats, so `either`), those a sibling pattern accepts first.
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
    // Every sample, so the round-robin over a mistake's violators reaches each. Those a sibling `pattern`
    // accepts come first: there the format alone decides, so they test the format's edge. The rest
    // still go: a runtime that checks neither the emitted pattern nor the format accepts them.
    const matches = matchesPattern(position.view.plain?.pattern);
    const patternFirst = <T>(list: readonly T[], value: (item: T) => string | number) => [...list.filter((item) => matches(value(item))), ...list.filter((item) => !matches(value(item)))];
    for (const value of patternFirst(sample.exoticValid, (v) => v)) replace('format-exotic-valid', value);
    for (const value of patternFirst(sample.closeInvalid, (v) => v)) replace('format-close-invalid', value);
    for (const disputed of patternFirst(sample.disputed, (d) => d.value)) replace('format-disputed', disputed.value, disputed.why);
    return out;
  });
