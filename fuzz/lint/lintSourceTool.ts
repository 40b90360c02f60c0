import type { JsonSchema } from '../schema/schemaTypes.ts';

/** A tool to lint: its unique name, the JSON Schema the model is shown, and where it came from. */
export interface LintSourceTool {
  readonly name: string;
  readonly schema: JsonSchema;
  /** As messages show it: `fixtures/specs/files.json#2`, `tools.json: $.tools[0]`. */
  readonly origin: string;
}

/** A tool that has no schema to lint, and why (a subject whose converter threw, a function without parameters). */
export interface SkippedTool {
  readonly tool: string;
  readonly origin: string;
  readonly reason: string;
}
