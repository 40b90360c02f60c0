import type { BaselineEntry, BaselineFile } from './baselineFile.ts';

// A fixed key order, so an update rewrites only the lines that changed and diffs stay reviewable.
function ordered(entry: BaselineEntry): BaselineEntry {
  return {
    fingerprint: entry.fingerprint,
    ...(entry.fingerprintVersion === undefined ? {} : { fingerprintVersion: entry.fingerprintVersion }),
    tool: entry.tool,
    ...(entry.specHash === undefined ? {} : { specHash: entry.specHash }),
    kind: entry.kind,
    blame: entry.blame,
    ...(entry.path === undefined ? {} : { path: entry.path }),
    reason: entry.reason,
  };
}

/** The baseline file's text: two-space JSON, keys in a fixed order, a final newline. */
export function formatBaseline(file: BaselineFile): string {
  return `${JSON.stringify({ version: file.version, entries: file.entries.map(ordered) }, null, 2)}\n`;
}
