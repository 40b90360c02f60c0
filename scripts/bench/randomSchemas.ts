// Random tool schemas for the bench's random-tool memory sections, and the validators the bench's own
// random subjects check args with (a faithful MCP server, an AI SDK jsonSchema() tool's validate).
import fc from 'fast-check';
import { Ajv } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { randomToolSchema } from '../../fuzz/testing/randomToolSchema.ts';
import type { JsonSchema } from '../../fuzz/schema/schemaTypes.ts';

/** `count` random tool schemas (fuzz/testing/randomToolSchema.ts), the same for the same seed. */
export function randomSchemaBatch(seed: number, count: number): JsonSchema[] {
  return fc.sample(randomToolSchema(), { seed, numRuns: count }) as JsonSchema[];
}

/** A check of args against one schema: undefined when they conform, else ajv's errors on one line. */
export type ArgsCheck = (args: unknown) => string | undefined;

/**
 * A compiler of faithful checks for one batch of schemas: ajv of the draft each schema names
 * (2020-12 when none), ajv-formats in full mode, own properties only, as fixtures/mcp/lib/ajvFor.mjs
 * checks. One ajv per draft per batch, not per tool: ajv keeps every schema it compiled, so a batch's
 * ajvs go with the batch, and the subject's own memory stays flat whatever toolfuzz keeps.
 */
export function batchChecks(): (schema: JsonSchema) => ArgsCheck {
  const ajvs = new Map<string, Ajv>();
  const ajvFor = (uri: string): Ajv => {
    const kind = /draft-0[467]/.test(uri) ? '07' : uri.includes('2019-09') ? '2019' : '2020';
    let ajv = ajvs.get(kind);
    if (ajv === undefined) {
      const AjvClass = kind === '07' ? Ajv : kind === '2019' ? Ajv2019 : Ajv2020;
      ajv = new AjvClass({ strict: false, allowUnionTypes: true, ownProperties: true, allErrors: true, logger: false });
      addFormats.default(ajv, { mode: 'full' });
      ajvs.set(kind, ajv);
    }
    return ajv;
  };
  return (schema) => {
    const validate = ajvFor(String((schema as { $schema?: unknown }).$schema ?? '')).compile(schema as object);
    return (args) => {
      try {
        return validate(args) ? undefined : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
      } catch (error) {
        // ajv's deep equality calls an own `toString` key of the args: such args are refused, not crashed on.
        return `ajv cannot check these args: ${String(error)}`;
      }
    };
  };
}
