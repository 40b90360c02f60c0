import { mutationArgsToJson } from '../mutators/mutationArgsToJson.ts';

/**
 * The JSON text a model would send for `args`. With `nonFinite`, ±Infinity is written as the number
 * literals 1e400 / -1e400, which JSON.parse reads back as ±Infinity (a violation for `number`).
 */
export function toCaseJson(args: unknown, nonFinite = false): string {
  return (mutationArgsToJson(nonFinite ? { args, nonFinite: true } : { args }) as string | undefined) ?? 'null';
}
