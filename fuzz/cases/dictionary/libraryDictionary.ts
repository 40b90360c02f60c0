import { predicateLiterals } from './predicateLiterals.ts';
import { schemaLiterals } from './schemaLiterals.ts';
import { mergeDictionaries, type SubjectDictionary } from './subjectDictionary.ts';

/**
 * A library or framework tool's dictionary (both live in a TS/JS module): first the literals of its own predicates that its module's code
 * also holds (a library's closures hold literals of their own, which no user check compares with),
 * then its advertised schema's examples and defaults, then the rest of its module's literals.
 * `moduleDictionary` is moduleLiterals of its module, read once per module by the caller.
 */
export function libraryDictionary(
  schema: unknown,
  advertised: unknown,
  description: string | undefined,
  moduleDictionary: SubjectDictionary,
): SubjectDictionary {
  const inModule = { strings: new Set(moduleDictionary.strings), numbers: new Set(moduleDictionary.numbers) };
  const predicates = predicateLiterals(schema);
  const own = {
    strings: predicates.strings.filter((s) => inModule.strings.has(s)),
    numbers: predicates.numbers.filter((n) => inModule.numbers.has(n)),
  };
  return mergeDictionaries(own, schemaLiterals(advertised, description), moduleDictionary);
}
