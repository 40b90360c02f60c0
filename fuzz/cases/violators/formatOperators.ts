import { patternRegExp } from '../generate/strings.ts';
import { FORMAT_SAMPLES, isFormatName } from '../../schema/formats/formatSamples.ts';
import { editAt } from './editArgs.ts';
import { planned, type PlannedViolator, violator, type ViolatorPlanFn } from './operatorInput.ts';
import { replacementVerdict } from './verdicts.ts';
import type { Violator } from './violator.ts';

function matchesPattern(pattern: unknown): (value: string | number) => boolean {
  const regExp = typeof pattern === 'string' ? patternRegExp(pattern) : undefined;
  return (value) => regExp === undefined || typeof value !== 'string' || regExp.test(value);
}

/** a0, b0, a1, b1, ...: so the first few of a list, which the round-robin reaches first, mix both. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

type FormatOperator = 'format-exotic-valid' | 'format-close-invalid' | 'format-disputed';

/**
 * Format edges where a format applies: its exotic-valid values, its close-invalid values and its
 * disputed values (valid per their RFC, rejected by ajv-formats, so `either`), each list in the order
 * the round-robin over a mistake's violators should reach them (planned: a cycle's case makes the one
 * it draws, not every sample of every format field, each judged and with its own copy of the args).
 */
export const formatEdgePlans: ViolatorPlanFn = (input) => {
  const byOperator: Record<FormatOperator, PlannedViolator[][]> = {
    'format-exotic-valid': [],
    'format-close-invalid': [],
    'format-disputed': [],
  };
  for (const position of input.positions) {
    const format = position.view.plain?.format;
    if (!isFormatName(format) || typeof position.value !== typeof FORMAT_SAMPLES[format].exoticValid[0]) continue;
    const sample = FORMAT_SAMPLES[format];
    const make = (operator: FormatOperator, value: string | number, disputedWhy?: string): PlannedViolator =>
      planned(operator, (): Violator => {
        const args = editAt(input.args, position.segments, () => value);
        const verdict = replacementVerdict(input.args, position, value);
        // A disputed value is in neither list, so the format leaves it to the validator: say why.
        const labelled =
          disputedWhy !== undefined && verdict.expected === 'either' && position.sound
            ? { expected: 'either' as const, why: `${disputedWhy}; ajv-formats rejects it` }
            : verdict;
        return violator(operator, position.path, args, labelled);
      });
    // Samples a sibling `pattern` accepts test the format's edge (the format alone decides there); those
    // it rejects test the pattern itself (zod 4's ipv6 pattern has no IPv4 tail, its runtime does).
    // Both kinds, interleaved, in the samples' own order (the mistakes models make most come first).
    const matches = matchesPattern(position.view.plain?.pattern);
    const split = <T>(list: readonly T[], value: (item: T) => string | number) =>
      interleave([list.filter((item) => matches(value(item))), list.filter((item) => !matches(value(item)))]);
    byOperator['format-exotic-valid'].push(split(sample.exoticValid, (v) => v).map((v) => make('format-exotic-valid', v)));
    byOperator['format-close-invalid'].push(split(sample.closeInvalid, (v) => v).map((v) => make('format-close-invalid', v)));
    byOperator['format-disputed'].push(split(sample.disputed, (d) => d.value).map((d) => make('format-disputed', d.value, d.why)));
  }
  // Positions interleaved too, so a tool's second format field is not left behind its first.
  return Object.values(byOperator).flatMap(interleave);
};
