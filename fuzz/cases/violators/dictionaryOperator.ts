import type { SubjectDictionary } from '../dictionary/subjectDictionary.ts';
import type { ArgPosition } from './argPositions.ts';
import { editAt } from './editArgs.ts';
import { judgeValue } from './judgeValue.ts';
import type { OperatorInput } from './operatorInput.ts';
import { violator } from './operatorInput.ts';
import type { Verdict, Violator } from './violator.ts';

/** One dictionary value put at one position of valid arguments, with what the schema says of it. */
export interface DictionaryEdit {
  readonly value: string | number;
  readonly position: ArgPosition;
  readonly verdict: Verdict;
}

/** What the schema at a position says of `value`: `either` where the position is not judged by its own subschema alone. */
function verdictAt(position: ArgPosition, value: unknown): Verdict {
  if (!position.sound || position.view.plain === undefined)
    return { expected: 'either', why: 'below a combinator: the whole schema decides' };
  const verdict = judgeValue(position.view.plain, value);
  return verdict.expected === 'valid' && position.inUniqueArray === true
    ? { expected: 'either', why: 'may repeat another item of a uniqueItems array' }
    : verdict;
}

/**
 * Every dictionary value at every string or number position of valid arguments (strings where a
 * string is, numbers where a number is), value by value in the dictionary's order, so the first
 * values are tried first. A value already there is left out.
 */
export function dictionaryEdits(dictionary: SubjectDictionary, positions: readonly ArgPosition[]): DictionaryEdit[] {
  const out: DictionaryEdit[] = [];
  const strings = positions.filter((p) => typeof p.value === 'string');
  const numbers = positions.filter((p) => typeof p.value === 'number');
  for (const value of dictionary.strings)
    for (const position of strings) if (position.value !== value) out.push({ value, position, verdict: verdictAt(position, value) });
  for (const value of dictionary.numbers)
    for (const position of numbers) if (position.value !== value) out.push({ value, position, verdict: verdictAt(position, value) });
  return out;
}

/**
 * The `dictionary-value` mistake: a constant of the subject's own code sent where the model sends a
 * value. Labelled by the schema: a valid one tests what only a predicate forbids (`s !== "admin"`),
 * an invalid one what only code allows.
 */
export function dictionaryValues(dictionary: SubjectDictionary): (input: OperatorInput) => Violator[] {
  return (input) =>
    dictionaryEdits(dictionary, input.positions).map((edit) =>
      violator(
        'dictionary-value',
        edit.position.path,
        editAt(input.args, edit.position.segments, () => edit.value),
        edit.verdict,
      ),
    );
}
