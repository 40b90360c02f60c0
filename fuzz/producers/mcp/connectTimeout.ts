/** How long starting and initialising a server may take: servers started with npx take seconds. */
export function connectTimeoutMs(callTimeoutMs: number): number {
  return Math.max(10_000, 3 * callTimeoutMs);
}
