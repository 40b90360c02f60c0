import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import type { SubjectDictionary } from '../cases/dictionary/subjectDictionary.ts';

/**
 * A SchemaSpec tool, as loaded from a spec source, fuzzed against a SchemaSpec subject (a module
 * exporting validateArgs and schemaSpecToJsonSchema). Its advertised schema is the subject's
 * conversion of the spec, made in the worker (the subject is untrusted code); the reference schema
 * is toolfuzz's own conversion.
 */
export interface SchemaSpecTool {
  readonly producer: 'schema-spec';
  /** Unique across the campaign: a name seen before gets `#2`, `#3`, ... appended. */
  readonly name: string;
  readonly description?: string;
  readonly spec: SchemaSpec;
  /** Where it came from, as messages show paths: `fixtures/specs/files.json#2`, or the bare file for a one-spec file. */
  readonly origin: string;
  /** Absolute path of the TS/JS module that defines it, when it has a body. */
  readonly module?: string;
  /** Its position in that module's `tools` export, when it has a body. */
  readonly exportIndex?: number;
  /** It came from a module with a callable `execute` (a defineTool result). */
  readonly hasBody: boolean;
}

/** Which schema library defines a library tool, and which converter made the schema the model is shown. */
export interface LibraryOrigin {
  /** The library, as users name it: `zod`, `zod3`, `valibot`, `arktype`, `typebox`, or a Standard Schema vendor. */
  readonly library: string;
  /** Its version, as installed in the user's project (undefined when it cannot be told). */
  readonly libraryVersion?: string;
  /**
   * What made the advertised schema: the library's converter at its defaults (package, version,
   * options), or `given` when the module exported the JSON Schema itself (`jsonSchema`).
   */
  readonly converter:
    | {
        readonly kind: 'converter';
        readonly package: string;
        readonly version?: string;
        readonly options: Readonly<Record<string, unknown>>;
      }
    | { readonly kind: 'given' };
}

/**
 * A tool defined with a schema library (zod, valibot, arktype through Standard Schema; TypeBox):
 * the model's contract is its advertised JSON Schema (derived in the main thread when loading), and
 * the runtime verdict is the library's own check, run in a worker that imports the module itself.
 */
export interface LibraryTool {
  readonly producer: 'library';
  readonly name: string;
  readonly description?: string;
  /** `fixtures/library/zod4-clean.ts#search`: the module, relative to the project, and the export key. */
  readonly origin: string;
  /** Absolute path of the module exporting `tools`. */
  readonly module: string;
  /** The tool's key in that module's `tools`: an index when it is an array, a name when it is a record. */
  readonly exportKey: string | number;
  readonly advertised: JsonSchema;
  readonly library: LibraryOrigin;
  /** Constants from its predicates, module and schema, tried early in its cases (absent: none). */
  readonly dictionary?: SubjectDictionary;
}

/**
 * How to reach an MCP server: a command started over stdio, a Streamable HTTP endpoint, or a module
 * exporting the server (absolute path), connected in-process over the SDK's in-memory transport.
 */
export type McpServerTarget =
  | { readonly transport: 'stdio'; readonly command: string; readonly args: readonly string[]; readonly cwd: string }
  | { readonly transport: 'http'; readonly url: string }
  | { readonly transport: 'module'; readonly module: string; readonly cwd: string };

/** The MCP tool annotations toolfuzz reads (hints only: a server may lie, so calling stays opt-in). */
export interface McpToolAnnotations {
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
  readonly openWorldHint?: boolean;
}

/**
 * One tool of an MCP server, as its `tools/list` advertised it: the model's contract is its
 * `inputSchema`, the runtime verdict is what `tools/call` does (a worker keeps its own connection).
 */
export interface McpTool {
  readonly producer: 'mcp';
  readonly name: string;
  readonly description?: string;
  /** `mcp:<server name>#<tool>`, as the report shows it. */
  readonly origin: string;
  readonly advertised: JsonSchema;
  readonly annotations?: McpToolAnnotations;
  readonly server: McpServerTarget;
}

/** The agent frameworks toolfuzz drives through their own functions. */
export type FrameworkName = 'ai-sdk' | 'openai-agents' | 'langchain' | 'mastra';

/** How a framework tool was shown to the model and is checked: what the report names for it. */
export interface FrameworkOrigin {
  readonly framework: FrameworkName;
  /** The framework's package as installed in the user's project (`ai`, `@openai/agents`, `@langchain/core`, `@mastra/core`) and its version. */
  readonly package: string;
  readonly version?: string;
  /** The framework function that made the advertised schema, as called: `asSchema(inputSchema).jsonSchema`. */
  readonly converter: string;
  /** The options that call passed on (to zod's toJSONSchema, say), when the adapter can tell them. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** The framework's path from the model's argument text to execute, in its own function names. */
  readonly validation: string;
  /** What the model gets back when that path refuses a call: `a tool-error part`, `a ToolMessage`, ... */
  readonly errorChannel: string;
  /** The provider whose view of the schema was fuzzed, where the framework rewrites it per provider. */
  readonly provider?: string;
  /** The schema library under the framework, when there is one (`zod 4.6.7`). */
  readonly library?: { readonly library: string; readonly version?: string };
}

/**
 * A tool defined through an agent framework: the model's contract is the schema the framework hands
 * the provider, and the runtime verdict is the framework's own path from the model's JSON text to
 * `execute` (run in a worker that imports the module itself, with a recording stand-in for execute).
 */
export interface FrameworkTool {
  readonly producer: 'framework';
  readonly name: string;
  readonly description?: string;
  /** `fixtures/frameworks/ai-sdk-clean.ts#search`: the module, relative to the project, and where the tool is in its exports. */
  readonly origin: string;
  /** Absolute path of the module. */
  readonly module: string;
  /** Where the tool object is in the module's exports: `['tools', 'search']`, `['agent', 'tools', 0]`. */
  readonly exportPath: readonly (string | number)[];
  readonly advertised: JsonSchema;
  readonly framework: FrameworkOrigin;
  /** Constants from its module and its schema's predicates, tried early (see libraryDictionary); absent: its advertised schema's own. */
  readonly dictionary?: SubjectDictionary;
}

/** A tool whose contract is the JSON Schema it advertises (library, framework and MCP tools). */
export type JsonSchemaTool = LibraryTool | FrameworkTool | McpTool;

/**
 * One tool the campaign fuzzes, described once whatever produced it. Plain data
 * (structured-cloneable, and posted to workers as JSON so `__proto__` keys survive); a worker
 * turns it into a PreparedTool through its producer.
 */
export type ToolUnderTest = SchemaSpecTool | JsonSchemaTool;
