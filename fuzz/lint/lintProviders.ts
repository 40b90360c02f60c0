import { closestFlag } from '../options/closestFlag.ts';
import { UsageError } from '../errors/usageError.ts';
import { isProvider, type Provider, PROVIDERS } from './lintTypes.ts';

/** The providers named (by `--provider a,b` or `lint({ providers })`), in report order; all when none is named. An unknown name is a UsageError with a did-you-mean. */
export function parseProviders(names: readonly string[] | undefined): Provider[] {
  if (names === undefined || names.length === 0) return [...PROVIDERS];
  for (const name of names) {
    if (isProvider(name)) continue;
    const guess = closestFlag(name, PROVIDERS);
    throw new UsageError(
      `unknown provider ${JSON.stringify(name)}${guess === undefined ? '' : ` (did you mean ${guess}?)`}; providers: ${PROVIDERS.join(', ')}`,
    );
  }
  return PROVIDERS.filter((p) => names.includes(p));
}
