import type fc from 'fast-check';
import type { SubjectDictionary } from './subjectDictionary.ts';
import { draftOf, type JsonSchema } from '../../schema/schemaTypes.ts';
import { argPositions } from '../violators/argPositions.ts';
import { dictionaryEdits, type DictionaryEdit } from '../violators/dictionaryOperator.ts';
import { editAt } from '../violators/editArgs.ts';

/**
 * Valid args with one dictionary value in them: the `turn`-th value (strings and numbers taking
 * turns, each in the dictionary's order, counting only values some position of `args` accepts) put at one position that accepts it, the
 * position drawn with `rng`. Only positions the schema judges valid by its own keywords take it, so
 * the case stays valid by construction; undefined when no value fits anywhere.
 */
export function dictionaryValid(
  schema: JsonSchema,
  args: unknown,
  dictionary: SubjectDictionary,
  turn: number,
  rng: fc.Random,
): { args: unknown; why: string } | undefined {
  const ctx = { root: schema, draft: draftOf(schema) };
  const byValue = new Map<string | number, DictionaryEdit[]>();
  for (const edit of dictionaryEdits(dictionary, argPositions(ctx, schema, args))) {
    if (edit.verdict.expected !== 'valid') continue;
    const list = byValue.get(edit.value);
    if (list === undefined) byValue.set(edit.value, [edit]);
    else list.push(edit);
  }
  if (byValue.size === 0) return undefined;
  // Strings and numbers take turns, so a module with many strings still tries its numbers in the first cases.
  const kinds = [
    [...byValue.values()].filter((e) => typeof e[0]?.value === 'string'),
    [...byValue.values()].filter((e) => typeof e[0]?.value === 'number'),
  ].filter((k) => k.length > 0);
  const kind = kinds[turn % kinds.length] as DictionaryEdit[][];
  const all = kind[Math.floor(turn / kinds.length) % kind.length] as DictionaryEdit[];
  // A declared property (its subschema says something) before an invented key of an open object.
  const declared = all.filter((e) => Object.keys(e.position.view.plain ?? {}).length > 0);
  const edits = declared.length > 0 ? declared : all;
  const edit = edits[rng.nextInt(0, edits.length - 1)] as DictionaryEdit;
  return {
    args: editAt(args, edit.position.segments, () => edit.value),
    why: `drawn from the schema, with the subject's constant ${JSON.stringify(edit.value)} at ${edit.position.path || '(top level)'}`,
  };
}
