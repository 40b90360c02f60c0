/** The URL of a fresh JavaScript bundle of a checkout's TypeScript entry, or undefined when none can be built. */
export function checkoutBundle(entry: string, name: string): Promise<string | undefined>;
/** The same without remembering it per process, and failing when esbuild cannot build it. */
export function freshBundle(entry: string, name: string): Promise<string>;
