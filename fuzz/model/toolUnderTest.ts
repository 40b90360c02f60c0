import type { SchemaSpec } from '../reference/schemaSpec.ts';

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

/**
 * One tool the campaign fuzzes, described once whatever produced it. Plain data
 * (structured-cloneable, and posted to workers as JSON so `__proto__` keys survive); a worker
 * turns it into a PreparedTool through its producer.
 */
export type ToolUnderTest = SchemaSpecTool;
