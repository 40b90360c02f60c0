import { UsageError } from '../errors/usageError.ts';
import type { McpServerTarget } from '../tool/toolUnderTest.ts';

/** Where a `toolfuzz mcp` command line says the server is: `--url`, `--module` (absolute), or neither. */
export interface McpTargetFlags {
  readonly url: string | undefined;
  readonly module: string | undefined;
}

/**
 * The server a `toolfuzz mcp` command line names: the command after `--` (started in `cwd`), the
 * `--url` endpoint, or the `--module` exporting it (connected in-process); none, two of them, a
 * command without `--` or a URL that is not http(s) are usage errors.
 */
export function mcpTarget(argv: readonly string[], positionals: readonly string[], flags: McpTargetFlags, cwd: string): McpServerTarget {
  const { url, module } = flags;
  const separated = argv.includes('--');
  if (positionals.length > 0 && !separated)
    throw new UsageError(
      `unexpected argument ${JSON.stringify(positionals[0])}: put the server command after --: toolfuzz mcp [flags] -- node server.mjs`,
    );
  const given = [
    positionals.length > 0 ? 'a command after --' : undefined,
    url === undefined ? undefined : '--url',
    module === undefined ? undefined : '--module',
  ];
  const ways = given.filter((way) => way !== undefined);
  if (ways.length > 1) throw new UsageError(`give the server one way, not ${ways.join(' and ')}`);
  if (module !== undefined) return { transport: 'module', module, cwd };
  if (url !== undefined) {
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
    throw new UsageError(
      'toolfuzz mcp needs the server: a command after -- (toolfuzz mcp -- node server.mjs), --url <http(s) url> or --module <file>',
    );
  return { transport: 'stdio', command, args, cwd };
}
