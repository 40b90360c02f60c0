import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { FindingEdge } from '../findings/findingEdge.ts';
import type { DriftClass } from '../findings/fix/driftClass.ts';
import type { CaseVerdicts } from '../judge/caseVerdicts.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import type { FrameworkOrigin, LibraryOrigin, McpServerTarget, McpToolAnnotations } from '../tool/toolUnderTest.ts';
import type { HiddenConstraint } from '../model/toolRunStats.ts';
import type { CaseSource } from '../model/caseSource.ts';
import type { Blame, FindingKind } from '../model/findingKind.ts';
import type { Provider, ToolLintProblem } from '../lint/lintTypes.ts';
import type { BaselineSummary } from '../model/baselineSummary.ts';
import type { CorpusStatus } from '../model/replayTarget.ts';
import type { UnusableTool } from '../model/unusableTool.ts';

export type { UnusableTool } from '../model/unusableTool.ts';
import type { SchemaFeature } from './schemaFeatures.ts';

/** The version of the JSON report's shape; bumped on any incompatible change. */
export const REPORT_VERSION = 2;

/** One deduplicated finding: the minimal counterexample and every oracle's verdict on it. */
export interface ReportFinding {
  readonly id: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
  /** The tool whose case was shrunk into this counterexample. */
  readonly tool: string;
  /** Every tool that showed the same drift (same kind, blame and shape). */
  readonly tools: readonly string[];
  /** How many other tools showed it. */
  readonly duplicates: number;
  /** How many cases showed it, across all those tools. */
  readonly occurrences: number;
  readonly explanation: string;
  /** The offending locations, as violations name them (`options.mode`, `files[2].path`; `` for the top level). */
  readonly paths: readonly string[];
  /** The SchemaSpec a SchemaSpec tool was fuzzed with, shrunk (exactly one of spec and schema is present). */
  readonly spec?: SchemaSpec;
  /** The JSON Schema a library or MCP tool advertised: fixed, only the args shrink. */
  readonly schema?: JsonSchema;
  /** The args as a JSON value (a non-finite number shows as null here: see argsJson). */
  readonly args: unknown;
  /** The exact JSON text that was sent. */
  readonly argsJson: string;
  /** Every oracle's verdict on the shrunk case; absent for HANG, CRASH and CONVERTER_INVALID. */
  readonly verdicts?: CaseVerdicts;
  /** For CONVERTER_INVALID: what is wrong with the converted schema, and the schema itself. */
  readonly converter?: { readonly problems: readonly string[]; readonly schema: unknown };
  readonly source: CaseSource | 'spec' | 'corpus';
  readonly operator?: string;
  readonly caseIndex: number;
  readonly shrink: { readonly steps: number; readonly evaluations: number; readonly done: boolean };
  /** A stable hash of kind, blame and shape: the same drift has the same fingerprint in every run. */
  readonly fingerprint: string;
  /** Fingerprints this drift's cases had before presence findings got their own shape (version 1 baselines hold them); absent when none differs. */
  readonly legacyFingerprints?: readonly string[];
  /** A command line that replays exactly this finding. */
  readonly reproduce: string;
  /** Milliseconds from the run's start to the first case that showed this drift (any of its tools); absent in reports before it was measured. */
  readonly firstSeenMs?: number;
  /** `beyond-double`: the witness needs a number past the double range (`1e400`); such a finding fails the run only under `--gate-edges`. */
  readonly edge?: FindingEdge;
  /** The drift class told from this finding's evidence (fuzz/findings/fix/); `unrecognised` when it cannot be told. Absent in older reports. */
  readonly driftClass?: DriftClass;
  /** What to change, in the tool's library and framework terms (generic when the class is unrecognised). Absent in older reports. */
  readonly fix?: string;
}

/** One tool's part of the campaign. */
export interface ReportTool {
  readonly name: string;
  readonly origin: string;
  /** What produced it (absent in older reports: a SchemaSpec tool). */
  readonly producer?: 'schema-spec' | 'library' | 'framework' | 'mcp';
  /** A framework tool's framework: package and version, the converter and options that made the schema it sends, the validation path and what the model gets back on a refusal. */
  readonly framework?: FrameworkOrigin;
  /** A library tool's library and the converter that made its schema, with version and options. */
  readonly library?: LibraryOrigin;
  /** An MCP tool's annotations, as its server listed them. */
  readonly annotations?: McpToolAnnotations;
  /** The JSON Schema the model is shown (library and MCP tools; a SchemaSpec tool's is the subject's conversion). */
  readonly advertised?: JsonSchema;
  readonly cases: number;
  /** Cases per source; `as-sent` is absent in older reports. */
  readonly casesBySource: Readonly<Record<Exclude<CaseSource, 'as-sent'>, number>> & { readonly 'as-sent'?: number };
  readonly satisfiable: boolean;
  /** The JSON Schema features its schema uses (see SCHEMA_FEATURES), for the coverage matrix. */
  readonly features: readonly SchemaFeature[];
  /** Violator cases per mutation operator. */
  readonly casesByOperator: Readonly<Record<string, number>>;
  /** Cases that showed some drift, per case source or mutation operator. */
  readonly driftingCases: Readonly<Record<string, number>>;
  readonly findings: number;
  /** Still running (or never started) when the campaign stopped. */
  readonly complete: boolean;
}

