// A framework subject for `npm run bench`'s random-tool memory section: an AI SDK tool set holding one
// batch of random tools at a time, refilled by the bench, so the process fuzzes many different tools
// while the module itself holds only the current batch. Tools alternate between the two ways the AI
// SDK's docs write an inputSchema: a zod 4 schema, and jsonSchema() with a validate of its own.
import { jsonSchema, type Tool, tool } from 'ai';
import { z } from 'zod';
import type { JsonSchema } from '../../fuzz/schema/schemaTypes.ts';
import { batchChecks } from './randomSchemas.ts';

/** The module's tools: the current batch, as an AI SDK tool set. */
export const tools: Record<string, Tool> = {};

const run = async (input: unknown) => ({ ok: true, input });

/**
 * Replaces the tools with AI SDK tools of `schemas`, named `tool<first + i>` so no two batches share a
 * name: even ones take z.fromJSONSchema(schema) (a schema zod cannot take is left out), odd ones
 * jsonSchema(schema) validated by ajv against that very schema. Returns how many tools the module holds.
 */
export function fillAiSdkTools(schemas: readonly JsonSchema[], first: number): number {
  for (const name of Object.keys(tools)) delete tools[name];
  const checkOf = batchChecks();
  schemas.forEach((schema, i) => {
    const description = `Random tool ${first + i}.`;
    if (i % 2 === 1) {
      let check: ReturnType<typeof checkOf>;
      try {
        check = checkOf(schema);
      } catch {
        return; // A schema ajv cannot compile has no faithful validate: it is left out.
      }
      const validate = (value: unknown) => {
        const errors = check(value);
        return errors === undefined ? { success: true as const, value } : { success: false as const, error: new Error(errors) };
      };
      tools[`tool${first + i}`] = tool({ description, inputSchema: jsonSchema(schema as never, { validate }), execute: run });
      return;
    }
    try {
      tools[`tool${first + i}`] = tool({ description, inputSchema: z.fromJSONSchema(schema as never), execute: run });
    } catch {
      // Not expressible in zod: a user could not have written this tool with it either.
    }
  });
  return Object.keys(tools).length;
}
