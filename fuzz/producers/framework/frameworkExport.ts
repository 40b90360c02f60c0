import { UsageError } from '../../errors/usageError.ts';

/** A function export of a framework module, or a one-line UsageError naming it (a framework version that moved or renamed it). */
export function exportedFunction<F>(loaded: Record<string, unknown>, name: string, where: string): F {
  const value = loaded[name];
  if (typeof value !== 'function')
    throw new UsageError(`${where} exports no ${name}: this framework version is not one toolfuzz knows (see docs/frameworks.md)`);
  return value as F;
}
