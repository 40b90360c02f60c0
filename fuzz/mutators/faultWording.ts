import type { PropSpec } from '../reference/schemaSpec.ts';

const MAX_PREVIEW = 40;

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function shorten(text: string): string {
  return text.length > MAX_PREVIEW ? `${text.slice(0, MAX_PREVIEW)}…` : text;
}

/** A value as a fault description shows it: `"42" (string)`, `1.5 (number)`, `null`, `Infinity (number)`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  // JSON.stringify would render Infinity as null and lose the point of the fault.
  const text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  return `${shorten(text)} (${jsonTypeOf(value)})`;
}

/** What a prop declares, as a fault description names it: `integer`, `string enum ["a", "b"]`. */
export function describeDeclared(prop: PropSpec): string {
  if (prop.enum === undefined) return prop.type;
  return `${prop.type} enum [${prop.enum.map((member) => JSON.stringify(member)).join(', ')}]`;
}

/** The usual fault description: `"42" (string) where number is declared`. */
export function describeMismatch(value: unknown, prop: PropSpec): string {
  return `${describeValue(value)} where ${describeDeclared(prop)} is declared`;
}
