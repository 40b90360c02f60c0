import { UsageError } from '../errors/usageError.ts';
import type { McpServerTarget } from '../model/toolUnderTest.ts';

/**
 * The server a `toolfuzz mcp` command line names: the command after `--` (started in `cwd`), or the
 * `--url` endpoint; neither, both, a command without `--` or a URL that is not http(s) are usage errors.
 */
export function mcpTarget(argv: readonly string[], positionals: readonly string[], url: string | undefined, cwd: string): McpServerTarget {
  const separated = argv.includes('--');
  if (positionals.length > 0 && !separated)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(positionals[0])}: put the server command after --: toolfuzz mcp [flags] -- node server.mjs`,
    );
  if (url !== undefined) {
    if (positionals.length > 0) throw new UsageError('give the server either as a command after -- or with --url, not both');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new UsageError(`--url needs an http(s) URL, got ${JSON.stringify(url)}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new UsageError(`--url needs an http(s) URL, got ${JSON.stringify(url)}`);
    return { transport: 'http', url: parsed.href };
  }
  const [command, ...args] = positionals;
  if (command === undefined || command === '')
    throw new UsageError('toolfuzz mcp needs the server: a command after -- (toolfuzz mcp -- node server.mjs) or --url <http(s) url>');
  return { transport: 'stdio', command, args, cwd };
}