/** The JSON report: the single source of truth every other reporter renders. */
export interface JsonReport {
  readonly version: typeof REPORT_VERSION;
  readonly subject: string;
  readonly seed: number;
  readonly startedAt: string;
  readonly durationMs: number;
  /** `runs` is null when only the time budget bounded the run. */
  readonly budget: {
    readonly runs: number | null;
    readonly timeSeconds: number | null;
    readonly workers: number;
    readonly callTimeoutMs: number;
  };
  /** The campaign stopped before every tool ran its budget (interrupted or out of time). */
  readonly partial: boolean;
  readonly interrupted: boolean;
  /** Stopped by --time before every tool ran its run budget. */
  readonly timedOut: boolean;
  readonly stats: {
    readonly cases: number;
    readonly casesPerSecond: number;
    readonly tools: number;
    readonly casesBySource: Readonly<Record<string, number>>;
    readonly casesByOperator: Readonly<Record<string, number>>;
    readonly driftingCases: Readonly<Record<string, number>>;
    /** Labelled cases the reference disagreed with: non-zero means a toolfuzz bug. */
    readonly labelMismatches: number;
    /** Milliseconds from the run's start to its first finding; null when there was none (absent in older reports). */
    readonly timeToFirstFindingMs?: number | null;
    /** Constants taken from the subject (fuzz/cases/dictionary/): values over every tool's dictionary, and the cases that used one (absent in older reports). */
    readonly dictionary?: { readonly values: number; readonly cases: number };
  };
  readonly tools: readonly ReportTool[];
  /** toolfuzz mcp: the server that was fuzzed, as it introduced itself. */
  readonly server?: ReportServer;
  /** Tools that were listed but not fuzzed, each with why (toolfuzz mcp: not opted in). */
  readonly skippedTools?: readonly ReportSkippedTool[];
  /** Constraints that live only in tool bodies: the model cannot see them in the JSON Schema. */
  readonly hiddenConstraints: readonly HiddenConstraint[];
  /** What each LLM provider's tool API does with each tool's advertised schema (as `toolfuzz lint` reports it); absent in older reports. */
  readonly lint?: readonly ToolLintProblem[];
  /** The providers `lint` covers (`run --provider`); absent in older reports, meaning every provider. */
  readonly lintProviders?: readonly Provider[];
  /** `--framework` as given (`none`, or the one adapter every tool went through); absent: each tool's framework was told from the tool. */
  readonly framework?: string;
  /** The run's first `--provider`: the view framework tools were fuzzed in (each tool's `framework.provider` names it); absent: each framework's default view. */
  readonly provider?: string;
  /** `--lint-gate` was given: a provider rejecting a tool failed the run (JUnit fails those lint cases only then). */
  readonly lintGate?: boolean;
  /** `--gate-edges` was given: edge findings failed the run too (JUnit fails them only then). */
  readonly gateEdges?: boolean;
  /** What the subject printed while fuzzed (captured, so it cannot garble toolfuzz's output). */
  readonly subjectOutput: { readonly bytes: number; readonly sample: string };
  readonly findings: readonly ReportFinding[];
  /** Tools taken out of the campaign because they kept hanging or crashing their worker (their findings are kept). */
  readonly quarantined?: readonly ReportQuarantine[];
  /** Tools not usable in this environment (toolfuzz mcp: every schema-valid call failed alike, or hung): listed once, not drifts, no gate. */
  readonly unusableTools?: readonly UnusableTool[];
  /** The regression corpus: past findings replayed before the campaign, and how many new ones were saved. */
  readonly corpus?: ReportCorpus;
  /** What the baseline did (run --baseline): known and new finding ids, stale and unchecked entries. */
  readonly baseline?: BaselineSummary;
}

/** A tool the campaign stopped calling because it kept hanging or crashing its worker. */
export interface ReportQuarantine {
  readonly tool: string;
  readonly events: readonly ('HANG' | 'CRASH')[];
  readonly reason: string;
}

/** What the regression corpus did on this run. */
export interface ReportCorpus {
  readonly dir: string;
  /** The subject whose entries this run replays (its module path relative to the project). */
  readonly subject?: string;
  readonly replayed: readonly {
    readonly file: string;
    readonly fingerprint: string;
    readonly kind: FindingKind;
    readonly blame: Blame;
    readonly tool: string;
    readonly status: CorpusStatus;
  }[];
  /** Entries not replayed: other subjects', ones written before entries named their subject, and ones the time budget left no room for. */
  readonly skipped?: { readonly otherSubjects: number; readonly legacy: number; readonly outOfTime: number };
  /** Files in the corpus folder that are not entries (left alone). */
  readonly unreadable: readonly string[];
  /** New entries written by this run. */
  readonly saved: number;
}

/** The MCP server a `toolfuzz mcp` run fuzzed: how it was reached, and what it said of itself. */
export interface ReportServer {
  readonly target: McpServerTarget;
  readonly serverInfo?: { readonly name?: string; readonly version?: string };
  readonly protocolVersion?: string;
}

/** A tool that was listed but not fuzzed. */
export interface ReportSkippedTool {
  readonly tool: string;
  readonly reason: string;
  readonly annotations?: McpToolAnnotations;
}
