import { eachNode, type LintRule } from '../lintRule.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import { isSchemaObject } from '../../schema/schemaTypes.ts';
import { keyword, propertyKeys, typesOf } from '../../schema/schemaNodes.ts';
import { keywordHits, shortJson } from './ruleHelpers.ts';

// GE-1: the fields of the Gemini API's (v1beta) Schema message; Vertex AI's v1beta1 Schema also has additionalProperties, defs and ref.
const SCHEMA_FIELDS = new Set([
  'type',
  'format',
  'title',
  'description',
  'nullable',
  'enum',
  'maxItems',
  'minItems',
  'properties',
  'required',
  'minProperties',
  'maxProperties',
  'minLength',
  'maxLength',
  'pattern',
  'example',
  'anyOf',
  'propertyOrdering',
  'default',
  'items',
  'minimum',
  'maximum',
]);
const STRING_FORMATS = ['enum', 'date-time'];
/** GE-10 as observed (string length, array minimum length): what Gemini's model is not held to; other constraints are not sourced. */
export const GEMINI_UNENFORCED_KEYWORDS = ['minLength', 'maxLength', 'minItems'];

/** GE-10's `ignored` rule, shared by both Gemini dialects. */
export const GEMINI_UNENFORCED_RULE: LintRule = {
  id: 'GE-10',
  effect: 'ignored',
  summary: 'length constraints are accepted but not enforced',
  source: 'mastra.ai/blog/mcp-tool-compatibility-layer; Mastra google.ts ("the model doesn\'t respect them")',
  fix: 'check the length in the tool: the model may send a value that breaks it',
  check: eachNode((node) =>
    keywordHits(node, GEMINI_UNENFORCED_KEYWORDS, (name) => `'${name}' is accepted but the model is not held to it: check it in the tool`),
  ),
};

/**
 * Gemini function declarations' `parameters` (the OpenAPI-subset Schema message; also
 * `responseSchema`) on the Gemini API (ai.google.dev): research/dialects.md section 3. Vertex AI's
 * Schema is wider (additionalProperties, defs, ref, more formats), so GE-2 and GE-6 may be stricter there.
 * GE-5 (anyOf with siblings) is UNCERTAIN: a warning, never a failure. Left out: GE-9 (ordering behaviour),
 * GE-11 (no published thresholds), GE-12 (GE-2 on the Live API), GE-13 (what js-genai rewrites
 * before sending; the API itself still rejects, so GE-2/GE-3 speak for it), GE-14 (UNCERTAIN).
 */
