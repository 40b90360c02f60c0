import { resolve } from 'node:path';
import { UsageError } from '../errors/usageError.ts';
import type { McpServerRun } from '../producers/producer.ts';

/**
 * An MCP server to fuzz instead of a subject module: a command started over stdio, a Streamable HTTP
 * endpoint, or a module (resolved against `cwd`) exporting the server, connected in-process.
 */
export type McpServerOption = (
  | { readonly command: string; readonly args?: readonly string[] | undefined }
  | { readonly url: string | URL }
  | { readonly module: string }
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
 * checked as `toolfuzz mcp` checks its command line: a command (started in `cwd`), an http(s) URL or
 * a module, only one; every mistake is one UsageError naming `where`.
 */
export function mcpServerRun(value: unknown, cwd: string, where: string): McpServerRun {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${where}: mcp must be { command, args }, { url } or { module }`);
  const given = value as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !['command', 'args', 'url', 'module', 'tools', 'allTools'].includes(key));
  if (unknown.length > 0)
    throw new UsageError(`${where}: mcp has no option ${unknown[0]} (it takes command, args, url, module, tools, allTools)`);
  const tools = stringList(given['tools'], `${where}: mcp.tools`);
  const allTools = given['allTools'];
  if (allTools !== undefined && typeof allTools !== 'boolean') throw new UsageError(`${where}: mcp.allTools must be true or false`);
  const selection = { ...(tools === undefined ? {} : { tools }), ...(allTools === undefined ? {} : { allTools }) };
  const { command, url, module } = given;
  if (command !== undefined && url !== undefined) throw new UsageError(`${where}: give mcp either a command or a url, not both`);
  if (module !== undefined) {
    if (command !== undefined || url !== undefined) throw new UsageError(`${where}: give mcp a module alone, without a command or a url`);
    if (typeof module !== 'string' || module === '') throw new UsageError(`${where}: mcp.module must be a path`);
    return { target: { transport: 'module', module: resolve(cwd, module), cwd: resolve(cwd) }, ...selection };
  }
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
  if (typeof command !== 'string' || command === '')
    throw new UsageError(`${where}: mcp needs the server: { command, args }, { url } or { module }`);
  const args = stringList(given['args'], `${where}: mcp.args`) ?? [];
  return { target: { transport: 'stdio', command, args, cwd: resolve(cwd) }, ...selection };
}
