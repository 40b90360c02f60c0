function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The known flag a mistyped one most likely meant (`--seeds` -> `--seed`), or undefined when none is close. */
export function closestFlag(typed: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const flag of known) {
    const distance = editDistance(typed, flag);
    if (distance < bestDistance) [best, bestDistance] = [flag, distance];
  }
  // Two edits catch typos and plurals without suggesting unrelated flags for short names.
  return bestDistance <= 2 ? best : undefined;
}
