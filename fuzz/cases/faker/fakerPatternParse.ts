// json-schema-faker 0.6's pattern parser (src/pattern/regex-gen.ts, MIT, Alvaro Cabrera), unchanged in
// what it makes of a pattern: a tree of literals, classes, sequences, alternations and quantifiers.

/** A parsed pattern, as faker's regex generator walks it. */
export type Node =
  | { type: 'literal'; value: string | undefined }
  | { type: 'charClass'; chars: string[]; negated: boolean }
  | { type: 'dot' }
  | { type: 'sequence'; nodes: Node[] }
  | { type: 'alternation'; branches: Node[] }
  | { type: 'quantifier'; node: Node; min: number; max: number }
  | { type: 'group'; node: Node }
  | { type: 'anchor' };

const WORD_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
const DIGIT_CHARS = '0123456789';
const SPACE_CHARS = ' \t\n';
/** What parsing one level gives. */
export interface ParseResult {
  node: Node;
  pos: number;
}

/** faker's parse of `pattern` from `start`: its tree, and where it stopped. */
export function parse(pattern: string, start: number): ParseResult {
  let pos = start;
  const branches: Node[] = [];
  let current: Node[] = [];
  const push = (node: Node, after: number): void => {
    const quantified = tryQuantifier(pattern, after, node);
    current.push(quantified.node);
    pos = quantified.pos;
  };
  while (pos < pattern.length) {
    const ch = pattern[pos] as string;
    if (ch === ')') break;
    if (ch === '|') {
      branches.push(seq(current));
      current = [];
      pos++;
      continue;
    }
    if (ch === '(') {
      // Group modifiers skipped: (?: kept as a group, lookaheads dropped whole, (?<name> and the like skipped.
      let groupStart = pos + 1;
      if (pattern[groupStart] === '?') {
        if (pattern[groupStart + 1] === ':') groupStart += 2;
        else if (pattern[groupStart + 1] === '=' || pattern[groupStart + 1] === '!') {
          let depth = 1;
          let p = groupStart;
          while (p < pattern.length && depth > 0) {
            p++;
            if (pattern[p] === '(') depth++;
            if (pattern[p] === ')') depth--;
          }
          pos = p + 1;
          continue;
        } else {
          groupStart += 2;
          while (groupStart < pattern.length && pattern[groupStart] !== '>') groupStart++;
          groupStart++;
        }
      }
      const inner = parse(pattern, groupStart);
      push({ type: 'group', node: inner.node }, inner.pos + 1);
      continue;
    }
    if (ch === '[') {
      const charClass = parseCharClass(pattern, pos);
      push(charClass.node, charClass.pos);
      continue;
    }
    if (ch === '.') {
      push({ type: 'dot' }, pos + 1);
      continue;
    }
    if (ch === '^' || ch === '$') {
      current.push({ type: 'anchor' });
      pos++;
      continue;
    }
    if (ch === '\\') {
      const escaped = parseEscape(pattern, pos + 1);
      push(escaped.node, escaped.pos);
      continue;
    }
    push({ type: 'literal', value: ch }, pos + 1);
  }
  branches.push(seq(current));
  return { node: branches.length === 1 ? (branches[0] as Node) : { type: 'alternation', branches }, pos };
}

function seq(nodes: Node[]): Node {
  if (nodes.length === 0) return { type: 'literal', value: '' };
  if (nodes.length === 1) return nodes[0] as Node;
  return { type: 'sequence', nodes };
}

// The class escapes, by their lower-case letter; the upper-case one is the same class negated.
const ESCAPE_CLASSES: Readonly<Record<string, string>> = { d: DIGIT_CHARS, w: WORD_CHARS, s: SPACE_CHARS };

function parseEscape(pattern: string, at: number): { node: Node; pos: number } {
  const ch = pattern[at];
  const pos = at + 1;
  const lower = ch?.toLowerCase();
  const chars = lower === undefined ? undefined : ESCAPE_CLASSES[lower];
  if (chars !== undefined) return { node: { type: 'charClass', chars: [...chars], negated: ch !== lower }, pos };
  if (ch === 'b' || ch === 'B') return { node: { type: 'anchor' }, pos };
  return { node: { type: 'literal', value: ch }, pos };
}

function parseCharClass(pattern: string, at: number): { node: Node; pos: number } {
  let pos = at + 1;
  let negated = false;
  if (pattern[pos] === '^') {
    negated = true;
    pos++;
  }
  const chars: string[] = [];
  while (pos < pattern.length && pattern[pos] !== ']') {
    if (pattern[pos] === '\\' && pos + 1 < pattern.length) {
      pos++;
      const ch = pattern[pos] as string;
      if (ch === 'd') chars.push(...DIGIT_CHARS);
      else if (ch === 'w') chars.push(...WORD_CHARS);
      else if (ch === 's') chars.push(...SPACE_CHARS);
      else chars.push(ch);
      pos++;
      continue;
    }
    // A range: every UTF-16 unit from its start to its end.
    if (pos + 2 < pattern.length && pattern[pos + 1] === '-' && pattern[pos + 2] !== ']') {
      const end = pattern.charCodeAt(pos + 2);
      for (let c = pattern.charCodeAt(pos); c <= end; c++) chars.push(String.fromCharCode(c));
      pos += 3;
      continue;
    }
    chars.push(pattern[pos] as string);
    pos++;
  }
  return { node: { type: 'charClass', chars, negated }, pos: pos + 1 };
}

function tryQuantifier(pattern: string, at: number, node: Node): { node: Node; pos: number } {
  if (at >= pattern.length) return { node, pos: at };
  let pos = at;
  let min: number;
  let max: number;
  switch (pattern[pos]) {
    case '*':
      min = 0;
      max = 5;
      pos++;
      break;
    case '+':
      min = 1;
      max = 5;
      pos++;
      break;
    case '?':
      min = 0;
      max = 1;
      pos++;
      break;
    case '{': {
      const match = pattern.slice(pos).match(/^\{(\d+)(?:,(\d*))?\}/);
      if (match === null) return { node, pos };
      min = Number.parseInt(match[1] as string, 10);
      max = match[2] === undefined ? min : match[2] === '' ? min + 5 : Number.parseInt(match[2], 10);
      pos += match[0].length;
      break;
    }
    default:
      return { node, pos };
  }
  // Lazy and possessive markers are skipped.
  if (pos < pattern.length && (pattern[pos] === '?' || pattern[pos] === '+')) pos++;
  return { node: { type: 'quantifier', node, min, max }, pos };
}
