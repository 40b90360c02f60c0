import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { modelViolators, validArbitrary } from '../cases/index.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';

/**
 * Which way a framework fixture's witness goes (the library and AI SDK fixtures' words): the framework
 * accepts what the schema forbids (a FALSE_ACCEPT finding), refuses what it allows (FALSE_REJECT), or
 * agrees (clean).
 */
export type FrameworkDirection = 'runtime-accepts-schema-forbids' | 'schema-accepts-runtime-rejects' | 'none';

/** What drifts.json claims about one tool: its drift class, direction and witness args (`witnessJson` for args JSON cannot keep as a value). */
export interface FrameworkToolClaim {
  readonly class: string;
  readonly direction: FrameworkDirection;
  readonly witness?: unknown;
  readonly witnessJson?: string;
  readonly note: string;
}

/** One module of a framework fixture folder, as drifts.json lists it. */
export interface FrameworkModuleEntry {
  readonly module: string;
  readonly framework: string;
  readonly clean: boolean;
  readonly tools: Readonly<Record<string, FrameworkToolClaim>>;
}

/** The drifts.json of a framework fixture folder. */
export function readFrameworkManifest(folder: string): FrameworkModuleEntry[] {
  return JSON.parse(readFileSync(join(folder, 'drifts.json'), 'utf8')) as FrameworkModuleEntry[];
}

/** The witness as the model's argument text. */
export function witnessText(claim: FrameworkToolClaim): string {
  return claim.witnessJson ?? JSON.stringify(claim.witness);
}

/**
 * The tool objects a fixture module exports as users write them: an array `tools`, or an agent
 * (any export with a `tools` array), in their order.
 */
export async function exportedFrameworkTools(modulePath: string): Promise<unknown[]> {
  const module = (await import(modulePath)) as Record<string, unknown>;
  if (Array.isArray(module['tools'])) return module['tools'];
  const holdsTools = (value: unknown): value is { tools: unknown[] } =>
    typeof value === 'object' && value !== null && Array.isArray((value as { tools?: unknown }).tools);
  const holders = Object.values(module).filter(holdsTools);
  return holders.flatMap((holder) => holder.tools);
}

/**
 * Args to check a clean tool with: generated valid args, the model-mistake violators of the first
 * few, and valid args with one value swapped for any JSON; as argument texts.
 */
export function cleanToolCases(schema: JsonSchema, count: number): string[] {
  const valid = validArbitrary(schema);
  if (valid.kind !== 'ok') throw new Error(`no valid values (${valid.reason})`);
  const samples = fc.sample(valid.arbitrary, { seed: 11, numRuns: count });
  const violators = samples
    .slice(0, 8)
    .flatMap((args) => modelViolators(schema, args).flatMap((violator) => (violator.call.kind === 'args' ? [violator.call.args] : [])));
  const loose = fc
    .sample(fc.tuple(valid.arbitrary, fc.jsonValue({ maxDepth: 2 }), fc.nat()), { seed: 12, numRuns: count })
    .map(([args, replacement, pick]) => {
      if (typeof args !== 'object' || args === null || Array.isArray(args)) return replacement;
      const keys = Object.keys(args);
      const key = keys[pick % Math.max(keys.length, 1)] ?? 'extra';
      return { ...args, [key]: replacement };
    });
  return [...samples, ...violators, ...loose].map((args) => JSON.stringify(args));
}
