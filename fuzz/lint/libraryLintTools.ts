import { displayPath } from '../errors/userPaths.ts';
import { loadSubjectTools } from '../producers/framework/loadSubjectTools.ts';
import type { LintSourceTool, SkippedTool } from './lintSourceTool.ts';

/**
 * A library subject's tools as the lint reads them: each tool's advertised schema (its `jsonSchema`,
 * else what the library's own converter makes of its `inputSchema`, as `run` fuzzes it), and the
 * tools its converter could not convert as skipped, with the converter's message.
 */
export async function libraryLintTools(
  modulePath: string,
  cwd: string,
): Promise<{ readonly tools: readonly LintSourceTool[]; readonly skipped: readonly SkippedTool[] }> {
  // A framework tool is linted as its framework sends it (the AI SDK's closed objects, draft-07), as `run` fuzzes it.
  const loaded = await loadSubjectTools(modulePath, cwd);
  // A skipped tool has no export key kept, so the module is its origin.
  const moduleShown = displayPath(modulePath, cwd);
  return {
    tools: loaded.tools.map((tool) => ({ name: tool.name, schema: tool.advertised, origin: tool.origin })),
    skipped: loaded.skipped.map((s) => ({ tool: s.tool, origin: moduleShown, reason: s.reason })),
  };
}
