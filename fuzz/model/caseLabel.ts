import type { Expected, Violator, ViolatorOperator } from '../cases/violators/violator.ts';
import type { PathSegments } from './argsPath.ts';
import { pointerSegments } from '../schema/jsonPointer.ts';

/** One mistake a case holds: where (a JSON Pointer into the args), which operator made it, and the schema's reason for its verdict. */
export interface CaseFault {
  readonly path: string;
  readonly operator: ViolatorOperator;
  readonly why: string;
}

/**
 * What a case is by construction, for every producer: valid args drawn from the schema (no faults),
 * or a violator with the mistakes it holds and what the schema says of it (`either` where the schema's
 * keywords leave it to the validator). Read it only through the functions below.
 */
export interface CaseLabel {
  readonly expected: Expected;
  readonly faults: readonly CaseFault[];
}

/** The label of a case drawn valid from the schema. */
export const VALID_BY_CONSTRUCTION: CaseLabel = { expected: 'valid', faults: [] };

/** The label of one violator: its mistakes (one, or a multi-fault case's two or three) and its verdict. */
export function violatorLabel(violator: Violator): CaseLabel {
  const faults = violator.faults ?? [{ path: violator.path, operator: violator.operator, why: violator.why }];
  return { expected: violator.expected, faults };
}

/** Whether the labelled case must be valid (true), invalid (false), or whether its label does not say (undefined: no label, or `either`). */
export function labelValidity(label: CaseLabel | undefined): boolean | undefined {
  if (label === undefined || label.expected === 'either') return undefined;
  return label.expected === 'valid';
}

/** The label in one line, as reporters print it: `valid by construction`, or the verdict and each mistake with its path. */
export function describeLabel(label: CaseLabel): string {
  if (label.faults.length === 0) return label.expected === 'valid' ? 'valid by construction' : label.expected;
  const faults = label.faults.map((f) => `${f.operator} at ${f.path === '' ? 'the top level' : f.path}: ${f.why}`).join('; ');
  return `${label.expected} model mistake (${faults})`;
}

/** A fault's path as segments, for reporters that print paths one way (`files[2].path`): digits read as an array index. */
export function faultSegments(fault: CaseFault): PathSegments {
  return pointerSegments(fault.path);
}
