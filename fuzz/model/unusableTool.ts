/**
 * A tool that cannot work in this environment: every schema-valid call failed the same way once its
 * own values are masked out (no credentials, quota, network, data), or got no answer whatever the
 * args. Reported once, with the server's text, not as a drift: it fails no gate.
 */
export interface UnusableTool {
  readonly tool: string;
  /** What showed it: the same failure for any args, or no answer for any args. */
  readonly reason: 'same-failure-for-any-args' | 'hangs-for-any-args';
  /** What the server said (its failure's text), or what happened instead. */
  readonly text: string;
  /** The schema-valid calls, with different args, that showed it. */
  readonly calls: number;
}
