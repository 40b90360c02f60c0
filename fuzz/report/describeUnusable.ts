import type { UnusableTool } from '../model/unusableTool.ts';

/** One unusable tool in a sentence: what its schema-valid calls got, and what the user can do (console, HTML and JUnit say the same). */
export function describeUnusable(u: UnusableTool): string {
  const what =
    u.reason === 'hangs-for-any-args'
      ? `no answer to any of ${u.calls} schema-valid calls with different args`
      : `all ${u.calls} schema-valid calls with different args failed the same way: "${u.text}"`;
  return `${what} (not a drift: give it the credentials, data or network it needs, or leave it out)`;
}
