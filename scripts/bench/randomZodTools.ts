// A library subject for `npm run bench`'s random-tool memory section: its `tools` holds one batch of
// random zod 4 tools at a time, refilled by the bench, so the process fuzzes many different tools while
// the module itself holds only the current batch (what grows beyond it is toolfuzz's, or zod's).
import { z } from 'zod';
import type { JsonSchema } from '../../fuzz/schema/schemaTypes.ts';

/** The module's tools: the current batch, by name. */
export const tools: Record<string, { description: string; inputSchema: z.ZodType }> = {};

/**
 * Replaces the tools with zod 4 schemas made from `schemas` by zod's own z.fromJSONSchema, named
 * `tool<first + i>` so no two batches share a name; a schema zod cannot take (`not`, `if`,
 * dependentRequired) is left out. Returns how many tools the module now holds.
 */
export function fillZodTools(schemas: readonly JsonSchema[], first: number): number {
  for (const name of Object.keys(tools)) delete tools[name];
  schemas.forEach((schema, i) => {
    try {
      tools[`tool${first + i}`] = { description: `Random tool ${first + i}.`, inputSchema: z.fromJSONSchema(schema as never) };
    } catch {
      // Not expressible in zod: a user could not have written this tool with it either.
    }
  });
  return Object.keys(tools).length;
}
