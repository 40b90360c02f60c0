import type { CaseLabel } from '../model/caseLabel.ts';
import type { RuntimeVerdict } from '../model/runtimeVerdict.ts';
import type { AjvError } from '../schema/ajvErrors.ts';

export type { CaseLabel } from '../model/caseLabel.ts';

/** What ajv said of one case against one schema. */
export interface AjvVerdict {
  readonly valid: boolean;
  readonly errors: readonly AjvError[];
}

/** Why an oracle gave no verdict (a schema ajv would not compile or could not judge, a defineTool that threw). */
export interface Unavailable {
  readonly unavailable: string;
}

/** What happened when one case went through the subject's defineTool with a recording body. */
export interface BoundaryObservation {
  readonly reached: boolean;
  /** The body received the very object that was passed (undefined when not reached). */
  readonly sameArgs: boolean | undefined;
  /** JSON of what the body received, when it differs from what was passed. */
  readonly received?: string;
  readonly outcome: 'resolved' | 'rejected' | 'threw-synchronously' | 'timeout';
  /** defineTool changed the args object it was given (e.g. wrote defaults into it). */
  readonly mutatedArgs: boolean;
  readonly errorCode?: string;
  readonly errorMessage?: string;
}

/** What a real tool body did with args that passed validation. */
export type BodyObservation =
  | { readonly outcome: 'resolved' }
  | { readonly outcome: 'hidden-constraint'; readonly message: string }
  | { readonly outcome: 'crashed'; readonly error: string }
  | { readonly outcome: 'timeout' };

/**
 * What the oracles said about one case, for every producer: the evidence a finding carries. The
 * core is the advertised schema's verdict (the model's contract) against the runtime's (what
 * reaches the body); a SchemaSpec tool adds the reference semantics, the boundary probe and the
 * real body.
 */
export interface CaseVerdicts {
  /** ajv on the schema the model is shown (a SchemaSpec tool's: the subject's conversion), or why it gave no verdict. */
  readonly advertised: AjvVerdict | Unavailable;
  /** The runtime's verdict: a library's or server's, a SchemaSpec subject's validateArgs. */
  readonly runtime: RuntimeVerdict;
  /** The case's label, when it has one. */
  readonly expected?: CaseLabel;
  /** ajv on the reference conversion: the reference semantics (SchemaSpec; docs/subject-contract.md). */
  readonly reference?: AjvVerdict;
  /** What defineTool did with the args (SchemaSpec). */
  readonly boundary?: BoundaryObservation | Unavailable;
  /** What the real tool body did with reference-valid args (SchemaSpec). */
  readonly body?: BodyObservation;
}

/** Whether an oracle gave no verdict. */
export function isUnavailable<T extends object>(verdict: T | Unavailable): verdict is Unavailable {
  return 'unavailable' in verdict;
}

/** The verdict the case is held to: the reference semantics when the producer has them, else the advertised schema's (undefined when ajv gave none). */
export function contractVerdict(verdicts: Pick<CaseVerdicts, 'advertised' | 'reference'>): AjvVerdict | undefined {
  if (verdicts.reference !== undefined) return verdicts.reference;
  return isUnavailable(verdicts.advertised) ? undefined : verdicts.advertised;
}
