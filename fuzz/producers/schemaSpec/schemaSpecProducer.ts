import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import type { Producer } from '../producer.ts';

/**
 * SchemaSpec tools: the spec sources (and `--random-specs`), fuzzed against a subject exporting
 * validateArgs and schemaSpecToJsonSchema. A finding carries its shrunk spec, and replays through
 * a tool rebuilt from it.
 */
export const schemaSpecProducer: Producer<'schema-spec'> = {
  async load(request, ctx) {
    const { subjectKind } = await import('../../subject/subjectKind.ts');
    const { DEFAULT_SUBJECT } = await import('../../options/packageRoot.ts');
    if ((await subjectKind(request.subject, { knownSchemaSpec: DEFAULT_SUBJECT, cwd: ctx.cwd })) !== 'schema-spec') return undefined;
    const { loadSpecSources } = await import('../../specs/loadSpecSources.ts');
    const { tools } = await loadSpecSources(request.specs, { cwd: ctx.cwd });
    if (!request.randomSpecs) return { tools, skipped: [] };
    const { randomSpecTools } = await import('../../specs/randomSpecTools.ts');
    return { tools: [...tools, ...randomSpecTools(request.seed)], skipped: [] };
  },
  async preparer(setup) {
    const { loadSubject } = await import('../../subject/loadSubject.ts');
    const { SchemaSpecPreparer } = await import('./schemaSpecPreparer.ts');
    const { seed, callTimeoutMs, runBodies, asSentProviders } = setup;
    return new SchemaSpecPreparer({
      subject: await loadSubject(setup.subjectPath, { cwd: setup.cwd }),
      seed,
      callTimeoutMs,
      runBodies,
      asSentProviders,
    });
  },
  // The spec is the tool: a replay converts it with the subject again, and never runs a body.
  async findAgain(targets) {
    return targets.map((target) =>
      target.toolNow !== undefined || target.spec === undefined
        ? target
        : {
            ...target,
            toolNow: { producer: 'schema-spec', name: target.tool, spec: target.spec as SchemaSpec, origin: target.tool, hasBody: false },
          },
    );
  },
  findingSchema: (tool) => ({ spec: tool.spec }),
};
