import type { CallWatch } from '../../tool/callWatch.ts';
import type { PreparedTool } from '../../tool/preparedTool.ts';
import type { PreparedToolCache } from '../../engine/preparedToolCache.ts';
import type { RealBody } from './specUnderTest.ts';
import type { ToolPreparer } from '../../engine/worker/toolPreparer.ts';
import type { SchemaSpecTool } from '../../tool/toolUnderTest.ts';
import { importToolModule } from '../../specs/importToolModule.ts';
import type { Provider } from '../../lint/lintTypes.ts';
import type { Subject } from '../../subject/subject.ts';
import { prepareSchemaSpecTool } from './prepareSchemaSpecTool.ts';
import { moduleLiterals } from '../../cases/dictionary/moduleLiterals.ts';
import { mergeDictionaries, type SubjectDictionary } from '../../cases/dictionary/subjectDictionary.ts';

/** What a worker's SchemaSpec producer is set up with. */
export interface SchemaSpecPreparerSettings {
  readonly subject: Subject;
  readonly seed: number;
  readonly callTimeoutMs: number;
  /** Run real bodies even without a fuzzContext (--run-bodies). */
  readonly runBodies: boolean;
  /** `run --provider`: the providers whose as-sent cases each tool gets (none when absent). */
  readonly asSentProviders?: readonly Provider[];
}

/** Prepares SchemaSpec tools against one subject, re-importing a tool's module only when its body may run. */
export class SchemaSpecPreparer implements ToolPreparer {
  readonly #modules = new Map<string, ReturnType<typeof importToolModule>>();
  readonly #dictionaries = new Map<string, SubjectDictionary>();

  constructor(private readonly settings: SchemaSpecPreparerSettings) {}

  prepare(tool: SchemaSpecTool, cache: PreparedToolCache, watch: CallWatch): Promise<PreparedTool> {
    const key = `${tool.name}\u0000${JSON.stringify(tool.spec)}`;
    const { subject, seed, callTimeoutMs, asSentProviders = [] } = this.settings;
    // The body and the dictionary only on a miss: a tool's next slice finds it prepared.
    return cache.get(key, async (ajv) => {
      const body = await this.#bodyOf(tool);
      const dictionary = this.#dictionaryOf(tool);
      return prepareSchemaSpecTool(
        { ajv, subject, seed, callTimeoutMs, asSentProviders },
        { name: tool.name, spec: tool.spec, ...(body === undefined ? {} : { body }), ...(dictionary === undefined ? {} : { dictionary }) },
        watch,
      );
    });
  }

  // A tool from a TS/JS module: the literals of that module and its local imports, read once per module.
  #dictionaryOf(tool: SchemaSpecTool): SubjectDictionary | undefined {
    if (tool.module === undefined) return undefined;
    let dictionary = this.#dictionaries.get(tool.module);
    if (dictionary === undefined) {
      dictionary = mergeDictionaries(moduleLiterals(tool.module));
      this.#dictionaries.set(tool.module, dictionary);
    }
    return dictionary;
  }

  // Live functions and contexts cannot be posted to a worker: the worker imports the module itself.
  async #bodyOf(tool: SchemaSpecTool): Promise<RealBody | undefined> {
    if (tool.module === undefined || tool.exportIndex === undefined) return undefined;
    let pending = this.#modules.get(tool.module);
    if (pending === undefined) {
      pending = importToolModule(tool.module);
      this.#modules.set(tool.module, pending);
    }
    const module = await pending;
    const entry = module.tools[tool.exportIndex];
    if (entry?.execute === undefined) return undefined;
    // Real bodies run only in the safe context the module exports for fuzzing, or when the user opts in.
    if (!module.hasFuzzContext && !this.settings.runBodies) return undefined;
    return { execute: entry.execute, ctx: module.fuzzContext };
  }
}
