import type { Mutation } from './mutator.ts';

// A marker no string in the args contains, so replacing it cannot corrupt real data.
function unusedMarker(text: string): string {
  let marker = '@@toolfuzz-non-finite@@';
  while (text.includes(marker)) marker = `@${marker}@`;
  return marker;
}

/**
 * The JSON text a model would send for a mutation's args: Infinity and -Infinity become the
 * literals 1e400 and -1e400, which JSON.parse reads back as ±Infinity (JSON.stringify says null).
 */
export function mutationArgsToJson(mutation: Pick<Mutation, 'args' | 'nonFinite'>): string {
  const plain = JSON.stringify(mutation.args) as string | undefined;
  if (mutation.nonFinite !== true || plain === undefined) return plain as string;
  const marker = unusedMarker(plain);
  const withMarkers = JSON.stringify(mutation.args, (_, value: unknown) => {
    if (value === Infinity) return `${marker}+`;
    if (value === -Infinity) return `${marker}-`;
    return value;
  });
  return withMarkers.split(`"${marker}+"`).join('1e400').split(`"${marker}-"`).join('-1e400');
}
