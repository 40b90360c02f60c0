// A marker no string in the args contains, so replacing it cannot corrupt real data.
function unusedMarker(text: string): string {
  let marker = '@@toolfuzz-non-finite@@';
  while (text.includes(marker)) marker = `@${marker}@`;
  return marker;
}

/**
 * The JSON text a model would send for `args`. With `nonFinite`, ±Infinity is written as the number
 * literals 1e400 / -1e400, which JSON.parse reads back as ±Infinity (JSON.stringify says null).
 */
export function toCaseJson(args: unknown, nonFinite = false): string {
  const plain = JSON.stringify(args) as string | undefined;
  if (plain === undefined) return 'null';
  if (!nonFinite) return plain;
  const marker = unusedMarker(plain);
  const withMarkers = JSON.stringify(args, (_, value: unknown) => {
    if (value === Infinity) return `${marker}+`;
    if (value === -Infinity) return `${marker}-`;
    return value;
  });
  return withMarkers.split(`"${marker}+"`).join('1e400').split(`"${marker}-"`).join('-1e400');
}

/**
 * Whether JSON.parse(JSON.stringify(value)) would be a deep copy of `value`: plain objects and dense
 * plain arrays of strings, booleans, null and finite numbers other than -0, no undefined member. Then
 * `value` may stand for that parse (read only): JSON writes -0 as 0, drops undefined and reads every
 * object back with Object.prototype, so any of those needs the parse.
 */
export function roundTripsAsJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) return false;
        for (let i = 0; i < value.length; i++) if (!(i in value) || !roundTripsAsJson(value[i])) return false;
        // Keys beside the indices are not written: the parse would lack them.
        return Object.keys(value).length === value.length;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype || Object.getOwnPropertySymbols(value).length > 0) return false;
      const names = Object.getOwnPropertyNames(value);
      // Every own key enumerable (JSON writes only those), and a plain data property (no getter to call).
      if (names.length !== Object.keys(value).length) return false;
      for (const name of names) {
        const descriptor = Object.getOwnPropertyDescriptor(value, name);
        if (descriptor === undefined || !('value' in descriptor) || !roundTripsAsJson(descriptor.value)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
