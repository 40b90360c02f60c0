import type { SchemaDocument } from '../lintRule.ts';
import { limit } from '../providerLimits.ts';
import { keyword, propertyKeys, requiredKeys } from '../../schema/schemaNodes.ts';

/** Anthropic's per-request limits across all strict tools (AS-6). */
export const ANTHROPIC_STRICT_LIMITS = {
  tools: limit('anthropicStrictTools'),
  optional: limit('anthropicStrictOptional'),
  unions: limit('anthropicStrictUnions'),
} as const;

/** What a schema spends of AS-6's limits: optional properties (at every depth) and schemas using a union (anyOf or a type list). */
export function strictLimitUsage(document: SchemaDocument): { readonly optional: number; readonly unions: number } {
  let optional = 0;
  let unions = 0;
  for (const node of document.nodes) {
    const required = requiredKeys(node.schema);
    optional += propertyKeys(node.schema).filter((key) => !required.includes(key)).length;
    const type = keyword(node.schema, 'type');
    if (Array.isArray(keyword(node.schema, 'anyOf')) || (Array.isArray(type) && type.length > 1)) unions++;
  }
  return { optional, unions };
}
