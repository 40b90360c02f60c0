import type { ToolRunStats } from '../../model/toolRunStats.ts';

/** The stats of a tool before any slice has run. */
export function emptyStats(tool: string): ToolRunStats {
  return {
    tool,
    cases: { valid: 0, faker: 0, violator: 0, loose: 0, 'as-sent': 0 },
    drifting: {},
    byOperator: {},
    satisfiable: true,
    labelMismatches: 0,
    hiddenConstraints: [],
    stopped: false,
    knownOccurrences: {},
    lint: [],
  };
}

function add(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const out = { ...a };
  for (const [k, n] of Object.entries(b)) out[k] = (out[k] ?? 0) + n;
  return out;
}

/** One tool's stats over two slices: counts added, hidden constraints united (the smaller example kept), `stopped` from the later one. */
export function mergeToolStats(old: ToolRunStats, next: ToolRunStats): ToolRunStats {
  return {
    ...old,
    cases: add(old.cases, next.cases) as ToolRunStats['cases'],
    drifting: add(old.drifting, next.drifting),
    byOperator: add(old.byOperator, next.byOperator),
    labelMismatches: old.labelMismatches + next.labelMismatches,
    hiddenConstraints: [
      ...old.hiddenConstraints.map((o) => {
        const smaller = next.hiddenConstraints.find((h) => h.message === o.message && h.exampleJson.length < o.exampleJson.length);
        return smaller ?? o;
      }),
      ...next.hiddenConstraints.filter((h) => !old.hiddenConstraints.some((o) => o.message === h.message)),
    ],
    stopped: next.stopped,
    knownOccurrences: {},
    // Linted once, by the tool's first slice (a resumed or later slice brings none).
    lint: old.lint.length > 0 ? old.lint : next.lint,
    ...((old.dictionary ?? next.dictionary)
      ? {
          dictionary: {
            values: Math.max(old.dictionary?.values ?? 0, next.dictionary?.values ?? 0),
            cases: (old.dictionary?.cases ?? 0) + (next.dictionary?.cases ?? 0),
          },
        }
      : {}),
    ...((old.quarantined ?? next.quarantined) ? { quarantined: old.quarantined ?? next.quarantined } : {}),
    ...((old.unusable ?? next.unusable) ? { unusable: old.unusable ?? next.unusable } : {}),
  };
}
