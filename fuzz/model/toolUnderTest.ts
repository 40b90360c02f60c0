import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { JsonSchema } from './jsonSchema.ts';

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
  readonly converter: { readonly kind: 'converter'; readonly package: string; readonly version?: string; readonly options: Readonly<Record<string, unknown>> } | { readonly kind: 'given' };
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
}

/** How to reach an MCP server: a command started over stdio, or a Streamable HTTP endpoint. */
export type McpServerTarget =
  | { readonly transport: 'stdio'; readonly command: string; readonly args: readonly string[]; readonly cwd: string }
  | { readonly transport: 'http'; readonly url: string };

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

/** A tool whose contract is the JSON Schema it advertises (library and MCP tools). */
export type JsonSchemaTool = LibraryTool | McpTool;

/**
 * One tool the campaign fuzzes, described once whatever produced it. Plain data
 * (structured-cloneable, and posted to workers as JSON so `__proto__` keys survive); a worker
 * turns it into a PreparedTool through its producer.
 */
export type ToolUnderTest = SchemaSpecTool | JsonSchemaTool;
