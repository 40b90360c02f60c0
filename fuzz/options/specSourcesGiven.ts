import { DEFAULT_SPEC_SOURCES } from './packageRoot.ts';

/** Whether spec sources were asked for, rather than left at the default (toolfuzz's own fixtures/specs). */
export function specSourcesGiven(specs: readonly string[]): boolean {
  return !(specs.length === DEFAULT_SPEC_SOURCES.length && specs.every((spec, i) => spec === DEFAULT_SPEC_SOURCES[i]));
}
