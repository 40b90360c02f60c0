import type { SubjectDictionary } from '../dictionary/subjectDictionary.ts';
import type { ArgPosition } from './argPositions.ts';
import { editAt } from './editArgs.ts';
import { judgeValue } from './judgeValue.ts';
import { planned, violator, type ViolatorPlanFn } from './operatorInput.ts';
import type { Verdict } from './violator.ts';

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

/** One dictionary value at one string or number position of valid arguments, not yet judged. */
type DictionarySlot = Omit<DictionaryEdit, 'verdict'>;

/**
 * Every dictionary value at every string or number position of valid arguments (strings where a
 * string is, numbers where a number is), value by value in the dictionary's order, so the first
 * values are tried first. A value already there is left out.
 */
function dictionarySlots(dictionary: SubjectDictionary, positions: readonly ArgPosition[]): DictionarySlot[] {
  const out: DictionarySlot[] = [];
  const strings = positions.filter((p) => typeof p.value === 'string');
  const numbers = positions.filter((p) => typeof p.value === 'number');
  for (const value of dictionary.strings) for (const position of strings) if (position.value !== value) out.push({ value, position });
  for (const value of dictionary.numbers) for (const position of numbers) if (position.value !== value) out.push({ value, position });
  return out;
}

/** dictionarySlots, each with what the schema says of its value there. */
export function dictionaryEdits(dictionary: SubjectDictionary, positions: readonly ArgPosition[]): DictionaryEdit[] {
  return dictionarySlots(dictionary, positions).map(({ value, position }) => ({ value, position, verdict: verdictAt(position, value) }));
}

/**
 * The `dictionary-value` mistake: a constant of the subject's own code sent where the model sends a
 * value. Labelled by the schema: a valid one tests what only a predicate forbids (`s !== "admin"`),
 * an invalid one what only code allows. Planned: a module's dozens of constants at every position
 * make hundreds of edits, of which a cycle's slot makes one (judging and copying each was a library
 * tool's costliest violator case, 44 µs).
 */
export function dictionaryValuePlans(dictionary: SubjectDictionary): ViolatorPlanFn {
  return (input) =>
    dictionarySlots(dictionary, input.positions).map(({ value, position }) =>
      planned('dictionary-value', () =>
        violator(
          'dictionary-value',
          position.path,
          editAt(input.args, position.segments, () => value),
          verdictAt(position, value),
        ),
      ),
    );
}
