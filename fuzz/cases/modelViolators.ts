import type { JsonSchema } from '../schema/schemaTypes.ts';
import type { SubjectDictionary } from './dictionary/subjectDictionary.ts';
import { ViolatorCatalogue } from './violators/lazyViolators.ts';
import { multiFaults } from './violators/multiFault.ts';
import type { Violator } from './violators/violator.ts';

export type { Expected, Violator, ViolatorCall, ViolatorFault, ViolatorOperator } from './violators/violator.ts';

/**
 * The mistakes a model makes, applied to valid arguments: each a labelled mutation whose `expected`
 * is what the schema's keywords say (`either` where a combinator, an enum above or a format leaves
 * it to the validator). `validArgs` must be valid against `schema`. With a dictionary, its values
 * at string and number positions are one more mistake (`dictionary-value`). Last come multi-fault
 * cases: two or three of these mistakes at once, at positions that cannot change each other's verdict.
 * `finiteNumbers`: label 1e400 as a reference that rejects non-finite numbers does (SchemaSpec's).
 * Every operator at once: case sources ask LazyViolators for the one operator they use instead.
 */
export function modelViolators(
  schema: JsonSchema,
  validArgs: unknown,
  dictionary?: SubjectDictionary,
  options: { readonly finiteNumbers?: boolean } = {},
): Violator[] {
  const catalogue = new ViolatorCatalogue(schema, dictionary, options);
  const input = catalogue.input(validArgs);
  const single = catalogue.families.flatMap((family) => family.make(input));
  return [...single, ...multiFaults(validArgs, single)];
}
