import { moduleImportMs } from '../library/libraryProducer.ts';
import type { Producer } from '../producer.ts';

/**
 * Framework tools (AI SDK, OpenAI Agents, LangChain.js, Mastra): they live in the same kind of module
 * as library tools and are loaded with them (the library producer's `load` tells each tool's
 * framework, see loadSubjectTools), and found again with them on replay; what is theirs is the worker
 * side: each case goes through the framework's own path to `execute`.
 */
export const frameworkProducer: Producer<'framework'> = {
  // Never answers: the library producer loads framework tools (loadSubjectTools), and that is kept on
  // purpose. One module holds both kinds side by side, and one pass over its exports decides per entry
  // which kind it is (a framework's object, else a schema-library tool), makes names unique across
  // both (`search`, `search#2`), keeps the module's export order (the campaign's tool order, which
  // scheduling and --shard follow) and says "holds no tools" only when neither kind is there. Split in
  // two loads, each producer would import and walk the module again, and loadTools, which takes the
  // first producer that answers, would need a merge that only this pair uses and that must redo those
  // three decisions.
  async load() {
    return undefined;
  },
  async preparer(setup) {
    const { FrameworkPreparer } = await import('./frameworkPreparer.ts');
    return new FrameworkPreparer({
      seed: setup.seed,
      callTimeoutMs: setup.callTimeoutMs,
      asSentProviders: setup.asSentProviders,
      projectDir: setup.cwd,
      ...(setup.modules === undefined ? {} : { modules: setup.modules }),
    });
  },
  // The library producer gives framework tools back too (one module holds both kinds).
  async findAgain(targets) {
    return [...targets];
  },
  findingSchema: (tool) => ({ schema: tool.advertised }),
  startupMs: moduleImportMs,
};
