import type { SchemaSpec } from '../reference/schemaSpec.ts';

/**
 * One tool the campaign fuzzes, as loaded from a spec source. Plain data (structured-cloneable), so
 * it can be posted to a worker; a worker that needs the body re-imports `module` and takes
 * `tools[exportIndex]` (see importToolModule).
 */
export interface ToolUnderTest {
  /** Unique across the campaign: a name seen before gets `#2`, `#3`, ... appended. */
  name: string;
  description?: string;
  spec: SchemaSpec;
  /** Where it came from, as messages show paths: `fixtures/specs/files.json#2`, or the bare file for a one-spec file. */
  origin: string;
  /** Absolute path of the TS/JS module that defines it, when it has a body. */
  module?: string;
  /** Its position in that module's `tools` export, when it has a body. */
  exportIndex?: number;
  /** It came from a module with a callable `execute` (a defineTool result). */
  hasBody: boolean;
}
