import { describeError } from '../errors/describeError.ts';
import { entriesOfSubject, readCorpus, saveToCorpus } from '../corpus/regressionCorpus.ts';
import { replayCorpus } from '../corpus/replayCorpus.ts';
import { subjectId } from '../corpus/corpusEntry.ts';
import { type CampaignFinding, runCampaign } from '../engine/campaign.ts';
import { displayPath } from '../errors/userPaths.ts';
import { UsageError } from '../errors/usageError.ts';
import type { AwaitedFinding } from '../model/awaitedFinding.ts';
import type { ToolUnderTest } from '../tool/toolUnderTest.ts';
import { buildReport } from '../report/buildReport.ts';
import type { JsonReport, ReportServer, ReportSkippedTool } from '../report/jsonReport.ts';
import { parseShard, type Shard, shardTools } from '../specs/shardTools.ts';
import type { RunOptions } from '../options/runOptions.ts';
import type { LoadRequest, McpServerRun } from '../producers/producer.ts';
import { findAgain, loadTools } from '../producers/producerRegistry.ts';
import { gateReport } from './gateReport.ts';
import { parseProviders } from '../lint/lintProviders.ts';
import { runBudget } from './runBudget.ts';

/** What runFuzz runs: the run options, and what no run flag says (an MCP server to fuzz instead of a subject module). */
export interface RunFuzzOptions extends RunOptions {
  readonly mcp?: McpServerRun | undefined;
}

/** What a run tells its caller as it goes (the CLI prints it; the API may ignore it), and what ends it early. */
export interface RunHooks {
  /** Aborting stops the run: running cases finish, the reports of what ran are still built. */
  readonly signal?: AbortSignal;
  /** Findings that end fuzzing once found and shrunk (fuzz()'s `stopWhenFound`; no flag sets it). */
  readonly stopWhenFound?: readonly AwaitedFinding[];
  /** Once the subject loaded in a worker and fuzzing begins. */
  readonly onStarted?: (campaign: CampaignOutline) => void;
  /** A few times a second: cases run and findings so far. */
  readonly onProgress?: (cases: number, findings: number) => void;
}

/** The tools of a run: this shard's, and how many all shards hold together. */
export interface CampaignTools {
  readonly tools: readonly ToolUnderTest[];
  readonly allTools: number;
  readonly shard: Shard | undefined;
  /** Tools the subject defines that cannot or may not be fuzzed (a library tool its converter cannot convert, an MCP tool not opted in), with why. */
  readonly skipped?: readonly ReportSkippedTool[];
  /** What the report names as the subject when it is not `options.subject` (an MCP server's command line or URL). */
  readonly subject?: string;
  /** What the report says of the subject beyond its name (an MCP server's identity). */
  readonly about?: { readonly server?: ReportServer };
}

/** What a campaign is about to fuzz, for a header line. */
export interface CampaignOutline extends CampaignTools {
  /** Cases per source per tool: Infinity when only the time budget bounds the run. */
  readonly runs: number;
}

/**
 * Loads the campaign's tools through the producer that recognises the request (see PRODUCERS: an MCP
 * server's, a library subject's own tools, or the spec sources and random specs for a SchemaSpec
 * subject; docs/subject-contract.md), then keeps this shard's.
 */
export async function loadCampaignTools(
  request: LoadRequest & Pick<RunOptions, 'shard'>,
  projectDir: string = process.cwd(),
  deadline?: number,
): Promise<CampaignTools> {
  const loaded = await loadTools(request, { cwd: projectDir, deadline });
  const all = loaded.tools;
  const shard = request.shard === undefined ? undefined : parseShard(request.shard);
  const tools = shard === undefined ? all : shardTools(all, shard);
  const skipped = loaded.skipped;
  if (tools.length === 0 && (all.length > 0 || skipped.length === 0))
    throw new UsageError(`--shard ${request.shard} holds no tools (the campaign has ${all.length})`);
  if (tools.length === 0)
    throw new UsageError(
      `${displayPath(request.subject, projectDir)}: none of its tools can be fuzzed (${skipped.map((s) => `${s.tool}: ${s.reason}`).join('; ')})`,
    );
  return {
    tools,
    allTools: all.length,
    shard,
    ...(skipped.length === 0 ? {} : { skipped }),
    ...(loaded.subject === undefined ? {} : { subject: loaded.subject }),
    ...(loaded.about === undefined ? {} : { about: loaded.about }),
  };
}

/** A finished run: its report (annotated by the baseline, if any) and what decides the exit code. */
export interface FuzzRun {
  readonly report: JsonReport;
  /** Findings (and stale baseline entries under --fail-on-stale) that fail the run. */
  readonly failing: number;
  /** Lines for the console, e.g. stale baseline entries. */
  readonly notes: readonly string[];
  /** Every tool's own findings, before the report groups one drift across tools (fuzzTools shows each tool its own). */
  readonly toolFindings: readonly CampaignFinding[];
}

