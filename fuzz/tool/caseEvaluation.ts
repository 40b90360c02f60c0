import type { Observation } from '../findings/observation.ts';
import type { CaseLabel, CaseVerdicts } from '../judge/caseVerdicts.ts';

/** One case as the oracles receive it: the model's JSON text, and its label when it has one. */
export interface CaseInput {
  /** The args as JSON text; `''` when `omitted` (a finding's argsJson for an omitted call, which is how a replay sees it). */
  readonly json: string;
  /** Whether `json` is what JSON.stringify gives for its own parse (false when it holds 1e400 literals). */
  readonly canonical: boolean;
  /** The model sent no `arguments` at all (a JSON-Schema tool's violator): there is no JSON to parse. */
  readonly omitted?: true;
  readonly expected?: CaseLabel;
}

/** Every oracle's verdict on one case, and the drifts they show (no verdicts: the runtime hung or crashed). */
export interface CaseEvaluation<V extends CaseVerdicts | undefined = CaseVerdicts | undefined> {
  readonly verdicts: V;
  readonly observations: Observation[];
  /** What the case's contract says of it (the judge's `contractValid`): checked against a labelled case's expected verdict. */
  readonly referenceValid: boolean;
  /** Constraints only code holds that this case ran into (a body's own check), each without the offending value. */
  readonly hiddenConstraints: readonly string[];
}
