import { isJsonObject } from '../json/jsonTypes.ts';
import { beyondDoubleLiterals } from '../json/numberModel/beyondDoubleLiterals.ts';
import { defineOwn } from '../json/ownProperty.ts';

/**
 * A number the args keep as the model wrote it: a literal past the double range (`1e400`, `1e-400`)
 * or `-0`, which JSON.parse turns into another value (±Infinity, 0) or JSON.stringify into another
 * text (`0`). The shrink moves it around as a leaf, so a smaller case still sends the same literal.
 */
export class NumberLiteral {
  /** The literal's JSON text. */
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

function withNegativeZeros(value: unknown): unknown {
  if (Object.is(value, -0)) return new NumberLiteral('-0');
  if (Array.isArray(value)) return value.map(withNegativeZeros);
  if (!isJsonObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) defineOwn(out, key, withNegativeZeros(value[key]));
  return out;
}

function writeAt(args: unknown, path: readonly (string | number)[], literal: NumberLiteral): unknown {
  if (path.length === 0) return literal;
  let at = args as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) at = at[segment] as Record<string | number, unknown>;
  // An own property, as JSON.parse made it: assigning a `__proto__` key would set the prototype instead.
  Object.defineProperty(at, path[path.length - 1] as string | number, {
    value: literal,
    writable: true,
    enumerable: true,
    configurable: true,
  });
  return args;
}

/** The args of a case's JSON text, with every literal JSON values cannot carry kept as a NumberLiteral. */
export function parseExactArgs(json: string): unknown {
  let args = withNegativeZeros(JSON.parse(json) as unknown);
  for (const literal of beyondDoubleLiterals(json)) args = writeAt(args, literal.path, new NumberLiteral(literal.text));
  return args;
}

// A marker no string in the args contains, so replacing it cannot corrupt real data.
function unusedMarker(args: unknown): string {
  let marker = '@@toolfuzz-literal@@';
  const plain = JSON.stringify(args) ?? '';
  while (plain.includes(marker)) marker = `@${marker}@`;
  return marker;
}

/**
 * The JSON text of args: each NumberLiteral as its own text, ±Infinity as `1e400`/`-1e400` (what
 * JSON.parse reads back as ±Infinity; JSON.stringify would say null), the rest as JSON.stringify
 * writes it (`null` for no value at all).
 */
export function exactArgsJson(args: unknown): string {
  const literals: string[] = [];
  let marker: string | undefined;
  const json = JSON.stringify(args, (_key, value: unknown) => {
    const literal = value instanceof NumberLiteral ? value.text : value === Infinity ? '1e400' : value === -Infinity ? '-1e400' : undefined;
    if (literal === undefined) return value;
    marker ??= unusedMarker(args);
    literals.push(literal);
    return `${marker}${literals.length - 1}`;
  }) as string | undefined;
  if (json === undefined) return 'null';
  if (marker === undefined) return json;
  const quoted = marker;
  return json.replace(
    new RegExp(`"${quoted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)"`, 'g'),
    (_, index: string) => literals[Number(index)] as string,
  );
}
