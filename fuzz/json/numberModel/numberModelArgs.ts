import { type BeyondDoubleLiteral, beyondDoubleLiterals } from './beyondDoubleLiterals.ts';
import { decimalOf, isWholeDecimal } from './decimalLiteral.ts';

/** What of a schema decides whether stand-in doubles can speak for beyond-double literals (read once per schema). */
export interface NumberModelFacts {
  /** A `multipleOf` anywhere: ajv's check (`x/m !== parseInt(x/m)`) says nothing true at these magnitudes. */
  readonly multipleOf: boolean;
  /** An `integer` type anywhere: no double beyond 2^53 stands for a non-whole literal. */
  readonly integer: boolean;
}

/** How ajv should see one call's args so that its verdict is JSON Schema's. */
export type NumberModelArgs =
  | { readonly kind: 'as-parsed'; readonly args: unknown }
  | { readonly kind: 'stand-ins'; readonly args: unknown; readonly literals: readonly BeyondDoubleLiteral[] }
  | { readonly kind: 'unjudgeable'; readonly why: string; readonly literals: readonly BeyondDoubleLiteral[] };

/** Reads the facts of a schema (any key named `multipleOf`; any `type` naming `integer`), conservatively. */
export function numberModelFacts(schema: unknown): NumberModelFacts {
  let multipleOf = false;
  let integer = false;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'multipleOf') multipleOf = true;
      if (key === 'type' && (value === 'integer' || (Array.isArray(value) && value.includes('integer')))) integer = true;
      walk(value);
    }
  };
  walk(schema);
  return { multipleOf, integer };
}

// The largest double's ulp: stand-ins for distinct huge literals step down from Number.MAX_VALUE by it.
const TOP_ULP = 2 ** 971;

/**
 * A double that orders against every finite schema number as the literal does: past the largest
 * double for an overflow (and whole, as such a literal is), between 0 and the smallest double for an
 * underflow (never whole, as such a literal is not). Distinct literals get distinct stand-ins, so
 * uniqueItems and enum still tell them apart; equal ones share one.
 */
function standIn(literal: BeyondDoubleLiteral, rank: number): number {
  const negative = literal.text.startsWith('-');
  const magnitude = literal.range === 'beyond-max' ? Number.MAX_VALUE - rank * TOP_ULP : Number.MIN_VALUE * (rank + 1);
  return negative ? -magnitude : magnitude;
}

function exactKey(text: string): string {
  const d = decimalOf(text);
  return d === undefined ? text : `${d.negative && d.digits !== 0n ? '-' : ''}${d.digits}e${d.exponent}`;
}

function writeAt(args: unknown, path: readonly (string | number)[], value: number): void {
  let at = args as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) at = at[segment] as Record<string | number, unknown>;
  // An own property, as JSON.parse made it: assigning a `__proto__` key would set the prototype instead.
  Object.defineProperty(at, path[path.length - 1] as string | number, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * The args ajv must judge for the JSON text `json` (already parsed to `parsed`, which is changed in
 * place when needed). Literals beyond double range become stand-in doubles with the same verdict for
 * type, minimum, maximum, exclusive bounds, enum, const and uniqueItems; where no stand-in can be
 * faithful (multipleOf, or a non-whole overflow under an integer type) the args are unjudgeable,
 * which gives no finding rather than a false one.
 */
export function numberModelArgs(json: string, parsed: unknown, facts: NumberModelFacts): NumberModelArgs {
  const literals = beyondDoubleLiterals(json);
  if (literals.length === 0) return { kind: 'as-parsed', args: parsed };
  if (facts.multipleOf) return { kind: 'unjudgeable', why: `multipleOf cannot be judged in doubles for ${literals[0]?.text}`, literals };
  const wholeMissing = literals.find(
    (l) => l.range === 'beyond-max' && !isWholeDecimal(decimalOf(l.text) ?? { negative: false, digits: 1n, exponent: -1 }),
  );
  if (facts.integer && wholeMissing !== undefined)
    return { kind: 'unjudgeable', why: `no double stands for ${wholeMissing.text}, past 2^53 and not whole`, literals };
  const ranks = new Map<string, number>();
  for (const literal of literals) {
    const key = exactKey(literal.text);
    const sameClass = `${literal.range}:${key.startsWith('-') ? '-' : '+'}`;
    const rankKey = `${sameClass}|${key}`;
    if (!ranks.has(rankKey)) ranks.set(rankKey, [...ranks.keys()].filter((k) => k.startsWith(`${sameClass}|`)).length);
    const rank = ranks.get(rankKey) as number;
    if (literal.path.length === 0) return { kind: 'stand-ins', args: standIn(literal, rank), literals };
    writeAt(parsed, literal.path, standIn(literal, rank));
  }
  return { kind: 'stand-ins', args: parsed, literals };
}
