import type { FakerRandom } from './fakerRandom.ts';
import { type Node, parse } from './fakerPatternParse.ts';

// json-schema-faker 0.6's pattern generator (src/pattern/regex-gen.ts, MIT, Alvaro Cabrera): its parse
// (fakerPatternParse.ts), the nodes made into functions once per pattern instead of parsed again for
// every string, each drawing what faker's `generate` draws for it.

const PRINTABLE = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#%&*()-_=+[]{}|;:',.<>/? "];

/** A string drawn from a pattern as faker draws it. */
export type PatternGen = (random: FakerRandom) => string;

/**
 * faker's generateFromRegex(pattern, random), the pattern parsed once; undefined where faker's would
 * give no string at all (an empty class `[]`, a trailing backslash), which faker then trips on.
 */
export function patternGen(pattern: string): PatternGen | undefined {
  const { node } = parse(pattern, 0);
  return givesUndefined(node) ? undefined : compile(node);
}

// Whether a part may draw undefined: faker joins such parts as nothing, but returns one on its own.
function givesUndefined(node: Node): boolean {
  switch (node.type) {
    case 'literal':
      return node.value === undefined;
    case 'charClass':
      return !node.negated && node.chars.length === 0;
    case 'sequence':
      return node.nodes.some(givesUndefined);
    case 'alternation':
      return node.branches.some(givesUndefined);
    case 'quantifier':
    case 'group':
      return givesUndefined(node.node);
    default:
      return false;
  }
}

function compile(node: Node): PatternGen {
  switch (node.type) {
    case 'literal': {
      const value = node.value as string;
      return () => value;
    }
    case 'dot':
      return (random) => random.pick(PRINTABLE);
    case 'anchor':
      return () => '';
    case 'charClass': {
      if (!node.negated) {
        const chars = node.chars;
        return (random) => random.pick(chars);
      }
      const excluded = new Set(node.chars);
      const allowed = PRINTABLE.filter((c) => !excluded.has(c));
      return allowed.length > 0 ? (random) => random.pick(allowed) : () => 'a';
    }
    case 'sequence': {
      const parts = node.nodes.map(compile);
      return (random) => {
        let text = '';
        for (const part of parts) text += part(random);
        return text;
      };
    }
    case 'alternation': {
      const branches = node.branches.map(compile);
      return (random) => (random.pick(branches) as PatternGen)(random);
    }
    case 'quantifier': {
      const inner = compile(node.node);
      const { min } = node;
      const max = Math.min(node.max, node.min + 5);
      return (random) => {
        const count = random.int(min, max);
        let text = '';
        for (let i = 0; i < count; i++) text += inner(random);
        return text;
      };
    }
    case 'group':
      return compile(node.node);
  }
}
