import { describeError } from '../../errors/describeError.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';
import { standardIssues } from '../library/standardIssues.ts';

/**
 * The issues a framework's refusal carries: a ZodError's own issues (zod 3 and 4 both keep them on
 * `issues`, with their codes, so a refine's `custom` issue stays a hidden constraint), else the
 * error itself as one issue without a path (a JSON syntax error, a Standard Schema message).
 */
export function thrownIssues(thrown: unknown): RuntimeIssue[] {
  const issues = typeof thrown === 'object' && thrown !== null ? (thrown as { issues?: unknown }).issues : undefined;
  if (Array.isArray(issues) && issues.length > 0) return standardIssues('zod', issues);
  return [{ message: describeError(thrown) }];
}
