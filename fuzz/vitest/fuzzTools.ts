import { beforeAll, describe, it } from 'vitest';
import type { FuzzToolsOptions } from './fuzzToolsOptions.ts';
import { libraryFuzzSettings } from './libraryFuzzSettings.ts';
import { mcpFuzzSettings } from './mcpFuzzSettings.ts';
import { FUZZ_PROPERTIES } from './properties.ts';
import { type FuzzSettings, resolveFuzzOptions } from './resolveFuzzOptions.ts';
import { type FuzzOutcome, runFuzzCampaign } from './runFuzzCampaign.ts';
import { loadSpecSources } from '../specs/loadSpecSources.ts';
import type { SchemaSpecTool } from '../tool/toolUnderTest.ts';

/** A failed property: its message is the whole story, so vitest shows no stack of toolfuzz internals. */
class ToolfuzzFinding extends Error {
  override readonly name = 'ToolfuzzFinding';

  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

// Inside the suite: one campaign in a beforeAll, then a describe per tool and a test per property.
function registerCampaign(settings: FuzzSettings): void {
  let outcome: FuzzOutcome | undefined;
  beforeAll(async () => {
    outcome = await runFuzzCampaign(settings);
  }, settings.timeoutMs);
  for (const tool of settings.tools) {
    describe(tool.name, () => {
      for (const property of FUZZ_PROPERTIES) {
        it(property.title, () => {
          // beforeAll failing fails every test with its own error; this only guards the type.
          if (outcome === undefined) throw new Error('the toolfuzz campaign did not run');
          const failure = outcome.failure(tool.name, property.source);
          if (failure !== undefined) throw new ToolfuzzFinding(failure);
        });
      }
    });
  }
}

/**
 * Registers, under one describe block, a describe per tool and a test per property (case source)
 * for a subject over a spec corpus, for a library subject's own tools (given no specs or tools;
 * they load while the suite collects, which vitest awaits), or for an MCP server's tools (`mcp`,
 * listed while the suite collects). ONE campaign runs for all of them, in a
 * beforeAll; each test fails with its minimal counterexamples and the `toolfuzz replay` command for
 * each. Specs are read synchronously while vitest collects (JSON only; tool modules through
 * `tools: await loadTools(...)`).
 */
export function fuzzTools(options: FuzzToolsOptions): void {
  const settings = resolveFuzzOptions(options);
  if (settings.mcp !== undefined) {
    describe(settings.name, async () => registerCampaign(await mcpFuzzSettings(settings)));
    return;
  }
  if (!settings.librarySubject) {
    describe(settings.name, () => registerCampaign(settings));
    return;
  }
  describe(settings.name, async () => registerCampaign(await libraryFuzzSettings(settings)));
}

/**
 * Every tool of the given spec sources, tool modules included (their bodies then run under their
 * `fuzzContext`), for `fuzzTools({ tools: await loadTools([...]) })` with a top-level await: the
 * asynchronous counterpart of the `specs` option.
 */
export async function loadTools(paths: readonly string[]): Promise<SchemaSpecTool[]> {
  return (await loadSpecSources(paths)).tools;
}
