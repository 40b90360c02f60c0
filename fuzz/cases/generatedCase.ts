import type { CaseSource } from '../model/caseSource.ts';
import type { CaseInput } from '../tool/caseEvaluation.ts';
import type { ViolatorOperator } from './violators/violator.ts';

/** A generated case with where it came from; `operator` names the model mistake of a violator (fuzz/cases/violators/). */
export interface GeneratedCase extends CaseInput {
  readonly source: CaseSource;
  readonly index: number;
  readonly operator?: ViolatorOperator;
  /** Set when the case holds a value of the subject's dictionary (fuzz/cases/dictionary/), for the report's count. */
  readonly dictionary?: true;
}
