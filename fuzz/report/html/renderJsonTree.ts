import { escapeHtml } from './htmlText.ts';
import type { JsonNode } from './jsonTree.ts';

/** Where a node sits in its JSON document: object keys and array indexes from the root down. */
export type JsonTrail = readonly (string | number)[];

/** The CSS class of a highlighted (offending) part of a JSON document. */
export const HIGHLIGHT_CLASS = 'hl';

const INLINE_WIDTH = 64;

function compactLength(node: JsonNode): number {
  if (node.type === 'object') return node.entries.reduce((n, e) => n + JSON.stringify(e.key).length + 4 + compactLength(e.value), 2);
  if (node.type === 'array') return node.items.reduce((n, item) => n + 2 + compactLength(item), 2);
  return node.raw.length;
}

function isScalar(node: JsonNode): boolean {
  if (node.type === 'object') return node.entries.length === 0;
  if (node.type === 'array') return node.items.length === 0;
  return true;
}

// Short containers of scalars stay on one line, as `{"type": "string"}` reads better than four lines.
function fitsOnALine(node: JsonNode): boolean {
  const children = node.type === 'object' ? node.entries.map((e) => e.value) : node.type === 'array' ? node.items : [];
  return children.every(isScalar) && compactLength(node) <= INLINE_WIDTH;
}

function scalar(node: JsonNode & { raw: string }): string {
  return `<span class="j-${node.type}">${escapeHtml(node.raw)}</span>`;
}

function marked(html: string, on: boolean): string {
  if (!on) return html;
  // A mark spanning lines gets a plain background: an outline per line reads as noise.
  return `<mark class="${HIGHLIGHT_CLASS}${html.includes('\n') ? ' hl-lines' : ''}">${html}</mark>`;
}

function render(node: JsonNode, trail: JsonTrail, indent: string, mark: (trail: JsonTrail) => boolean): string {
  if (node.type !== 'object' && node.type !== 'array') return scalar(node);
  const [open, close] = node.type === 'object' ? ['{', '}'] : ['[', ']'];
  const parts =
    node.type === 'object'
      ? node.entries.map((entry) => {
          const at = [...trail, entry.key];
          const text = `<span class="j-key">${escapeHtml(JSON.stringify(entry.key))}</span>: ${render(entry.value, at, `${indent}  `, mark)}`;
          return marked(text, mark(at));
        })
      : node.items.map((item, index) => {
          const at = [...trail, index];
          return marked(render(item, at, `${indent}  `, mark), mark(at));
        });
  if (parts.length === 0) return `${open}${close}`;
  if (fitsOnALine(node)) return `${open}${parts.join(', ')}${close}`;
  return `${open}\n${parts.map((part) => `${indent}  ${part}`).join(',\n')}\n${indent}${close}`;
}

/** Pretty-prints a JSON tree as escaped HTML, wrapping every node `mark` picks (and its key) in a highlight. */
export function renderJsonTree(node: JsonNode, mark: (trail: JsonTrail) => boolean = () => false): string {
  return marked(render(node, [], '', mark), mark([]));
}
