/**
 * Constants taken from the subject (literals in its code, its predicates, its schemas' examples),
 * tried at string and number positions early in a run: random values never hit a literal that a
 * predicate alone forbids (`s !== "admin"`). Plain data, posted to workers with the tool.
 */
export interface SubjectDictionary {
  readonly strings: readonly string[];
  readonly numbers: readonly number[];
}

/** The empty dictionary. */
export const EMPTY_DICTIONARY: SubjectDictionary = { strings: [], numbers: [] };

/** Most strings a dictionary keeps: each costs cases, and the first ones are tried first. */
export const MAX_DICTIONARY_STRINGS = 48;
/** Most numbers a dictionary keeps. */
export const MAX_DICTIONARY_NUMBERS = 24;
/** Longer strings are code, messages or prose, not values a check compares with. */
export const MAX_DICTIONARY_STRING_LENGTH = 64;

/**
 * Valid cases below this index (the first two slices of 25) put a dictionary value in every other
 * case, from the first: a literal only a predicate forbids is hit in the first seconds, and half
 * the early valid cases stay as drawn.
 */
export const DICTIONARY_EARLY_CASES = 50;

/** How many values a dictionary holds. */
export function dictionarySize(dictionary: SubjectDictionary | undefined): number {
  return dictionary === undefined ? 0 : dictionary.strings.length + dictionary.numbers.length;
}

/** Whether a string is worth trying as a value: short, one line, not empty. */
export function keepsString(value: string): boolean {
  return value.length > 0 && value.length <= MAX_DICTIONARY_STRING_LENGTH && !value.includes('\n');
}

/**
 * The dictionaries in order of priority, merged: each value once (its first place kept), numbers
 * finite, strings as `keepsString` says, and at most MAX_DICTIONARY_* of each.
 */
export function mergeDictionaries(...dictionaries: readonly (SubjectDictionary | undefined)[]): SubjectDictionary {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  for (const dictionary of dictionaries) {
    if (dictionary === undefined) continue;
    for (const s of dictionary.strings) if (strings.size < MAX_DICTIONARY_STRINGS && keepsString(s)) strings.add(s);
    // -0 and 0 are one value to a check; Set already treats them alike.
    for (const n of dictionary.numbers) if (numbers.size < MAX_DICTIONARY_NUMBERS && Number.isFinite(n)) numbers.add(n);
  }
  return { strings: [...strings], numbers: [...numbers] };
}
