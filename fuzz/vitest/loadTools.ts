import { loadSpecSources } from '../specs/loadSpecSources.ts';
import type { SchemaSpecTool } from '../model/toolUnderTest.ts';

/**
 * Every tool of the given spec sources, tool modules included (their bodies then run under their
 * `fuzzContext`), for `fuzzTools({ tools: await loadTools([...]) })` with a top-level await: the
 * asynchronous counterpart of the `specs` option.
 */
export async function loadTools(paths: readonly string[]): Promise<SchemaSpecTool[]> {
  return (await loadSpecSources(paths)).tools;
}
