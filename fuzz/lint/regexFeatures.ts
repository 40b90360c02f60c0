/** A regex feature Anthropic's strict mode does not support (AS-4). */
export type UnsupportedRegexFeature = 'backreference' | 'lookahead' | 'lookbehind' | 'word boundary';

/**
 * The unsupported features a `pattern` uses, each once, in the order first seen. A small scanner
 * rather than a regex over the source, so an escaped backslash (`\\b`: a backslash, then `b`) or
 * `\b` inside a class (a backspace there) is not mistaken for a word boundary.
 */
export function unsupportedRegexFeatures(pattern: string): UnsupportedRegexFeature[] {
  const found: UnsupportedRegexFeature[] = [];
  const add = (feature: UnsupportedRegexFeature): void => {
    if (!found.includes(feature)) found.push(feature);
  };
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (!inClass && /[1-9]/.test(next)) add('backreference');
      if (!inClass && next === 'k' && pattern[i + 2] === '<') add('backreference');
      if (!inClass && (next === 'b' || next === 'B')) add('word boundary');
      i++;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(' && pattern[i + 1] === '?') {
      const rest = pattern.slice(i + 2, i + 4);
      if (rest.startsWith('=') || rest.startsWith('!')) add('lookahead');
      else if (rest === '<=' || rest === '<!') add('lookbehind');
    }
  }
  return found;
}
