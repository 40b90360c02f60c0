import type { PathSegments } from './argsPath.ts';

/** One complaint of a runtime validator about the args, as precise as the runtime gives it. */
export interface RuntimeIssue {
  readonly message: string;
  /** Where in the args, when the runtime says (Standard Schema issues, ajv errors, MCP texts that name one). */
  readonly path?: PathSegments;
  /** The runtime's own code for it, when it has one (zod `invalid_type`, valibot `min_length`, ...). */
  readonly code?: string;
  /**
   * The complaint comes from a constraint only code can hold (refine, check, narrow, transform):
   * no JSON Schema can show it to the model, so it is a hidden constraint, not converter drift.
   */
  readonly hidden?: boolean;
}

/**
 * What the runtime of a tool did with one call's args: the verdict a library's `~standard.validate`,
 * TypeBox's `Value.Check`, an MCP server's `tools/call` or a SchemaSpec subject's `validateArgs`
 * gives. `mutated` is set by a runtime that is handed the args object itself (`validateArgs`) and
 * changed it; `bad-result` is a runtime that answered with something that is no verdict (a
 * `validateArgs` that returned no array of strings). A call that never answers or takes its
 * process down is not a verdict: the executor reports it as a HANG or CRASH.
 */
export type RuntimeVerdict =
  | {
      readonly kind: 'accepted';
      /** The value the tool body would receive, when the runtime exposes it (a parse output). */
      readonly output?: unknown;
      /** What the server said (MCP): a normal result, or an `isError` result about something else. */
      readonly text?: string;
      /** The handler answered with `isError: true`, for a reason other than the arguments (MCP). */
      readonly isError?: boolean;
      readonly mutated?: boolean;
    }
  | {
      readonly kind: 'rejected';
      readonly issues: readonly RuntimeIssue[];
      /** What the server said (MCP), verbatim. */
      readonly text?: string;
      /** The JSON-RPC error code, when the rejection was a protocol error (MCP: -32602). */
      readonly code?: number;
      readonly mutated?: boolean;
    }
  | { readonly kind: 'threw'; readonly error: string; readonly mutated?: boolean }
  | { readonly kind: 'bad-result'; readonly description: string; readonly mutated?: boolean };

/**
 * What one call into a tool's runtime gave: its verdict, or no verdict at all because it never
 * answered within the call timeout (`hung`) or took its process down (`crashed`: an MCP server
 * that exited or closed its transport).
 */
export type RuntimeCall =
  | RuntimeVerdict
  | { readonly kind: 'hung'; readonly afterMs: number }
  | { readonly kind: 'crashed'; readonly detail: string };
