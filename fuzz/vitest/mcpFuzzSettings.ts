import { loadTools } from '../producers/producerRegistry.ts';
import type { FuzzSettings } from './resolveFuzzOptions.ts';

/**
 * Settings for fuzzTools({ mcp }), the server's tools loaded (it is started and asked for its list,
 * which is async, so this runs in the suite's async collector): the tools `toolfuzz mcp` would
 * fuzz, the command line or URL the report names, and the server's identity.
 */
export async function mcpFuzzSettings(settings: FuzzSettings): Promise<FuzzSettings> {
  if (settings.mcp === undefined) return settings;
  const request = {
    subject: settings.subject,
    specs: [],
    randomSpecs: false,
    seed: settings.seed,
    callTimeoutMs: settings.callTimeoutMs,
    mcp: settings.mcp,
  };
  const loaded = await loadTools(request, { cwd: process.cwd() });
  return {
    ...settings,
    tools: loaded.tools,
    ...(loaded.subject === undefined ? {} : { subject: loaded.subject }),
    ...(loaded.about === undefined ? {} : { about: loaded.about }),
  };
}
