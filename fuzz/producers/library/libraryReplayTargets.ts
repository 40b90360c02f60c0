import { displayPath } from '../../errors/userPaths.ts';
import { UsageError } from '../../errors/usageError.ts';
import type { ReplayTarget } from '../../model/replayTarget.ts';
import { parseFrameworkChoice } from '../framework/frameworkAdapters.ts';
import { loadSubjectTools } from '../framework/loadSubjectTools.ts';
import { subjectKind } from '../../subject/subjectKind.ts';

/**
 * Findings to replay against `subject`, each finding of a library or framework tool given that tool as the
 * subject defines it now (its schema re-derived, its runtime re-imported), so a fix in the module
 * or an upgraded converter shows. SchemaSpec findings, and any subject that is not a library
 * subject, are left as they are. A finding whose tool the module no longer defines is a UsageError.
 */
export async function withLibraryTools<T extends ReplayTarget>(
  subject: string,
  targets: readonly T[],
  cwd: string,
  framework?: string,
  provider?: string,
): Promise<T[]> {
  if (targets.every((target) => target.spec !== undefined || target.toolNow !== undefined)) return [...targets];
  if ((await subjectKind(subject, { cwd })) !== 'library') return [...targets];
  // A framework tool replays through its framework again, in the same provider view (the run's --framework and --provider, as the report recorded them).
  const { tools } = await loadSubjectTools(subject, cwd, framework === undefined ? undefined : parseFrameworkChoice(framework), provider);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return targets.map((target) => {
    if (target.spec !== undefined || target.toolNow !== undefined) return target;
    const tool = byName.get(target.tool);
    if (tool === undefined)
      throw new UsageError(
        `${displayPath(subject, cwd)}: defines no tool ${JSON.stringify(target.tool)} any more (it has ${tools.map((t) => t.name).join(', ') || 'none'})`,
      );
    return { ...target, toolNow: tool };
  });
}
