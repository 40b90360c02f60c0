import type { Producer } from '../producer.ts';

/**
 * How long a replayed case may take beyond its call limit to import the tool's module in a fresh
 * worker (a framework such as the AI SDK or Mastra takes seconds to import on a loaded machine):
 * the import is not the call, and a case cut short by it would read as fixed.
 */
export function moduleImportMs(callTimeoutMs: number): number {
  return Math.max(15_000, 3 * callTimeoutMs);
}

const WHY_NO_SPECS =
  'spec sources are fuzzed against a SchemaSpec subject (validateArgs, schemaSpecToJsonSchema), and this subject defines its own tools';

/**
 * Library tools: a module whose `tools` are defined with zod, valibot, arktype or TypeBox. Its tools
 * ARE the campaign (spec sources with it are a usage error); a finding replays through the tool as
 * the module defines it now, so a fix in the module or an upgraded converter shows.
 */
export const libraryProducer: Producer<'library'> = {
  async load(request, ctx) {
    const { subjectKind } = await import('../../subject/subjectKind.ts');
    const { DEFAULT_SUBJECT } = await import('../../options/packageRoot.ts');
    if ((await subjectKind(request.subject, { knownSchemaSpec: DEFAULT_SUBJECT, cwd: ctx.cwd })) !== 'library') return undefined;
    const { UsageError } = await import('../../errors/usageError.ts');
    const { specSourcesGiven } = await import('../../options/packageRoot.ts');
    if (specSourcesGiven(request.specs)) throw new UsageError(`--specs cannot be used with a library subject: ${WHY_NO_SPECS}`);
    if (request.randomSpecs) throw new UsageError(`--random-specs cannot be used with a library subject: ${WHY_NO_SPECS}`);
    // Checked before the module loads: an unknown framework is a one-line usage error.
    const { parseFrameworkChoice } = await import('../framework/frameworkAdapters.ts');
    const choice = request.framework === undefined ? undefined : parseFrameworkChoice(request.framework);
    const { loadSubjectTools } = await import('../framework/loadSubjectTools.ts');
    // The run's first --provider picks the view of a framework that rewrites schemas per provider (Mastra's compat layers).
    return loadSubjectTools(request.subject, ctx.cwd, choice, request.providers?.[0]);
  },
  async preparer(setup) {
    const { LibraryPreparer } = await import('./libraryPreparer.ts');
    return new LibraryPreparer({
      seed: setup.seed,
      callTimeoutMs: setup.callTimeoutMs,
      asSentProviders: setup.asSentProviders,
      ...(setup.modules === undefined ? {} : { modules: setup.modules }),
    });
  },
  async findAgain(targets, from) {
    if (from.campaign !== undefined) {
      const mine = new Map(
        from.campaign.flatMap((tool) => (tool.producer === 'library' || tool.producer === 'framework' ? [[tool.name, tool] as const] : [])),
      );
      return targets.map((target) => {
        const tool = target.toolNow === undefined && target.spec === undefined ? mine.get(target.tool) : undefined;
        return tool === undefined ? target : { ...target, toolNow: tool };
      });
    }
    const { withLibraryTools } = await import('./libraryReplayTargets.ts');
    return withLibraryTools(from.subject, targets, from.cwd, from.framework, from.provider);
  },
  findingSchema: (tool) => ({ schema: tool.advertised }),
  startupMs: moduleImportMs,
};
