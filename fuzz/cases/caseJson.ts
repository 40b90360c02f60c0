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
