/**
 * A JSON number literal as the exact decimal it writes: `±digits × 10^exponent`. JSON Schema's data
 * model reads numbers so; JSON.parse rounds them to doubles, and past the double range that rounding
 * changes what the number is (`1e400` becomes Infinity, `1e-400` becomes 0).
 */
export interface DecimalLiteral {
  readonly negative: boolean;
  /** The significant digits as an integer, without trailing zeros (0n for zero). */
  readonly digits: bigint;
  readonly exponent: number;
}

const NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** The exact decimal of a JSON number literal, or undefined for text that is not one. */
export function decimalOf(text: string): DecimalLiteral | undefined {
  const match = NUMBER.exec(text);
  if (match === null) return undefined;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  let body = `${whole}${fraction}`.replace(/^0+/, '');
  // The exponent may be far beyond a double's (1e99999999999); Number keeps it exact enough to order.
  let exponent = Number(exponentText) - fraction.length;
  const trimmed = body.replace(/0+$/, '');
  exponent += body.length - trimmed.length;
  body = trimmed;
  if (body === '') return { negative: sign === '-', digits: 0n, exponent: 0 };
  return { negative: sign === '-', digits: BigInt(body), exponent };
}

/** Whether the decimal is a whole number (zero included). */
export function isWholeDecimal(value: DecimalLiteral): boolean {
  return value.digits === 0n || value.exponent >= 0;
}

/** The order of two decimals by exact value: negative, 0 or positive (-0 equals 0). */
export function compareDecimals(a: DecimalLiteral, b: DecimalLiteral): number {
  const signOf = (v: DecimalLiteral) => (v.digits === 0n ? 0 : v.negative ? -1 : 1);
  const sa = signOf(a);
  const sb = signOf(b);
  if (sa !== sb || sa === 0) return sa - sb;
  // Same sign, both non-zero: compare magnitudes by decimal length first, so huge exponents never become BigInt powers.
  const lengthA = a.digits.toString().length + a.exponent;
  const lengthB = b.digits.toString().length + b.exponent;
  if (lengthA !== lengthB) return lengthA > lengthB ? sa : -sa;
  const low = Math.min(a.exponent, b.exponent);
  const scaledA = a.digits * 10n ** BigInt(a.exponent - low);
  const scaledB = b.digits * 10n ** BigInt(b.exponent - low);
  return scaledA === scaledB ? 0 : scaledA > scaledB ? sa : -sa;
}

/** Where a literal's exact value lies for a double: within range, past the largest double, or a non-zero that rounds to 0. */
export type DoubleRange = 'within' | 'beyond-max' | 'underflow';

/** Whether JSON.parse keeps the literal's value class: a non-finite or a zero from a non-zero literal does not. */
export function doubleRangeOf(text: string, parsed: number = Number(text)): DoubleRange {
  if (!Number.isFinite(parsed)) return 'beyond-max';
  if (parsed !== 0) return 'within';
  const decimal = decimalOf(text);
  return decimal !== undefined && decimal.digits !== 0n ? 'underflow' : 'within';
}
