import type { SchemaSpec } from '../reference/schemaSpec.ts';

/** What a subject's `defineTool` is handed (CONTRACT section 1), with the body typed loosely: the fuzzer feeds it anything. */
export interface SubjectToolDefinition {
  name: string;
  description: string;
  schema: SchemaSpec;
  execute: (args: unknown, ctx?: unknown) => unknown;
}

/**
 * The implementation under test (CONTRACT section 2). Results are `unknown` on purpose: the subject
 * is untrusted, so every caller checks what came back instead of believing a signature.
 */
export interface Subject {
  validateArgs(spec: SchemaSpec, args: unknown): unknown;
  schemaSpecToJsonSchema(spec: SchemaSpec): unknown;
  defineTool?: (definition: SubjectToolDefinition) => { execute(args: unknown, ctx?: unknown): unknown };
}
