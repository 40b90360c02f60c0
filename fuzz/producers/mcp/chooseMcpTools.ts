import type { McpToolAnnotations } from '../../tool/toolUnderTest.ts';

/** Which tools the user opted in to calling. */
export interface McpToolSelection {
  /** `--tools a,b`: these are called whatever their annotations say (destructive ones included). */
  readonly tools?: readonly string[];
  /** `--all-tools`: every tool but those annotated `destructiveHint: true`. */
  readonly allTools?: boolean;
}

/** A tool as `tools/list` gave it, as far as choosing needs. */
export interface ListedTool {
  readonly name: string;
  readonly annotations?: McpToolAnnotations;
}

/** A tool that will not be called, and why (for the console and the report's `skippedTools`). */
export interface SkippedMcpTool {
  readonly tool: string;
  readonly reason: string;
  readonly annotations?: McpToolAnnotations;
}

/** The tools to call and the ones skipped, or the `--tools` names the server does not have. */
export type McpToolChoice =
  | { readonly kind: 'chosen'; readonly chosen: readonly string[]; readonly skipped: readonly SkippedMcpTool[] }
  | { readonly kind: 'unknown'; readonly unknown: readonly string[]; readonly names: readonly string[] };

/** Why a tool is not called by default. */
export const NOT_READ_ONLY = 'not annotated readOnlyHint: true (opt in with --tools <name> or --all-tools)';
/** Why --all-tools still leaves a tool out. */
export const DESTRUCTIVE = 'annotated destructiveHint: true (called only when --tools names it)';

/**
 * Decides which tools may be called, since a call can act on the world: by default only tools
 * annotated `readOnlyHint: true`; `--tools` adds the ones it names, whatever their annotations;
 * `--all-tools` adds every other tool; a tool annotated `destructiveHint: true` is called only when
 * `--tools` names it, whatever else it claims (only an explicit
 * `true`: the protocol's default of `true` would leave --all-tools nothing to do on unannotated
 * servers). Annotations are hints a server may get wrong, which is why calling stays opt-in. Pure.
 */
export function chooseMcpTools(listed: readonly ListedTool[], selection: McpToolSelection): McpToolChoice {
  const names = listed.map((tool) => tool.name);
  const named = new Set(selection.tools ?? []);
  const unknown = [...named].filter((name) => !names.includes(name));
  if (unknown.length > 0) return { kind: 'unknown', unknown, names };
  const chosen: string[] = [];
  const skipped: SkippedMcpTool[] = [];
  for (const tool of listed) {
    const reason = skipReason(tool, named.has(tool.name), selection.allTools === true);
    if (reason === undefined) chosen.push(tool.name);
    else skipped.push({ tool: tool.name, reason, ...(tool.annotations === undefined ? {} : { annotations: tool.annotations }) });
  }
  return { kind: 'chosen', chosen, skipped };
}

function skipReason(tool: ListedTool, named: boolean, allTools: boolean): string | undefined {
  if (named) return undefined;
  // Before readOnlyHint: a server that claims both is contradicting itself, and the safe reading wins.
  if (tool.annotations?.destructiveHint === true) return DESTRUCTIVE;
  return tool.annotations?.readOnlyHint === true || allTools ? undefined : NOT_READ_ONLY;
}
