import { resolve } from 'node:path';
import { UsageError } from '../errors/usageError.ts';
import type { McpServerRun } from '../producers/producer.ts';

/** An MCP server to fuzz instead of a subject module: a command started over stdio, or a Streamable HTTP endpoint. */
export type McpServerOption = (
  | { readonly command: string; readonly args?: readonly string[] | undefined }
  | { readonly url: string | URL }
) & {
  /** Also call these tools, whatever their annotations say (the only way to call a destructiveHint: true tool). */
  readonly tools?: readonly string[] | undefined;
  /** Call every tool not annotated destructiveHint: true (default: only tools annotated readOnlyHint: true). */
  readonly allTools?: boolean | undefined;
};

function stringList(value: unknown, what: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw new UsageError(`${what} must be an array of strings`);
  return [...(value as string[])];
}

/**
 * `mcp` of a call (`fuzz()`, `fuzzTools()`) as the server target the MCP producer starts or reaches,
 * checked as `toolfuzz mcp` checks its command line: a command (started in `cwd`) or an http(s) URL,
 * never both; every mistake is one UsageError naming `where`.
 */
export function mcpServerRun(value: unknown, cwd: string, where: string): McpServerRun {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${where}: mcp must be { command, args } or { url }`);
  const given = value as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !['command', 'args', 'url', 'tools', 'allTools'].includes(key));
  if (unknown.length > 0) throw new UsageError(`${where}: mcp has no option ${unknown[0]} (it takes command, args, url, tools, allTools)`);
  const tools = stringList(given['tools'], `${where}: mcp.tools`);
  const allTools = given['allTools'];
  if (allTools !== undefined && typeof allTools !== 'boolean') throw new UsageError(`${where}: mcp.allTools must be true or false`);
  const selection = { ...(tools === undefined ? {} : { tools }), ...(allTools === undefined ? {} : { allTools }) };
  const { command, url } = given;
  if (command !== undefined && url !== undefined) throw new UsageError(`${where}: give mcp either a command or a url, not both`);
  if (url !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(String(url));
    } catch {
      throw new UsageError(`${where}: mcp.url needs an http(s) URL, got ${JSON.stringify(String(url))}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new UsageError(`${where}: mcp.url needs an http(s) URL, got ${JSON.stringify(parsed.href)}`);
    return { target: { transport: 'http', url: parsed.href }, ...selection };
  }
  if (typeof command !== 'string' || command === '') throw new UsageError(`${where}: mcp needs the server: { command, args } or { url }`);
  const args = stringList(given['args'], `${where}: mcp.args`) ?? [];
  return { target: { transport: 'stdio', command, args, cwd: resolve(cwd) }, ...selection };
}
