import type { CampaignOutcome } from '../model/campaignOutcome.ts';
import { type FindingEdge, findingEdge } from '../findings/findingEdge.ts';
import { findingShape, groupFingerprints } from '../findings/fingerprint.ts';
import { findingFix, fixOrigin } from '../findings/fix/findingFix.ts';
import { formatPath, type PathSegments } from '../model/argsPath.ts';
import { FINDING_KINDS } from '../model/findingKind.ts';
import { type Provider, PROVIDERS } from '../lint/lintTypes.ts';
import type { ToolUnderTest } from '../tool/toolUnderTest.ts';
import {
  type JsonReport,
  REPORT_VERSION,
  type ReportFinding,
  type ReportServer,
  type ReportSkippedTool,
  type ReportTool,
} from './jsonReport.ts';
import { schemaFeatures } from './schemaFeatures.ts';
import { referenceJsonSchema } from '../reference/referenceConversion.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import { truncateForReport } from './truncateForReport.ts';
import type { CaseVerdicts } from '../judge/caseVerdicts.ts';
import type { RuntimeIssue } from '../model/runtimeVerdict.ts';

/** The `edge` field of a finding, absent when it has none. */
function edgeField(edge: FindingEdge | undefined): { edge?: FindingEdge } {
  return edge === undefined ? {} : { edge };
}

/** What the report says about how the campaign was run. */
export interface ReportContext {
  readonly subject: string;
  readonly seed: number;
  /** Cases per source per tool: Infinity when only the time budget bounded the run. */
  readonly runs: number;
  readonly timeSeconds: number | undefined;
  readonly workers: number;
  readonly callTimeoutMs: number;
  /** The providers the tools were linted for (default: every one). */
  readonly lintProviders?: readonly Provider[];
  readonly startedAt: Date;
  readonly tools: readonly ToolUnderTest[];
  /** Tools the subject has that were not fuzzed, each with why (a library tool its converter cannot convert, an MCP tool not opted in). */
  readonly skippedTools?: readonly ReportSkippedTool[];
  /** The MCP server that was fuzzed, as it introduced itself. */
  readonly server?: ReportServer;
  /** `--framework` as the run was given it: replay loads the tools through the same framework (or none). */
  readonly framework?: string;
  /** The run's first `--provider`: the view framework tools were fuzzed in; replay loads them in the same view. */
  readonly provider?: string;
  /** Builds the replay command for a finding id. */
  readonly reproduce: (id: string) => string;
}

function parseArgs(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** The tools a producer found not usable here, once each (several workers may each have found it); absent when none. */
function unusableTools(stats: CampaignOutcome['toolStats']): Pick<JsonReport, 'unusableTools'> {
  const found = new Map(stats.flatMap((s) => (s.unusable === undefined ? [] : [[s.unusable.tool, s.unusable] as const])));
  return found.size === 0 ? {} : { unusableTools: [...found.values()].map((u) => ({ ...u, text: truncateForReport(u.text) as string })) };
}

function sum(records: readonly Readonly<Record<string, number>>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const record of records) for (const [key, n] of Object.entries(record)) out[key] = (out[key] ?? 0) + n;
  return out;
}

/** A finding's verdicts cut to a readable size; the note that ends a cut issue list is an issue too, so every reader sees issues. */
function reportVerdicts(verdicts: CaseVerdicts): CaseVerdicts {
  const cut = truncateForReport(verdicts) as CaseVerdicts;
  if (cut.runtime.kind !== 'rejected') return cut;
  const issues = (cut.runtime.issues as readonly (RuntimeIssue | string)[]).map((issue) =>
    typeof issue === 'string' ? { message: issue } : issue,
  );
  return { ...cut, runtime: { ...cut.runtime, issues } };
}

