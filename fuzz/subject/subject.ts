import type { SchemaSpec } from '../reference/schemaSpec.ts';

/** What a subject's `defineTool` is handed (docs/subject-contract.md, defineTool boundary), with the body typed loosely: the fuzzer feeds it anything. */
export interface SubjectToolDefinition {
  name: string;
  description: string;
  schema: SchemaSpec;
  execute: (args: unknown, ctx?: unknown) => unknown;
}

/**
 * The implementation under test (docs/subject-contract.md, exports). Results are `unknown` on purpose: the subject
 * is untrusted, so every caller checks what came back instead of believing a signature.
 */
export interface Subject {
  validateArgs(spec: SchemaSpec, args: unknown): unknown;
  schemaSpecToJsonSchema(spec: SchemaSpec): unknown;
  defineTool?: (definition: SubjectToolDefinition) => { execute(args: unknown, ctx?: unknown): unknown };
}
