/** Case generation from a plain JSON Schema: valid values, format edges and labelled model mistakes. */
export {
  validArbitrary,
  validArbitraryWithin,
  DEFAULT_GENERATION_LIMITS,
  type ValidArbitraryOptions,
  type ValidArbitraryResult,
} from './validArbitrary.ts';
export type { GenerationLimits, GenerationNote, GenerationStats } from './generate/buildContext.ts';
export { modelViolators, type Expected, type Violator, type ViolatorCall, type ViolatorOperator } from './modelViolators.ts';
export { FORMAT_SAMPLES, isFormatName } from '../schema/formats/formatSamples.ts';
export type { DisputedValue, FormatName, FormatSample } from '../schema/formats/formatSample.ts';
export { draftOf, type Draft, type JsonSchema, type JsonSchemaObject, type JsonType } from '../schema/schemaTypes.ts';