/** Builds the JSON report: findings deduplicated by kind, blame and shape, evidence truncated to a readable size. */
export function buildReport(result: CampaignOutcome, context: ReportContext): JsonReport {
  const groups = new Map<string, CampaignOutcome['findings'][number][]>();
  for (const finding of result.findings) {
    const shape = findingShape(finding);
    const group = groups.get(shape);
    if (group === undefined) groups.set(shape, [finding]);
    else group.push(finding);
  }
  const ordered = [...groups.entries()].sort(
    ([, a], [, b]) => FINDING_KINDS.indexOf(a[0]!.kind) - FINDING_KINDS.indexOf(b[0]!.kind) || a[0]!.toolIndex - b[0]!.toolIndex,
  );
  const toolsByName = new Map(context.tools.map((tool) => [tool.name, tool]));
  const findings: ReportFinding[] = ordered.map(([shape, group], index) => {
    const first = group[0]!;
    const evidence = { kind: first.kind, args: parseArgs(first.argsJson), ...(first.schema === undefined ? {} : { schema: first.schema }) };
    const fix = findingFix(
      {
        ...evidence,
        ...(first.verdicts === undefined ? {} : { verdicts: first.verdicts }),
        ...(first.operator === undefined ? {} : { operator: first.operator }),
      },
      fixOrigin(toolsByName.get(first.tool)),
    );
    const id = `F${index + 1}`;
    const tools = [...new Set(group.map((f) => f.tool))];
    return {
      id,
      kind: first.kind,
      blame: first.blame,
      tool: first.tool,
      tools,
      duplicates: tools.length - 1,
      occurrences: group.reduce((n, f) => n + f.occurrences, 0),
      explanation: first.explanation,
      paths: first.paths.map((p: PathSegments) => formatPath(p)),
      ...(first.spec === undefined ? { schema: first.schema ?? {} } : { spec: first.spec }),
      args: truncateForReport(parseArgs(first.argsJson)),
      argsJson: first.argsJson.length > 100_000 ? `${first.argsJson.slice(0, 100_000)}…` : first.argsJson,
      ...(first.verdicts === undefined ? {} : { verdicts: reportVerdicts(first.verdicts) }),
      ...(first.converter === undefined ? {} : { converter: truncateForReport(first.converter) as ReportFinding['converter'] & object }),
      source: first.source,
      ...(first.operator === undefined ? {} : { operator: first.operator }),
      caseIndex: first.caseIndex,
      shrink: first.shrink,
      ...groupFingerprints(shape, group),
      reproduce: context.reproduce(id),
      firstSeenMs: Math.min(...group.map((f) => f.firstSeenMs)),
      ...edgeField(findingEdge(first.argsJson, first.spec === undefined ? 'json-schema' : 'schema-spec')),
      driftClass: fix.driftClass,
      fix: fix.fix,
    };
  });
  const byTool = new Map(result.toolStats.map((s) => [s.tool, s]));
  // With --time alone there is no run budget to finish: a tool that got its share of the time is done.
  const bounded = Number.isFinite(context.runs);
  const quarantined = new Set(result.quarantined.map((q) => q.tool));
  const tools: ReportTool[] = context.tools.map((tool) => {
    const stats = byTool.get(tool.name);
    const casesBySource = stats?.cases ?? { valid: 0, faker: 0, violator: 0, loose: 0, 'as-sent': 0 };
    const cases = Object.values(casesBySource).reduce((a, b) => a + b, 0);
    return {
      name: tool.name,
      origin: tool.origin,
      producer: tool.producer,
      ...(tool.producer === 'library' ? { library: tool.library, advertised: tool.advertised } : {}),
      ...(tool.producer === 'framework' ? { framework: tool.framework, advertised: tool.advertised } : {}),
      ...(tool.producer === 'mcp'
        ? { advertised: tool.advertised, ...(tool.annotations === undefined ? {} : { annotations: tool.annotations }) }
        : {}),
      cases,
      casesBySource,
      satisfiable: stats?.satisfiable ?? true,
      // Read from the schema the tool is judged by: the advertised one, or a SchemaSpec's reference conversion.
      features: schemaFeatures(
        tool.producer === 'schema-spec' ? (referenceJsonSchema(tool.spec) as unknown as JsonSchema) : tool.advertised,
        stats?.satisfiable ?? true,
      ),
      casesByOperator: stats?.byOperator ?? {},
      driftingCases: stats?.drifting ?? {},
      findings: result.findings.filter((f) => f.tool === tool.name).length,
      complete:
        stats !== undefined && !quarantined.has(tool.name) && (stats.unusable !== undefined || (bounded ? !stats.stopped : cases > 0)),
    };
  });
  const cases = tools.reduce((n, t) => n + t.cases, 0);
  return {
    version: REPORT_VERSION,
    subject: context.subject,
    seed: context.seed,
    startedAt: context.startedAt.toISOString(),
    durationMs: result.durationMs,
    budget: {
      runs: Number.isFinite(context.runs) ? context.runs : null,
      timeSeconds: context.timeSeconds ?? null,
      workers: context.workers,
      callTimeoutMs: context.callTimeoutMs,
    },
    partial: result.interrupted || (bounded && result.timedOut) || tools.some((t) => !t.complete),
    interrupted: result.interrupted,
    timedOut: bounded && result.timedOut,
    stats: {
      cases,
      casesPerSecond: Math.round(cases / Math.max(result.durationMs / 1000, 0.001)),
      tools: tools.length,
      casesBySource: sum(result.toolStats.map((s) => s.cases)),
      casesByOperator: sum(result.toolStats.map((s) => s.byOperator)),
      driftingCases: sum(result.toolStats.map((s) => s.drifting)),
      labelMismatches: result.toolStats.reduce((n, s) => n + s.labelMismatches, 0),
      timeToFirstFindingMs: result.findings.length === 0 ? null : Math.min(...result.findings.map((f) => f.firstSeenMs)),
      dictionary: {
        values: result.toolStats.reduce((n, s) => n + (s.dictionary?.values ?? 0), 0),
        cases: result.toolStats.reduce((n, s) => n + (s.dictionary?.cases ?? 0), 0),
      },
    },
    tools,
    ...(context.server === undefined ? {} : { server: context.server }),
    ...(context.skippedTools === undefined ? {} : { skippedTools: context.skippedTools }),
    ...(context.framework === undefined ? {} : { framework: context.framework }),
    ...(context.provider === undefined ? {} : { provider: context.provider }),
    hiddenConstraints: result.toolStats.flatMap((s) => s.hiddenConstraints),
    lint: result.toolStats.flatMap((s) => s.lint),
    lintProviders: [...(context.lintProviders ?? PROVIDERS)],
    subjectOutput: { bytes: result.subjectOutput.bytes, sample: result.subjectOutput.sample },
    findings,
    quarantined: result.quarantined.map((q) => ({ tool: q.tool, events: [...q.events], reason: q.reason })),
    ...unusableTools(result.toolStats),
  };
}
