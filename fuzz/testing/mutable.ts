/** `T` with its top-level fields writable and its read-only arrays plain ones: for tests that edit a fixture report. */
export type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
