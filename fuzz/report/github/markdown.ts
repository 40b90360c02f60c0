/** `text` safe inside HTML (a `<summary>`, a table cell): no markup survives, and it stays on one line. */
export function escapeHtml(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** `text` as literal markdown inline text on one line: HTML escaped and every markdown punctuation mark backslash-escaped. */
export function escapeMarkdown(text: string): string {
  return escapeHtml(text).replace(/[\\`*_{}[\]()#+\-.!|~]/g, (char) => `\\${char}`);
}

/** `text` as an inline code span on one line, its delimiter longer than any run of backticks inside (not for table cells: a `|` would end the cell). */
export function inlineCode(text: string): string {
  const flat = text.replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** `text` as a fenced code block, its fence longer than any run of backticks inside so the text cannot close it. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text}\n${fence}`;
}
