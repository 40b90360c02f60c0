/**
 * A result "schema" the SDK's `request()` accepts (it calls `safeParse`, as on a zod 3 schema) that
 * only checks a result is an object. The SDK's own schemas would refuse what toolfuzz must see: a
 * tool whose `inputSchema` root is not an object fails the whole `tools/list`, a result with an odd
 * content part fails the call, and either would hide the server's answer behind a client error.
 * (toolfuzz cannot bring zod: it must never pull it into a user's project.)
 */
export const LENIENT_RESULT = {
  safeParse(data: unknown): { success: true; data: Record<string, unknown> } | { success: false; error: Error } {
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) return { success: true, data: data as Record<string, unknown> };
    return { success: false, error: new Error(`the result is not an object: ${JSON.stringify(data)?.slice(0, 100)}`) };
  },
};
