import fc from 'fast-check';
import { arrayShape } from '../generate/arrays.ts';
import { type Draft, numberKeyword, schemaList, type JsonSchema } from '../../schema/schemaTypes.ts';
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

/** A value drawn from two `oneOf` branches of one subschema, and which two; undefined when no pair can be drawn. */
interface TwoBranches {
  readonly i: number;
  readonly j: number;
  readonly value: unknown;
}

// Per oneOf subschema and root: the drawn value depends on the schema alone (a fixed seed per pair), and
// finding it runs validArbitraryWithin with probes for every pair, which a tool paid on every valid case.
const TWO_BRANCHES = new WeakMap<object, WeakMap<object, TwoBranches | null>>();

function twoBranchesOf(root: JsonSchema, raw: Record<string, unknown>, draft: Draft): TwoBranches | undefined {
  let byRoot = TWO_BRANCHES.get(raw);
  if (byRoot === undefined) {
    byRoot = new WeakMap();
    TWO_BRANCHES.set(raw, byRoot);
  }
  const rootKey = typeof root === 'object' ? root : raw;
  const known = byRoot.get(rootKey);
  if (known !== undefined) return known ?? undefined;
  const found = drawTwoBranches(root, raw, draft);
  byRoot.set(rootKey, found ?? null);
  return found;
}

function drawTwoBranches(root: JsonSchema, raw: Record<string, unknown>, draft: Draft): TwoBranches | undefined {
  const branches = schemaList(raw, 'oneOf');
  if (branches === undefined || branches.length < 2) return undefined;
  const { oneOf: _oneOf, ...rest } = raw;
  for (let i = 0; i < branches.length; i++) {
    for (let j = i + 1; j < branches.length; j++) {
      const both: JsonSchema = { allOf: [rest, branches[i] as JsonSchema, branches[j] as JsonSchema] };
      const result = validArbitraryWithin(root, both, { draft, probeRuns: 20 });
      if (result.kind !== 'ok') continue;
      const [value] = fc.sample(result.arbitrary, { numRuns: 1, seed: i * 31 + j });
      return { i, j, value };
    }
  }
  return undefined;
}

/** A value that matches two `oneOf` branches at once (generated from both), which oneOf rejects. */
export const twoOneOfBranches: ViolatorOperatorFn = (input) =>
  input.positions.flatMap((position): Violator[] => {
    const branches = schemaList(position.view.raw, 'oneOf');
    if (!position.sound || branches === undefined || branches.length < 2) return [];
    const found = twoBranchesOf(input.schema, position.view.raw, input.ctx.draft);
    if (found === undefined) return [];
    const { i, j, value } = found;
    const why = `matches oneOf branches ${i} and ${j}: oneOf wants exactly one`;
    return [
      violator(
        'two-oneof-branches',
        position.path,
        editAt(input.args, position.segments, () => value),
        { expected: 'invalid', why },
      ),
    ];
  });
