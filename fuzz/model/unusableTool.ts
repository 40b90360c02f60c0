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

/** One unusable tool in a sentence: what its schema-valid calls got, and what the user can do (console, HTML and JUnit say the same). */
export function describeUnusable(u: UnusableTool): string {
  const what =
    u.reason === 'hangs-for-any-args'
      ? `no answer to any of ${u.calls} schema-valid calls with different args`
      : `all ${u.calls} schema-valid calls with different args failed the same way: "${u.text}"`;
  return `${what} (not a drift: give it the credentials, data or network it needs, or leave it out)`;
}