export const GEMINI_RULES: readonly LintRule[] = [
  {
    id: 'GE-2',
    effect: 'rejected',
    summary: 'only the fields of the OpenAPI-subset Schema are accepted',
    source: 'router-for-me/CLIProxyAPI#97; openswarm-ai/openswarm#24; zed-industries/zed#44875 ("Unknown name ... Cannot find field")',
    fix: 'drop the keyword (additionalProperties, const: use enum [c], ...) or send the schema as parametersJsonSchema',
    check: eachNode((node) =>
      Object.keys(node.schema)
        .filter((name) => !SCHEMA_FIELDS.has(name))
        .map((name) => ({
          path: childPointer(node.path, name),
          message: `Unknown name ${JSON.stringify(name)}: the parameters Schema has no such field (send parametersJsonSchema instead)`,
        })),
    ),
  },
  {
    id: 'GE-3',
    effect: 'rejected',
    summary: 'type must be one type, not a list',
    source: 'zed-industries/zed#53919; prism-php/prism#974; aoci-spec/aoci-code#61',
    fix: 'use one type with nullable: true (or anyOf [{type: T}, {type: "null"}]), or send parametersJsonSchema',
    check: eachNode((node) => {
      const type = keyword(node.schema, 'type');
      if (!Array.isArray(type)) return undefined;
      return {
        path: childPointer(node.path, 'type'),
        message: `type ${shortJson(type)} is a list: the Schema's type is not repeating; use one type with "nullable": true, or anyOf`,
      };
    }),
  },
  {
    id: 'GE-4',
    effect: 'rejected',
    summary: 'an array must have items',
    source: 'kkrishnan90/gemini-desktop PR #7 ("items: missing field")',
    fix: 'give the array its items schema',
    check: eachNode((node) =>
      typesOf(node.schema).includes('array') && keyword(node.schema, 'items') === undefined
        ? { path: node.path, message: 'an array schema without items: missing field' }
        : undefined,
    ),
  },
  {
    id: 'GE-5',
    effect: 'rejected',
    summary: 'anyOf must be the only field of its schema (UNCERTAIN: seen on Vertex AI, gemini-2.0-flash)',
    source: 'a stored repository doc quoting the Vertex AI error (research/dialects.md GE-5)',
    fix: 'move the siblings (description, type, ...) into each anyOf branch, or send parametersJsonSchema',
    certainty: 'uncertain',
    check: eachNode((node) => {
      if (keyword(node.schema, 'anyOf') === undefined) return undefined;
      const siblings = Object.keys(node.schema).filter((name) => name !== 'anyOf');
      return siblings.length === 0
        ? undefined
        : {
            path: childPointer(node.path, 'anyOf'),
            message: `anyOf beside ${siblings.join(', ')}: Vertex AI was seen refusing this ("When using any_of, it must be the only field set")`,
          };
    }),
  },
  {
    id: 'GE-6',
    effect: 'rejected',
    summary: 'a string format must be "enum" or "date-time" (Gemini Developer API)',
    source: 'Firebase AI Logic Schema reference; Vertex AI Schema REST doc',
    fix: 'drop the format (keep a description or pattern) and check it in the tool',
    check: eachNode((node) => {
      const format = keyword(node.schema, 'format');
      if (
        format === undefined ||
        !typesOf(node.schema).includes('string') ||
        (typeof format === 'string' && STRING_FORMATS.includes(format))
      )
        return undefined;
      return {
        path: childPointer(node.path, 'format'),
        message: `string format ${shortJson(format)}: the Gemini Developer API accepts only ${STRING_FORMATS.join(' and ')}`,
      };
    }),
  },
  {
    id: 'GE-7',
    effect: 'rejected',
    summary: 'a schema without type (TYPE_UNSPECIFIED) fails on Gemini 3',
    source: 'UKGovernmentBEIS/inspect_ai PR #3097',
    fix: 'give the schema a type (or an anyOf of typed branches)',
    check: eachNode((node) => {
      if (typesOf(node.schema).length > 0 || keyword(node.schema, 'anyOf') !== undefined) return undefined;
      return { path: node.path, message: 'no type: it becomes TYPE_UNSPECIFIED, which Gemini 3 rejects (MALFORMED_FUNCTION_CALL)' };
    }),
  },
  GEMINI_UNENFORCED_RULE,
  {
    id: 'GE-14',
    effect: 'rewritten',
    summary: 'a tool without parameters: SDKs disagree on sending an empty object or none (UNCERTAIN)',
    source: 'vercel/ai convert-json-schema-to-openapi-schema.ts (sends undefined); pydantic/pydantic-ai PR #1998 (sends an empty object)',
    fix: 'if Gemini refuses the tool, send it without parameters',
    certainty: 'uncertain',
    check: ({ root }) =>
      isSchemaObject(root) && propertyKeys(root).length === 0 && typesOf(root).includes('object')
        ? [
            {
              path: '',
              message:
                'an object with no properties: the Vercel AI SDK sends no parameters at all for it, pydantic-ai an empty object; which Gemini prefers is unsettled',
            },
          ]
        : [],
  },
];

/**
 * Gemini `parametersJsonSchema` (standard JSON Schema): research/dialects.md section 3, GE-8 lists
 * what this path added (anyOf, $ref, minimum/maximum, additionalProperties, type null, prefixItems)
 * and nothing is sourced as rejected here. GE-10 is kept as `ignored`; that it holds on this path
 * too is UNCERTAIN (the observations predate it). GE-11 has no published thresholds.
 */
export const GEMINI_JSON_RULES: readonly LintRule[] = [GEMINI_UNENFORCED_RULE];
