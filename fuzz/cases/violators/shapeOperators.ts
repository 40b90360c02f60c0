import fc from 'fast-check';
import { arrayShape } from '../generate/arrays.ts';
import { numberKeyword, schemaList, type JsonSchema } from '../../schema/schemaTypes.ts';
import { validArbitraryWithin } from '../validArbitrary.ts';
import { editAt } from './editArgs.ts';
import { violator, type ViolatorOperatorFn } from './operatorInput.ts';
import { UNSOUND } from './verdicts.ts';
import type { Verdict, Violator } from './violator.ts';

/** No `arguments` at all: clients send `{}` or nothing, so only required keys make it surely invalid. */
export const omittedArguments: ViolatorOperatorFn = (input) => {
  const root = input.positions[0];
  const plain = root?.view.plain;
  let verdict: Verdict = UNSOUND;
  if (plain !== undefined) {
    const required = Array.isArray(plain.required) ? plain.required : [];
    if (required.length > 0) verdict = { expected: 'invalid', why: `required keys ${JSON.stringify(required)} are missing` };
    else if ((numberKeyword(plain, 'minProperties') ?? 0) > 0) verdict = { expected: 'invalid', why: 'minProperties is over 0' };
    else verdict = { expected: 'either', why: '{} is valid; no arguments at all is no JSON value' };
  }
  return [{ operator: 'omitted-arguments', path: '', call: { kind: 'omitted' }, expected: verdict.expected, why: verdict.why }];
};

/** A tuple with its last item left out, as models do with optional trailing items. */
export const tupleTails: ViolatorOperatorFn = (input) =>
  input.positions.flatMap((position) => {
    const plain = position.view.plain;
    if (!Array.isArray(position.value) || plain === undefined) return [];
    const { prefix } = arrayShape(plain, input.ctx.draft === '2020-12');
    // Items past the tuple are cut too: the model sent the tuple and left its last item out.
    if (prefix.length === 0 || position.value.length < prefix.length) return [];
    const next = position.value.slice(0, prefix.length - 1);
    const minItems = numberKeyword(plain, 'minItems') ?? 0;
    const own: Verdict =
      next.length < minItems
        ? { expected: 'invalid', why: `under minItems ${minItems}` }
        : { expected: 'valid', why: 'the tail item is optional' };
    // In a uniqueItems array the shorter tuple might duplicate a sibling: doubt rather than a wrong label.
    const verdict = !position.sound || position.inUniqueArray === true ? UNSOUND : own;
    return [
      violator(
        'tuple-missing-tail',
        position.path,
        editAt(input.args, position.segments, () => next),
        verdict,
      ),
    ];
  });

/** A value that matches two `oneOf` branches at once (generated from both), which oneOf rejects. */
export const twoOneOfBranches: ViolatorOperatorFn = (input) =>
  input.positions.flatMap((position): Violator[] => {
    const branches = schemaList(position.view.raw, 'oneOf');
    if (!position.sound || branches === undefined || branches.length < 2) return [];
    const { oneOf: _oneOf, ...rest } = position.view.raw;
    for (let i = 0; i < branches.length; i++) {
      for (let j = i + 1; j < branches.length; j++) {
        const both: JsonSchema = { allOf: [rest, branches[i] as JsonSchema, branches[j] as JsonSchema] };
        const result = validArbitraryWithin(input.schema, both, { draft: input.ctx.draft, probeRuns: 20 });
        if (result.kind !== 'ok') continue;
        const [value] = fc.sample(result.arbitrary, { numRuns: 1, seed: i * 31 + j });
        const why = `matches oneOf branches ${i} and ${j}: oneOf wants exactly one`;
        return [
          violator(
            'two-oneof-branches',
            position.path,
            editAt(input.args, position.segments, () => value),
            { expected: 'invalid', why },
          ),
        ];
      }
    }
    return [];
  });
