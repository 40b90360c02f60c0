import type { BaselineEntry } from './baselineFile.ts';

/** One entry on one line, as notes and `toolfuzz baseline` print it: `FALSE_ACCEPT (validator) on create_event at visibility [3410af1b97a4729a]`. */
export function describeEntry(entry: BaselineEntry): string {
  const at = entry.path === undefined ? '' : ` at ${entry.path === '' ? '(top level)' : entry.path}`;
  return `${entry.kind} (${entry.blame}) on ${entry.tool}${at} [${entry.fingerprint}]`;
}
