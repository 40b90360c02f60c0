import type { McpServerTarget } from '../../model/toolUnderTest.ts';
import { shellQuote } from '../../errors/userPaths.ts';

/** The server as the user typed it: the command line (quoted where needed), or the URL. */
export function describeTarget(target: McpServerTarget): string {
  return target.transport === 'stdio' ? [target.command, ...target.args].map(shellQuote).join(' ') : target.url;
}
