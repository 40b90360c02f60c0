// `toolfuzz/vitest`: fuzz a subject's tools from a vitest test file, one test per tool and property.
export { fuzzTools } from './fuzzTools.ts';
export type { FuzzToolInput, FuzzToolsOptions } from './fuzzToolsOptions.ts';
export { loadTools } from './loadTools.ts';
