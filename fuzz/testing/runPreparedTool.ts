import { runTool } from '../engine/runTool.ts';
import type { PreparedTool } from '../tool/preparedTool.ts';
import { NO_HOOKS } from '../tool/toolRunHooks.ts';
import type { RawFinding } from '../findings/rawFinding.ts';
import type { ToolRunStats } from '../model/toolRunStats.ts';

/** What one runTool over a prepared tool gave: its stats, every finding posted (unshrunk ones too), and the final ones. */
export interface PreparedToolRun {
  readonly stats: ToolRunStats;
  readonly posted: readonly RawFinding[];
  /** The findings runTool posted last, one per kind and blame (shrunk, with occurrences). */
  readonly findings: readonly RawFinding[];
}

/** Runs cases [0, runs) of every source of `tool` through runTool, with hooks that only collect findings. */
export async function runPreparedTool(tool: PreparedTool, runs: number, shrinkBudget?: number): Promise<PreparedToolRun> {
  const posted: RawFinding[] = [];
  const stats = await runTool(
    tool,
    { range: { from: 0, to: runs }, shouldStop: () => false, ...(shrinkBudget === undefined ? {} : { shrinkBudget }) },
    { ...NO_HOOKS, finding: (finding) => posted.push(finding) },
  );
  const last = new Map<string, RawFinding>();
  for (const finding of posted) last.set(`${finding.kind}/${finding.blame}`, finding);
  return { stats, posted, findings: [...last.values()] };
}
