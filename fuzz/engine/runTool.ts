import type { RawFinding } from '../findings/rawFinding.ts';
import type { Observation } from '../findings/observation.ts';
import type { HiddenConstraint, ToolRunStats } from '../model/toolRunStats.ts';
import { CASE_SOURCES, type CaseSource } from '../model/caseSource.ts';
import { labelValidity } from '../model/caseLabel.ts';
import { lintAdvertised } from '../lint/lintAdvertised.ts';
import type { Provider } from '../lint/lintTypes.ts';
import type { PreparedTool, ShrinkContext } from '../tool/preparedTool.ts';
import { NO_HOOKS, type ToolRunHooks } from '../tool/toolRunHooks.ts';

export type { ToolRunHooks } from '../tool/toolRunHooks.ts';

/** The campaign-wide settings one tool's run needs. */
export interface ToolRunSettings {
  /** The case indexes to run for every case source: [from, to). A campaign runs a tool in slices. */
  readonly range: { readonly from: number; readonly to: number };
  /** `KIND/blame` drifts already found on this tool in an earlier slice: counted, not shrunk again. */
  readonly known?: ReadonlySet<string>;
  /** True once the wall-clock budget is spent or the run was interrupted. */
  readonly shouldStop: () => boolean;
  /** When shrinking must give up (default: shouldStop); shrinking may outlast the case budget a little. */
  readonly shouldStopShrinking?: () => boolean;
  /** Evaluations a shrink may spend. */
  readonly shrinkBudget?: number;
  /** Start at this case, skipping all before it (after a hang or crash on the previous one). */
  readonly resumeAt?: { readonly source: CaseSource; readonly index: number };
  /** The providers to lint the advertised schema for (default: every one). */
  readonly lintProviders?: readonly Provider[];
  /** Do not check the tool's schema itself (checking it hung or crashed before). */
  readonly skipSchemaCheck?: boolean;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Before a slice reports done, a timer the subject left behind (a late throw) gets to fire while this
 * tool still holds the worker, so what it does is this tool's, not the next tool's. A timer of up to
 * 1 ms set earlier fires before one set now; the wait is paid only when some timer is pending.
 */
async function settleSubjectTimers(): Promise<void> {
  await yieldToEventLoop();
  if (process.getActiveResourcesInfo().includes('Timeout')) await new Promise((resolve) => setTimeout(resolve, 1));
}

function key(observation: Pick<Observation, 'kind' | 'blame'>): string {
  return `${observation.kind}/${observation.blame}`;
}

/**
 * Runs every case source of one prepared tool over a slice of case indexes, shrinking the first
 * case of each drift it sees. Knows nothing of the producer: cases, oracles and shrinking come
 * from the prepared tool.
 */
export async function runTool(tool: PreparedTool, settings: ToolRunSettings, hooks: ToolRunHooks = NO_HOOKS): Promise<ToolRunStats> {
  const cases: Record<CaseSource, number> = { valid: 0, faker: 0, violator: 0, loose: 0, 'as-sent': 0 };
  const drifting: Record<string, number> = {};
  const byOperator: Record<string, number> = {};
  const seen = new Map<string, { finding: RawFinding; count: number }>();
  const hidden = new Map<string, HiddenConstraint>();
  const knownOccurrences: Record<string, number> = {};
  let labelMismatches = 0;
  let dictionaryCases = 0;
  let stopped = false;
  const known = settings.known ?? new Set<string>();
  const ctx: ShrinkContext = { hooks, budget: settings.shrinkBudget, shouldStop: settings.shouldStopShrinking ?? settings.shouldStop };

  if (settings.skipSchemaCheck !== true && !known.has('CONVERTER_INVALID/converter')) {
    const finding = await tool.schemaFinding(ctx);
    if (finding !== undefined) seen.set(key(finding), { finding, count: 1 });
  }
  const resume = settings.resumeAt;
  // The advertised schema is the same for every slice: the first one lints it.
  const lint = settings.range.from === 0 && resume === undefined ? lintAdvertised(tool.name, tool.advertised, settings.lintProviders) : [];
  const firstSource = resume === undefined ? 0 : CASE_SOURCES.indexOf(resume.source);
  for (const source of CASE_SOURCES.slice(firstSource)) {
    if (!tool.supports(source)) continue;
    const firstIndex = resume !== undefined && source === resume.source ? resume.index : settings.range.from;
    tool.upcoming?.(source, firstIndex, settings.range.to);
    for (let index = firstIndex; index < settings.range.to; index++) {
      if ((index & 15) === 0) {
        if (settings.shouldStop()) {
          stopped = true;
          break;
        }
        // Let the event loop turn: a timer or rejection the subject left behind fires now, on its own case.
        await yieldToEventLoop();
      }
      const generated = tool.make(source, index);
      if (generated === undefined) continue;
      hooks.enter('case', source, index, generated.json);
      const { observations, referenceValid, hiddenConstraints } = await tool.evaluate(generated, hooks);
      hooks.leave();
      cases[source]++;
      if (generated.operator !== undefined) byOperator[generated.operator] = (byOperator[generated.operator] ?? 0) + 1;
      if (generated.dictionary === true) dictionaryCases++;
      const expectedValid = labelValidity(generated.expected);
      if (expectedValid !== undefined && expectedValid !== referenceValid) labelMismatches++;
      for (const constraint of hiddenConstraints) {
        const example = hidden.get(constraint);
        // Keep the smallest example: the one a reader understands at a glance.
        if (example === undefined || generated.json.length < example.exampleJson.length) {
          hidden.set(constraint, { tool: tool.name, message: constraint, exampleJson: generated.json });
        }
      }
      if (observations.length === 0) continue;
      const bucket = generated.operator ?? source;
      drifting[bucket] = (drifting[bucket] ?? 0) + 1;
      for (const seenObservation of observations) {
        const refined = await tool.refine(seenObservation, generated, ctx);
        const observation = refined?.observation ?? seenObservation;
        if (known.has(key(observation))) {
          knownOccurrences[key(observation)] = (knownOccurrences[key(observation)] ?? 0) + 1;
          continue;
        }
        const seenBefore = seen.get(key(observation));
        if (seenBefore !== undefined) {
          seenBefore.count++;
          continue;
        }
        const finding = await tool.shrink(refined?.generated ?? generated, observation, ctx, refined?.start);
        seen.set(key(observation), { finding, count: 1 });
      }
    }
    if (stopped) break;
  }
  await settleSubjectTimers();
  for (const { finding, count } of seen.values()) hooks.finding({ ...finding, occurrences: count });
  const quarantined = tool.quarantine?.();
  const unusable = tool.unusable?.();
  return {
    tool: tool.name,
    cases,
    drifting,
    byOperator,
    satisfiable: tool.satisfiable,
    labelMismatches,
    hiddenConstraints: [...hidden.values()],
    stopped,
    knownOccurrences,
    lint,
    ...(tool.dictionarySize === undefined || tool.dictionarySize === 0
      ? {}
      : { dictionary: { values: tool.dictionarySize, cases: dictionaryCases } }),
    ...(quarantined === undefined ? {} : { quarantined }),
    ...(unusable === undefined ? {} : { unusable }),
  };
}
