import { describeError } from '../../../errors/describeError.ts';
import type { RuntimeVerdict } from '../../../model/runtimeVerdict.ts';
import type { SchemaSpec } from '../../../reference/schemaSpec.ts';
import type { Subject } from '../../../subject/subject.ts';

/** What the subject's validateArgs did with one case. */
export type ValidatorVerdict =
  | { readonly kind: 'result'; readonly violations: readonly string[]; readonly mutated: boolean }
  | { readonly kind: 'threw'; readonly error: string; readonly mutated: boolean }
  | { readonly kind: 'bad-result'; readonly description: string; readonly mutated: boolean };

function describeBadResult(result: unknown): string | undefined {
  if (!Array.isArray(result)) return `returned ${result === null ? 'null' : typeof result} instead of an array of strings`;
  for (let i = 0; i < result.length; i++) {
    if (typeof result[i] !== 'string') return `returned an array whose element ${i} is ${result[i] === null ? 'null' : typeof result[i]}`;
  }
  return undefined;
}

function stillSame(args: unknown, json: string): boolean {
  try {
    return JSON.stringify(args) === json;
  } catch {
    return false;
  }
}

/** Calls the subject's validateArgs on `args` (whose canonical JSON is `baseline`) and records its verdict and any change to the args. */
export function runValidator(subject: Subject, spec: SchemaSpec, args: unknown, baseline: string): ValidatorVerdict {
  let result: unknown;
  try {
    result = subject.validateArgs(spec, args);
  } catch (thrown) {
    return { kind: 'threw', error: describeError(thrown), mutated: !stillSame(args, baseline) };
  }
  const mutated = !stillSame(args, baseline);
  const bad = describeBadResult(result);
  if (bad !== undefined) return { kind: 'bad-result', description: bad, mutated };
  return { kind: 'result', violations: result as string[], mutated };
}

/** validateArgs's verdict as a runtime verdict, the shape every producer's runtime gives: no violations is acceptance. */
export function asRuntimeVerdict(verdict: ValidatorVerdict): RuntimeVerdict {
  const { mutated } = verdict;
  switch (verdict.kind) {
    case 'result':
      return verdict.violations.length === 0
        ? { kind: 'accepted', mutated }
        : { kind: 'rejected', issues: verdict.violations.map((message) => ({ message })), mutated };
    case 'threw':
      return { kind: 'threw', error: verdict.error, mutated };
    case 'bad-result':
      return { kind: 'bad-result', description: verdict.description, mutated };
  }
}
