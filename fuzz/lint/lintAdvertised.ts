import { isSchemaObject } from '../schema/schemaTypes.ts';
import { lintTools } from './lintTools.ts';
import { type Provider, PROVIDERS, type ToolLintProblem } from './lintTypes.ts';

/**
 * What every provider does with one tool's advertised schema, as `toolfuzz run` lists it in its
 * report: the tool alone (limits across a request's tools are `toolfuzz lint`'s), nothing for a
 * schema that is not an object (the converter finding says what is wrong with it).
 */
export function lintAdvertised(tool: string, advertised: unknown, providers: readonly Provider[] = PROVIDERS): ToolLintProblem[] {
  return isSchemaObject(advertised) ? lintTools([{ name: tool, schema: advertised }], providers) : [];
}
