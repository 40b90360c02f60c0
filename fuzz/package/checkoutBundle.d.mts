/** The URL of a fresh JavaScript bundle of a checkout's TypeScript entry, or undefined when none can be built. */
export function checkoutBundle(entry: string, name: string): Promise<string | undefined>;
