import type { CaseLabel } from '../model/caseLabel.ts';
import type { RuntimeVerdict } from '../model/runtimeVerdict.ts';
import type { AjvError } from '../oracles/ajvErrors.ts';
import type { BoundaryObservation } from '../oracles/boundaryProbe.ts';
import type { ValidatorVerdict } from '../oracles/validatorVerdict.ts';

/** What a real tool body did with args that passed validation. */
export type BodyObservation =
  | { readonly outcome: 'resolved' }
  | { readonly outcome: 'hidden-constraint'; readonly message: string }
  | { readonly outcome: 'crashed'; readonly error: string }
  | { readonly outcome: 'timeout' };

/** What every oracle said about one case: the evidence a finding carries. */
export interface Verdicts {
  readonly validateArgs: ValidatorVerdict;
  /** ajv on the subject's converted schema, or why it could not be used. */
  readonly ajv: { readonly valid: boolean; readonly errors: readonly AjvError[] } | { readonly unavailable: string };
  /** ajv on the reference conversion: the reference semantics (docs/subject-contract.md). */
  readonly reference: { readonly valid: boolean; readonly errors: readonly AjvError[] };
  /** What the case is by construction (fuzz/model/caseLabel.ts): valid, or the mistakes it holds. */
  readonly expected?: CaseLabel;
  readonly boundary?: BoundaryObservation | { readonly unavailable: string };
  readonly body?: BodyObservation;
}

/**
 * What the oracles said about one case of a tool whose contract is its advertised JSON Schema (a
 * library or MCP tool): ajv on that schema (the model's contract) and the runtime's own verdict.
 */
export interface SchemaToolVerdicts {
  readonly runtime: RuntimeVerdict;
  /** ajv (with ajv-formats, the draft its `$schema` names) on the advertised schema. */
  readonly advertised: { readonly valid: boolean; readonly errors: readonly AjvError[] };
  /** What the case is by construction (fuzz/model/caseLabel.ts): valid, or the mistakes it holds. */
  readonly expected?: CaseLabel;
}

/** The verdicts a finding carries: a SchemaSpec tool's, or a JSON-Schema tool's (they have `runtime`). */
export type FindingVerdicts = Verdicts | SchemaToolVerdicts;

/** Whether a finding's verdicts are a JSON-Schema tool's. */
export function isSchemaToolVerdicts(verdicts: FindingVerdicts): verdicts is SchemaToolVerdicts {
  return 'runtime' in verdicts;
}
