import fc from 'fast-check';

/** Any JSON value as JSON.parse gives it (plain objects with `__proto__` as an own key, no -0), shallow. */
export function anyJsonValue(maxDepth: number): fc.Arbitrary<unknown> {
  return fc.jsonValue({ maxDepth }).map((value) => JSON.parse(JSON.stringify(value)) as unknown);
}
