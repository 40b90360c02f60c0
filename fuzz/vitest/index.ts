// `toolfuzz/vitest`: fuzz a subject's tools from a vitest test file, one test per tool and property.
export { fuzzTools, loadTools } from './fuzzTools.ts';
export type { FuzzToolInput, FuzzToolsOptions } from './fuzzToolsOptions.ts';
