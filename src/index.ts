// The tool layer (docs/tool-layer.md). Also a valid toolfuzz subject: it exports validateArgs,
// schemaSpecToJsonSchema and defineTool.
export type { EnumValue, PropSpec, PropType, SchemaSpec } from './schemaSpec.ts';
export type { InferArgs, InferProp } from './inferArgs.ts';
export { schemaSpecToJsonSchema, type JsonSchemaObject, type JsonSchemaProp } from './schemaSpecToJsonSchema.ts';
export { validateArgs } from './validateArgs.ts';
export { ToolArgsError } from './toolArgsError.ts';
export { defineTool, type Tool, type ToolContext, type ToolDefinition } from './defineTool.ts';
export { ToolRegistry, type RawTool, type ToolListing, type ToolResult } from './toolRegistry.ts';
export { bashSchema, bashTool, createBashTool, DEFAULT_BASH_TIMEOUT_MS, type BashContext } from './tools/bash.ts';
export type { ProcessRequest, ProcessResult, ProcessRunner } from './tools/processRunner.ts';
export { RecordingProcessRunner } from './tools/recordingProcessRunner.ts';
export { spawnProcessRunner } from './tools/spawnProcessRunner.ts';
