import type { ErrorObject } from 'ajv';
import { draft2020MetaCheck, type MetaSchemaCheck } from '../../schema/metaSchemaValidator.ts';
import { hasOwn } from '../../json/ownProperty.ts';
import { isSchemaObject } from '../../schema/schemaTypes.ts';
import type { LintRule } from '../lintRule.ts';
import { schemaRefs } from '../../schema/schemaRefs.ts';
import { unenforcedHit } from './ruleHelpers.ts';

let metaCheck: MetaSchemaCheck | undefined;

// One check for every tool: schemas (as data) against the 2020-12 meta-schema, read from ajv's cached code when it can be.
function draft2020Errors(schema: unknown): ErrorObject[] {
  metaCheck ??= draft2020MetaCheck().check;
  return metaCheck(schema) ? [] : (metaCheck.errors ?? []);
}

function describeMetaError(error: ErrorObject): string {
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  return `${error.message ?? error.keyword}${allowed === undefined ? '' : ` (${allowed.map((v) => JSON.stringify(v)).join(', ')})`}`;
}

/** The checks of Anthropic's `input_schema` that hold in every mode (strict adds its own, see anthropicStrictRules). */
export const ANTHROPIC_BASE_RULES: readonly LintRule[] = [
  {
    id: 'AN-1',
    effect: 'rejected',
    summary: 'no oneOf, allOf or anyOf at the top level of input_schema',
    source: 'anthropics/claude-code#27337, #40075; langchain-ai/langchain#39271 (the 400 message)',
    fix: 'make the root a plain type "object" and move the union into a property (or split the tool per branch)',
    check: ({ root }) =>
      isSchemaObject(root)
        ? ['oneOf', 'allOf', 'anyOf']
            .filter((name) => hasOwn(root, name))
            .map((name) => ({
              path: `/${name}`,
              message: `input_schema does not support oneOf, allOf, or anyOf at the top level (found ${name}): the whole request fails`,
            }))
        : [],
  },
  {
    id: 'AN-2',
    effect: 'rejected',
    summary: 'input_schema must be a valid JSON Schema draft 2020-12 document',
    source: 'acomagu/vscode-as-mcp-server#6 ("JSON schema is invalid. It must match JSON Schema draft 2020-12")',
    fix: 'fix the schema so it is valid draft 2020-12 (e.g. prefixItems, not an items array)',
    check: ({ root }) => {
      const first = draft2020Errors(root)[0];
      return first === undefined
        ? []
        : [{ path: first.instancePath, message: `not valid JSON Schema draft 2020-12: ${describeMetaError(first)}` }];
    },
  },
  {
    id: 'AN-3',
    effect: 'rejected',
    summary: 'a $ref must resolve inside the schema',
    source: 'BerriAI/litellm PR #26695 ("Error resolving schema reference ...: PointerToNowhere")',
    fix: 'ship the definitions with the schema ($defs at the root) or inline the referenced schema',
    check: (document) =>
      schemaRefs(document)
        .filter((r) => r.kind !== 'external' && r.target === undefined)
        .map((r) => ({ path: r.path, message: `$ref ${JSON.stringify(r.ref)} points to nothing in this schema` })),
  },
];

/**
 * Anthropic tool use without `strict` (research/dialects.md section 2a): AN-1..AN-3, and AN-4
 * (UNCERTAIN, no primary statement) as one `ignored` problem per tool naming what the model is not
 * held to.
 */
export const ANTHROPIC_RULES: readonly LintRule[] = [
  ...ANTHROPIC_BASE_RULES,
  {
    id: 'AN-4',
    effect: 'ignored',
    summary: 'without strict, constraints are accepted but not enforced (UNCERTAIN)',
    source: 'mastra.ai/blog/mcp-tool-compatibility-layer (Anthropic "did not error at all")',
    fix: 'check every constraint in the tool; strict: true makes Anthropic enforce the supported ones',
    certainty: 'uncertain',
    check: (document) => unenforcedHit(document, 'without strict: true (input not grammar-constrained)'),
  },
];
