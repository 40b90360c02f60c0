import type { CaseSource } from './caseSource.ts';
import type { ToolLintProblem } from '../lint/lintTypes.ts';
import type { UnusableTool } from './unusableTool.ts';

/** What one tool's run did, beyond its findings. */
export interface ToolRunStats {
  readonly tool: string;
  readonly cases: Record<CaseSource, number>;
  /** Cases per (source or mutation operator) that showed some drift. */
  readonly drifting: Record<string, number>;
  readonly byOperator: Record<string, number>;
  readonly satisfiable: boolean;
  /** Labelled cases the reference disagreed with: a toolfuzz bug if ever non-zero. */
  readonly labelMismatches: number;
  readonly hiddenConstraints: HiddenConstraint[];
  readonly stopped: boolean;
  /** Cases per already-known `KIND/blame` drift in this slice. */
  readonly knownOccurrences: Record<string, number>;
  /** What each provider does with the tool's advertised schema (linted by its first slice only). */
  readonly lint: readonly ToolLintProblem[];
  /** The tool's dictionary of the subject's constants: how many values it held, and how many cases used one (absent: no dictionary). */
  readonly dictionary?: { readonly values: number; readonly cases: number };
  /** Set when the producer itself stopped calling the tool (an MCP server it kept hanging or crashing): quarantined as the campaign quarantines one. */
  readonly quarantined?: ToolQuarantine;
  /** Set when the producer found the tool not usable in this environment (every schema-valid call failed alike): listed once, not a drift. */
  readonly unusable?: UnusableTool;
}

/** Why a tool was taken out: the HANG and CRASH events, in order, and one sentence. */
export interface ToolQuarantine {
  readonly events: readonly ('HANG' | 'CRASH')[];
  readonly reason: string;
}

/** A constraint only code holds (a tool body's check, a refine), which the JSON Schema cannot show the model, with one example that hit it. */
export interface HiddenConstraint {
  readonly tool: string;
  readonly message: string;
  readonly exampleJson: string;
}
