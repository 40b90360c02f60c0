import fc from 'fast-check';
import { createScanner, SyntaxKind } from 'typescript/unstable/ast';
import type { SubjectDictionary } from './subjectDictionary.ts';

/** The literals of one source text, and the module specifiers it imports (kept out of the values). */
export interface ScannedLiterals extends SubjectDictionary {
  readonly imports: readonly string[];
}

// Tokens after which a `/` is division; after anything else it starts a regular expression.
const BEFORE_DIVISION = new Set<SyntaxKind>([
  SyntaxKind.Identifier,
  SyntaxKind.NumericLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.CloseParenToken,
  SyntaxKind.CloseBracketToken,
  SyntaxKind.CloseBraceToken,
  SyntaxKind.ThisKeyword,
  SyntaxKind.PlusPlusToken,
  SyntaxKind.MinusMinusToken,
]);

/** A string a regular expression literal matches (fast-check, fixed seed), or undefined when it cannot make one. */
function regexSample(literal: string): string | undefined {
  const end = literal.lastIndexOf('/');
  try {
    // fast-check generates from the pattern alone: flags (i, m, s, g, y) only widen what matches.
    const regExp = new RegExp(literal.slice(1, end), literal.slice(end + 1).includes('u') ? 'u' : '');
    return fc.sample(fc.stringMatching(regExp), { numRuns: 1, seed: 0x5eed })[0];
  } catch {
    return undefined;
  }
}

function numberOf(text: string): number | undefined {
  if (/n$/.test(text)) return undefined; // a bigint: no JSON number
  const value = Number(text.replace(/_/g, ''));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The string, number and regular-expression literals of a TypeScript or JavaScript text, read with
 * TypeScript's scanner (so comments and the insides of strings are never mistaken for code), in
 * the order they appear. A regex literal gives one string it matches; a number after a unary minus
 * is negative; a string after `from`, `import(` or `require(` is an import, not a value.
 */
export function scanLiterals(text: string): ScannedLiterals {
  const scanner = createScanner(true, undefined, text);
  const strings: string[] = [];
  const numbers: number[] = [];
  const imports: string[] = [];
  let previous = SyntaxKind.Unknown;
  let beforePrevious = SyntaxKind.Unknown;
  let previousText = '';
  let beforePreviousText = '';
  // What each open `{` belongs to: a block or object, or a template's `${` hole (its `}` resumes the template).
  const braces: ('block' | 'hole')[] = [];
  for (let kind = scanner.scan(); kind !== SyntaxKind.EndOfFile; kind = scanner.scan()) {
    if ((kind === SyntaxKind.SlashToken || kind === SyntaxKind.SlashEqualsToken) && !BEFORE_DIVISION.has(previous))
      kind = scanner.reScanSlashToken();
    if (kind === SyntaxKind.OpenBraceToken) braces.push('block');
    else if (kind === SyntaxKind.TemplateHead) braces.push('hole');
    else if (kind === SyntaxKind.CloseBraceToken && braces.pop() === 'hole') {
      // A template's middle and tail pieces are text around holes: only a whole template is a value.
      if (scanner.reScanTemplateToken(false) === SyntaxKind.TemplateMiddle) braces.push('hole');
      kind = SyntaxKind.TemplateTail;
    }
    if (kind === SyntaxKind.StringLiteral || kind === SyntaxKind.NoSubstitutionTemplateLiteral) {
      const value = scanner.getTokenValue();
      const imported =
        previous === SyntaxKind.FromKeyword ||
        previous === SyntaxKind.ImportKeyword ||
        (previous === SyntaxKind.OpenParenToken && (beforePrevious === SyntaxKind.ImportKeyword || beforePreviousText === 'require'));
      (imported ? imports : strings).push(value);
    } else if (kind === SyntaxKind.NumericLiteral) {
      const value = numberOf(scanner.getTokenText());
      if (value !== undefined) numbers.push(previous === SyntaxKind.MinusToken ? -value : value);
    } else if (kind === SyntaxKind.RegularExpressionLiteral) {
      const sample = regexSample(scanner.getTokenText());
      if (sample !== undefined) strings.push(sample);
    }
    beforePreviousText = previousText;
    previousText = kind === SyntaxKind.Identifier || kind === SyntaxKind.RequireKeyword ? scanner.getTokenText() : '';
    beforePrevious = previous;
    previous = kind;
  }
  return { strings, numbers, imports };
}
