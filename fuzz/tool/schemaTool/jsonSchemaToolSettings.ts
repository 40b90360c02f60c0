import type { Blame } from '../../model/findingKind.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { ToolRuntime } from './toolRuntime.ts';
import type { Provider } from '../../lint/lintTypes.ts';
import type { SubjectDictionary } from '../../cases/dictionary/subjectDictionary.ts';

/**
 * What `prepareJsonSchemaTool` (fuzz/tool/schemaTool/prepareJsonSchemaTool.ts) needs to make a
 * PreparedTool of a library or MCP tool: the advertised schema is the model's contract (checked by
 * ajv with ajv-formats, draft from its `$schema`), the runtime gives the verdict.
 */
export interface JsonSchemaToolSettings {
  readonly name: string;
  readonly seed: number;
  readonly advertised: JsonSchema;
  readonly runtime: ToolRuntime;
  /**
   * Whom a disagreement blames: `converter` for a library tool (the library's own check is the
   * user's intent; the schema shown to the model fails to describe it), `validator` for an MCP
   * server (it must honour what it advertises).
   */
  readonly blame: Extract<Blame, 'converter' | 'validator'>;
  /** `run --provider`: the providers whose as-sent cases the tool gets (none when absent or empty). */
  readonly asSentProviders?: readonly Provider[];
  /** Constants from the subject (a library tool's predicates and module); absent: the advertised schema's own examples, defaults and quoted values. */
  readonly dictionary?: SubjectDictionary;
  /** The tool's description, whose quoted values join a dictionary made from the schema. */
  readonly description?: string;
}

/** The fields of a tool under test its preparation reads, which every JSON-Schema producer's tool has (library, framework, MCP). */
export interface SchemaToolFields {
  readonly name: string;
  readonly advertised: JsonSchema;
  readonly description?: string;
  readonly dictionary?: SubjectDictionary;
}

/** What a producer's preparer adds to its tool: the worker's seed and as-sent providers, whom a disagreement blames, the runtime. */
export type SchemaToolPreparation = Pick<JsonSchemaToolSettings, 'seed' | 'asSentProviders' | 'blame' | 'runtime'>;
