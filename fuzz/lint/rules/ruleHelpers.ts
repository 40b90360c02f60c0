import { hasOwn } from '../../json/ownProperty.ts';
import type { SchemaDocument, RuleHit } from '../lintRule.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import { keyword, requiredKeys, type SchemaNode } from '../../schema/schemaNodes.ts';

/** One hit per keyword of `names` the node has, at that keyword's pointer. */
export function keywordHits(node: SchemaNode, names: readonly string[], message: (name: string, value: unknown) => string): RuleHit[] {
  return names
    .filter((name) => hasOwn(node.schema, name))
    .map((name) => ({ path: childPointer(node.path, name), message: message(name, node.schema[name]) }));
}

/** A JSON value, short, for a message. */
export function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

// The keywords that hold a model to something: what a best-effort (non-grammar) mode may break.
const CONSTRAINT_KEYWORDS = [
  'enum',
  'const',
  'pattern',
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
] as const;

/** What a schema constrains, counted by keyword (`required` counts listed keys, `additionalProperties` only when false). */
export function constraintCounts(document: SchemaDocument): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (name: string, n = 1): void => {
    if (n > 0) counts.set(name, (counts.get(name) ?? 0) + n);
  };
  for (const node of document.nodes) {
    add('required', requiredKeys(node.schema).length);
    if (keyword(node.schema, 'additionalProperties') === false) add('additionalProperties: false');
    for (const name of CONSTRAINT_KEYWORDS) if (hasOwn(node.schema, name)) add(name);
  }
  return counts;
}

/** A best-effort mode's one problem per tool: what the model is not held to, or nothing when the schema constrains nothing. */
export function unenforcedHit(document: SchemaDocument, mode: string): RuleHit[] {
  const counts = constraintCounts(document);
  if (counts.size === 0) return [];
  const listed = [...counts]
    .map(([name, n]) => (name === 'required' ? `${n} required key${n === 1 ? '' : 's'}` : `${name}${n === 1 ? '' : ` ×${n}`}`))
    .join(', ');
  return [{ path: '', message: `${mode}: the model is not held to this schema (${listed}); check arguments in the tool` }];
}
