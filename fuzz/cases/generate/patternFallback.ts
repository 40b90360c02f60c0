import fc from 'fast-check';

// Regular-expression syntax, never a literal unless escaped.
const SYNTAX = new Set([...'^$()[]{}?*+|.\\']);
// What common escapes stand for, reduced to a few characters each: enough to fill the classes tool patterns use.
const CLASS_ESCAPES: Readonly<Record<string, string>> = {
  d: '0123456789',
  w: 'abcxyzABCXYZ_0123456789',
  s: ' ',
  D: 'a-',
  W: '-.',
  S: 'a1',
};
// Letters and punctuation beside a class range (`a-z`, `A-Z`, `0-9`): a sample of each range.
const RANGE_SAMPLES: Readonly<Record<string, string>> = { a: 'abcmxyz', A: 'ABCMXYZ', '0': '0123456789' };

/**
 * The characters and literal runs a pattern spells out: its literal characters (escaped ones too),
 * a sample of each class escape and range, and its runs of literal characters (`P`, `T`, `@`,
 * `.com`), the raw material strings matching it are made of.
 */
export function patternAlphabet(pattern: string): { readonly chars: readonly string[]; readonly runs: readonly string[] } {
  const chars = new Set<string>();
  const runs: string[] = [];
  let run = '';
  const endRun = () => {
    if (run.length > 1) runs.push(run);
    run = '';
  };
  const points = [...pattern];
  let inClass = false;
  for (let i = 0; i < points.length; i++) {
    const c = points[i] as string;
    if (c === '\\' && i + 1 < points.length) {
      const next = points[++i] as string;
      const expanded = CLASS_ESCAPES[next];
      if (expanded !== undefined) {
        for (const e of expanded) chars.add(e);
        endRun();
      } else if (/[^a-zA-Z0-9]/.test(next)) {
        chars.add(next);
        if (!inClass) run += next;
      } else endRun(); // \b, \p{..}, \u.. and friends: no literal
      continue;
    }
    if (inClass) {
      // Inside a class: a range gives a sample of itself, `-` between two characters is no character.
      if (c === ']') inClass = false;
      else if (c === '-' && i > 0 && points[i - 1] !== '[' && points[i + 1] !== ']') continue;
      else if (c !== '^' || points[i - 1] !== '[') {
        chars.add(c);
        const range = RANGE_SAMPLES[c];
        if (range !== undefined && points[i + 1] === '-') for (const r of range) chars.add(r);
      }
      continue;
    }
    if (c === '[') {
      endRun();
      inClass = true;
      continue;
    }
    if (c === '{' || (c === '(' && points[i + 1] === '?')) {
      // A quantifier's bounds or a group's marker (`?:`, `?=`, `?<!`, `?<name>`) are no characters.
      endRun();
      const close = c === '{' ? '}' : points[i + 2] === '<' && points[i + 3] !== '=' && points[i + 3] !== '!' ? '>' : undefined;
      if (close !== undefined) while (i < points.length && points[i] !== close) i++;
      else i += points[i + 2] === '<' ? 3 : 2;
      continue;
    }
    if (SYNTAX.has(c)) {
      endRun();
      continue;
    }
    chars.add(c);
    run += c;
  }
  endRun();
  return { chars: [...chars], runs };
}

/**
 * Strings made of a pattern's own alphabet and literal runs, up to `maxUnits` pieces: candidates to
 * filter with the pattern when fast-check cannot generate from it (lookaheads, backreferences).
 */
export function alphabetStrings(pattern: string, maxUnits: number): fc.Arbitrary<string> | undefined {
  const { chars, runs } = patternAlphabet(pattern);
  if (chars.length === 0) return undefined;
  const char = fc.constantFrom(...chars);
  const unit = runs.length === 0 ? char : fc.oneof({ weight: 3, arbitrary: char }, { weight: 1, arbitrary: fc.constantFrom(...runs) });
  // Short strings often, for anchored patterns of a few pieces; long ones for lengths and repetitions.
  const pieces = fc.oneof(fc.array(unit, { maxLength: 4, size: 'max' }), fc.array(unit, { maxLength: maxUnits, size: 'max' }));
  return pieces.map((parts) => parts.join(''));
}
