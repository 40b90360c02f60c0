import type { McpServerTarget } from '../../tool/toolUnderTest.ts';
import { displayPath, shellQuote } from '../../errors/userPaths.ts';

/** The server as the user gave it: the command line (quoted where needed), the URL, or `module <path>` (from its cwd). */
export function describeTarget(target: McpServerTarget): string {
  if (target.transport === 'module') return `module ${displayPath(target.module, target.cwd)}`;
  return target.transport === 'stdio' ? [target.command, ...target.args].map(shellQuote).join(' ') : target.url;
}
