/** One inline link of a markdown text: its target as written, and the line it is on (1-based). */
export interface MarkdownLink {
  readonly target: string;
  readonly line: number;
}

/** The inline links `[text](target)` of a markdown text, outside fenced code blocks. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const out: MarkdownLink[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*```/.test(text)) fenced = !fenced;
    if (fenced) return;
    // Inline code may hold `](` that is no link; drop it before matching.
    const prose = text.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) out.push({ target: match[1] as string, line: index + 1 });
  });
  return out;
}

/** The anchors GitHub gives a markdown text's headings: `## Exit codes` → `exit-codes`. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const text of markdown.split('\n')) {
    if (/^\s*```/.test(text)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(text);
    if (heading === null) continue;
    anchors.add(
      (heading[1] as string)
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replaceAll(' ', '-'),
    );
  }
  return anchors;
}
