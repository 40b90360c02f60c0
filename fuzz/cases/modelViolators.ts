import { draftOf, type JsonSchema } from '../schema/schemaTypes.ts';
import { argPositions } from './violators/argPositions.ts';
import { formatEdges } from './violators/formatOperators.ts';
import { emptyOptionals, extraKeys, misspelledKeys, omittedKeys } from './violators/keyOperators.ts';
import type { OperatorInput, ViolatorOperatorFn } from './violators/operatorInput.ts';
import { omittedArguments, tupleTails, twoOneOfBranches } from './violators/shapeOperators.ts';
import { astralStrings, caseVariants, numberEdges, stringified } from './violators/valueOperators.ts';
import type { Violator } from './violators/violator.ts';
import { dictionaryValues } from './violators/dictionaryOperator.ts';
import { multiFaults } from './violators/multiFault.ts';
import {
  badArrayElements,
  containerSwaps,
  enumNearMisses,
  fractionForInteger,
  nonObjectTopLevel,
  nullForRequired,
  wrongTypes,
} from './violators/typeOperators.ts';
import type { SubjectDictionary } from './dictionary/subjectDictionary.ts';

export type { Expected, Violator, ViolatorCall, ViolatorFault, ViolatorOperator } from './violators/violator.ts';

/** Every operator, in the order their violators are listed. */
const OPERATORS: readonly ViolatorOperatorFn[] = [
  emptyOptionals,
  stringified,
  caseVariants,
  misspelledKeys,
  omittedKeys,
  extraKeys,
  omittedArguments,
  numberEdges,
  astralStrings,
  tupleTails,
  twoOneOfBranches,
  formatEdges,
  wrongTypes,
  nullForRequired,
  fractionForInteger,
  containerSwaps,
  badArrayElements,
  nonObjectTopLevel,
  enumNearMisses,
];

/**
 * The mistakes a model makes, applied to valid arguments: each a labelled mutation whose `expected`
 * is what the schema's keywords say (`either` where a combinator, an enum above or a format leaves
 * it to the validator). `validArgs` must be valid against `schema`. With a dictionary, its values
 * at string and number positions are one more mistake (`dictionary-value`). Last come multi-fault
 * cases: two or three of these mistakes at once, at positions that cannot change each other's verdict.
 * `finiteNumbers`: label 1e400 as a reference that rejects non-finite numbers does (SchemaSpec's).
 */
export function modelViolators(
  schema: JsonSchema,
  validArgs: unknown,
  dictionary?: SubjectDictionary,
  options: { readonly finiteNumbers?: boolean } = {},
): Violator[] {
  const ctx = { root: schema, draft: draftOf(schema) };
  const input: OperatorInput = {
    ctx,
    schema,
    args: validArgs,
    // Values no subschema names (undeclared keys where any key goes) admit no mistake: they would only crowd out the rest.
    positions: argPositions(ctx, schema, validArgs).filter((position) => position.free !== true),
    ...(options.finiteNumbers === true && { finiteNumbers: true }),
  };
  const operators = dictionary === undefined ? OPERATORS : [...OPERATORS, dictionaryValues(dictionary)];
  const single = operators.flatMap((operator) => operator(input));
  return [...single, ...multiFaults(validArgs, single)];
}
