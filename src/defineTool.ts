import type { InferArgs } from './inferArgs.ts';
import type { SchemaSpec } from './schemaSpec.ts';
import { schemaSpecToJsonSchema, type JsonSchemaObject } from './schemaSpecToJsonSchema.ts';
import { ToolArgsError } from './toolArgsError.ts';
import { validateArgs } from './validateArgs.ts';

/** Whatever the harness hands a tool body besides its args (runners, clocks, abort signals). */
export type ToolContext = Record<string, unknown>;

/** What a tool author writes: the spec and a body typed by it. */
export interface ToolDefinition<S extends SchemaSpec, R> {
  name: string;
  description: string;
  schema: S;
  execute: (args: InferArgs<S>, ctx?: ToolContext) => R | Promise<R>;
}

/** A tool the registry can list and call: it validates model JSON before its typed body runs. */
export interface Tool<S extends SchemaSpec = SchemaSpec, R = unknown> {
  readonly name: string;
  readonly description: string;
  readonly schema: S;
  readonly inputSchema: JsonSchemaObject;
  execute(args: unknown, ctx?: ToolContext): Promise<R>;
}

/**
 * Defines a tool whose `execute` runs `validateArgs` first: on violations it rejects with a
 * `ToolArgsError` and the body never runs; otherwise the body gets the very args it was given.
 */
export function defineTool<const S extends SchemaSpec, R>(definition: ToolDefinition<S, R>): Tool<S, R> {
  const { name, description, schema, execute: body } = definition;
  return {
    name,
    description,
    schema,
    inputSchema: schemaSpecToJsonSchema(schema),
    async execute(args: unknown, ctx?: ToolContext): Promise<R> {
      const violations = validateArgs(schema, args);
      if (violations.length > 0) throw new ToolArgsError(violations, name);
      return body(args as InferArgs<S>, ctx);
    },
  };
}
