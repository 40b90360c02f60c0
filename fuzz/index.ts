// `toolfuzz`: the fuzzer as a library. `toolfuzz run`, `toolfuzz replay` and `toolfuzz lint` as
// functions, and the reports they resolve to. The sample tool layer is `toolfuzz/tool-layer`.
export { fuzz } from './api/fuzz.ts';
export type { FuzzOptions, PathOption } from './api/fuzzOptions.ts';
export { replay } from './api/replay.ts';
export { emitRegressionTests, type EmitRegressionTestsOptions } from './report/vitest/emitRegressionTests.ts';
export { isBlocking, lint, lintSchema, lintTools, providerView, PROVIDERS, type LintableTool, type LintOptions } from './lint/index.ts';
export type { LintCertainty, LintEffect, LintProblem, LintReport, Provider, RuleId, ToolLintProblem } from './lint/index.ts';
export type { ReplayedFinding, ReplayOptions, ReplayResult, ReplayStatus } from './api/replayOptions.ts';
export { UsageError } from './errors/usageError.ts';
export { FINDING_KINDS, type Blame, type FindingKind } from './model/findingKind.ts';
export type { CaseSource } from './model/caseSource.ts';
export type { Observation } from './findings/observation.ts';
export type { CaseVerdicts } from './judge/caseVerdicts.ts';
export type { HiddenConstraint } from './model/toolRunStats.ts';
export {
  REPORT_VERSION,
  type JsonReport,
  type ReportCorpus,
  type ReportFinding,
  type ReportQuarantine,
  type ReportTool,
} from './report/jsonReport.ts';
export type { BaselineSummary } from './model/baselineSummary.ts';