/** How a run refers to itself in its report: the replay command of a finding, the started time. */
export interface RunIdentity {
  readonly cwd: string;
  /** Builds the replay command for a finding id. */
  readonly reproduce: (id: string) => string;
  /** Epoch ms the run started (the time budget counts from here). */
  readonly started: number;
}

/**
 * The engine's one entry: loads the tools, replays the subject's regression corpus, runs the
 * campaign, builds the report, saves new findings to the corpus and applies the baseline, all
 * within `--time` (which counts from `identity.started`). Writing report files and printing are
 * the caller's.
 */
export async function runFuzz(
  options: RunFuzzOptions,
  identity: RunIdentity,
  hooks: RunHooks = {},
  given?: CampaignTools,
): Promise<FuzzRun> {
  const budget = runBudget(identity.started, options);
  // Checked before anything loads: an unknown provider is a one-line usage error.
  const providers = options.providers.length === 0 ? [] : parseProviders(options.providers);
  const deadline = options.timeSeconds === undefined ? undefined : budget.started + options.timeSeconds * 1000;
  const campaign = given ?? (await loadCampaignTools(options, identity.cwd, deadline));
  const { tools, skipped, about, subject: named = options.subject } = campaign;

  // Past findings first: even a run with a tiny budget checks every bug the corpus remembers.
  const subject = subjectId(named, identity.cwd);
  const corpusContents = options.corpus === undefined ? { entries: [], unreadable: [] } : readCorpus(options.corpus);
  const corpus = entriesOfSubject(corpusContents, subject);
  const replay = await replayCorpus(corpus.mine, {
    subjectPath: named,
    cwd: identity.cwd,
    callTimeoutMs: options.callTimeoutMs,
    toolIndex: tools.length,
    findAgain: (targets) =>
      findAgain(targets, {
        subject: named,
        cwd: identity.cwd,
        callTimeoutMs: options.callTimeoutMs,
        campaign: tools,
        framework: options.framework,
      }),
    runStarted: budget.started,
    ...(budget.campaignDeadline === undefined ? {} : { deadline: budget.campaignDeadline }),
  });

  const result = await runCampaign({
    subjectPath: named,
    cwd: identity.cwd,
    tools,
    seed: options.seed,
    runs: budget.runs,
    ...(budget.campaignDeadline === undefined ? {} : { deadline: budget.campaignDeadline }),
    workers: options.workers,
    callTimeoutMs: options.callTimeoutMs,
    runBodies: options.runBodies,
    providers,
    ...(hooks.stopWhenFound === undefined ? {} : { stopWhenFound: hooks.stopWhenFound }),
    runStarted: budget.started,
    ...(hooks.signal === undefined ? {} : { signal: hooks.signal }),
    onStarted: () => hooks.onStarted?.({ ...campaign, runs: budget.runs }),
    ...(hooks.onProgress === undefined ? {} : { onProgress: hooks.onProgress }),
  });
  if (result.fatal !== undefined) throw new UsageError(result.fatal);
  const built = buildReport(
    { ...result, findings: [...result.findings, ...replay.findings], durationMs: Date.now() - budget.started },
    {
      subject: named,
      seed: options.seed,
      runs: budget.runs,
      timeSeconds: options.timeSeconds,
      workers: options.workers,
      callTimeoutMs: options.callTimeoutMs,
      ...(providers.length === 0 ? {} : { lintProviders: providers }),
      startedAt: new Date(budget.started),
      tools,
      ...(skipped === undefined ? {} : { skippedTools: skipped }),
      ...(about?.server === undefined ? {} : { server: about.server }),
      ...(options.framework === undefined ? {} : { framework: options.framework }),
      ...(options.providers[0] === undefined ? {} : { provider: options.providers[0] }),
      reproduce: identity.reproduce,
    },
  );
  const toolFindings = [...result.findings, ...replay.findings];
  if (options.corpus === undefined) return { ...gateReport(built, { ...options, cwd: identity.cwd }), toolFindings };
  let saved: string[];
  try {
    saved = saveToCorpus(options.corpus, built.findings, new Date(budget.started), subject);
  } catch (error) {
    throw new UsageError(`could not write the regression corpus ${displayPath(options.corpus, identity.cwd)}: ${describeError(error)}`);
  }
  const report: JsonReport = {
    ...built,
    corpus: {
      dir: options.corpus,
      subject,
      replayed: replay.replayed,
      skipped: { otherSubjects: corpus.otherSubjects, legacy: corpus.legacy, outOfTime: replay.outOfTime },
      unreadable: corpusContents.unreadable,
      saved: saved.length,
    },
  };
  return { ...gateReport(report, { ...options, cwd: identity.cwd }), toolFindings };
}
