import { isSchemaObject } from '../../schema/schemaTypes.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import { eachNode, type LintRule } from '../lintRule.ts';
import { keyword } from '../../schema/schemaNodes.ts';
import { unenforcedHit } from './ruleHelpers.ts';

/**
 * OpenAI function calling without `strict` (Chat Completions' default, OA-19): research/dialects.md
 * section 1. The schema is sent but followed best effort only (OA-20), so one `ignored` problem per
 * tool names what the model is not held to. No rejection is sourced for this mode: the strict
 * subset's rules (OA-1..OA-17) apply only with `strict: true`, which the Responses API defaults to.
 * OA-24 (`additionalProperties: {}` refused) is a framework's claim: uncertain, a warning.
 */
export const OPENAI_RULES: readonly LintRule[] = [
  {
    id: 'OA-20',
    effect: 'ignored',
    summary: 'without strict, the schema is best effort: no constraint is enforced',
    source: 'OpenAI API reference, `strict` parameter ("Only a subset of JSON Schema is supported when strict is true")',
    fix: 'send the tool with strict: true (and its schema in the strict subset), or check every constraint in the tool',
    check: (document) => unenforcedHit(document, 'without strict: true (best effort only)'),
  },
  {
    id: 'OA-24',
    effect: 'rejected',
    summary: "additionalProperties: {} (zod 4 looseObject, records) may be refused (UNCERTAIN: a framework's claim)",
    source: 'mastra-ai/mastra packages/schema-compat/src/provider-compats/openai.ts ("An empty object {} is NOT valid")',
    fix: 'write additionalProperties: true (or a typed schema) instead of {}',
    certainty: 'uncertain',
    check: eachNode((node) => {
      const value = keyword(node.schema, 'additionalProperties');
      if (!isSchemaObject(value) || Object.keys(value).length > 0) return undefined;
      return {
        path: childPointer(node.path, 'additionalProperties'),
        message: 'additionalProperties is {}: Mastra rewrites it to true for OpenAI, saying {} is refused',
      };
    }),
  },
];
