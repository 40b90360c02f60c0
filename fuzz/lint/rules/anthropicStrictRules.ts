import { hasOwn } from '../../json/ownProperty.ts';
import { isSchemaObject } from '../../schema/schemaTypes.ts';
import { eachNode, type LintRule, type RuleHit } from '../lintRule.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import { unsupportedRegexFeatures } from '../regexFeatures.ts';
import { isObjectSchema, keyword, type SchemaNode } from '../../schema/schemaNodes.ts';
import { recursiveRefs, schemaRefs } from '../../schema/schemaRefs.ts';
import { ANTHROPIC_BASE_RULES } from './anthropicRules.ts';
import { ANTHROPIC_STRICT_LIMITS, strictLimitUsage } from './anthropicStrictLimits.ts';
import { limit } from '../providerLimits.ts';
import { keywordHits, shortJson } from './ruleHelpers.ts';

const MAX_MIN_ITEMS = limit('anthropicStrictMinItems');

const DOCS = 'Anthropic docs, structured outputs "JSON Schema limitations" (mirror)';
/** The string formats strict mode supports (AS-2); the SDKs move any other into the description. */
export const ANTHROPIC_STRICT_FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'uri', 'ipv4', 'ipv6', 'uuid'];
const NUMERIC = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'];
const ARRAY_LIMITS = ['maxItems', 'uniqueItems', 'contains', 'minContains', 'maxContains'];
// AS-2's supported keywords, what AS-3 rejects, AS-4's pattern, and annotations: everything else is moved into the description by the SDKs.
const HANDLED = new Set([
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  '$defs',
  'definitions',
  'default',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'format',
  'minItems',
  'pattern',
  'description',
  'title',
  ...NUMERIC,
  'minLength',
  'maxLength',
  ...ARRAY_LIMITS,
  '$schema',
  '$id',
  '$comment',
  '$anchor',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

function arrayLimitHits(node: SchemaNode): RuleHit[] {
  const hits = keywordHits(
    node,
    ARRAY_LIMITS,
    (name) => `'${name}' is not supported in strict mode (array constraints beyond minItems ${MAX_MIN_ITEMS})`,
  );
  const minItems = keyword(node.schema, 'minItems');
  if (typeof minItems === 'number' && minItems > MAX_MIN_ITEMS)
    hits.push({
      path: childPointer(node.path, 'minItems'),
      message: `minItems ${minItems} is not supported in strict mode (at most ${MAX_MIN_ITEMS})`,
    });
  return hits;
}

/**
 * Anthropic strict tool use (`strict: true`) and JSON outputs: research/dialects.md section 2b, on
 * top of the input_schema checks every mode shares (AN-1..AN-3). Left out: AS-2 and AS-5 (what is
 * supported), AS-7 (a compile timeout with no static threshold), AS-8 (output order, UNCERTAIN),
 * AS-4's "large {n,m}" (no threshold given). AS-6's limits are per request: lintSchema checks one
 * tool alone, lintTools also the tools together.
 */
export const ANTHROPIC_STRICT_RULES: readonly LintRule[] = [
  ...ANTHROPIC_BASE_RULES,
  {
    id: 'AS-1',
    effect: 'rejected',
    summary: 'every object must set additionalProperties: false',
    source: `${DOCS}; vercel/ai#20681`,
    fix: 'close every object: additionalProperties: false (zod: z.strictObject or .strict())',
    check: eachNode((node) => {
      if (!isObjectSchema(node.schema)) return undefined;
      const value = keyword(node.schema, 'additionalProperties');
      if (value === false) return undefined;
      return {
        path: value === undefined ? node.path : childPointer(node.path, 'additionalProperties'),
        message: `for 'object' type, 'additionalProperties' must be explicitly set to false${value === undefined ? '' : `, got ${shortJson(value)}`}`,
      };
    }),
  },
  {
    id: 'AS-3',
    effect: 'rejected',
    summary: `no recursion, external $ref, complex enums, numeric or length constraints, array constraints beyond minItems ${MAX_MIN_ITEMS}, allOf with $ref`,
    source: DOCS,
    fix: 'drop the constraint from the schema sent in strict mode and check it in the tool (the SDKs move it into the description)',
    check: (document) => {
      const refs = schemaRefs(document);
      const hits: RuleHit[] = [
        ...recursiveRefs(refs).map((r) => ({
          path: r.path,
          message: `$ref ${JSON.stringify(r.ref)} makes the schema recursive: strict mode does not support recursive schemas`,
        })),
        ...refs
          .filter((r) => r.kind === 'external')
          .map((r) => ({ path: r.path, message: `$ref ${JSON.stringify(r.ref)} is external: strict mode supports only local references` })),
      ];
      for (const node of document.nodes) {
        const values = keyword(node.schema, 'enum');
        if (Array.isArray(values) && values.some((v) => typeof v === 'object' && v !== null))
          hits.push({
            path: childPointer(node.path, 'enum'),
            message: 'enum values must be strings, numbers, booleans or null in strict mode (objects and arrays are not supported)',
          });
        hits.push(...keywordHits(node, NUMERIC, (name) => `'${name}' is not supported in strict mode (numeric constraints)`));
        hits.push(
          ...keywordHits(
            node,
            ['minLength', 'maxLength'],
            (name) => `'${name}' is not supported in strict mode (string length constraints)`,
          ),
        );
        hits.push(...arrayLimitHits(node));
        const allOf = keyword(node.schema, 'allOf');
        if (Array.isArray(allOf)) {
          allOf.forEach((branch, i) => {
            if (isSchemaObject(branch) && hasOwn(branch, '$ref'))
              hits.push({
                path: childPointer(childPointer(childPointer(node.path, 'allOf'), i), '$ref'),
                message: 'allOf with $ref is not supported in strict mode',
              });
          });
        }
      }
      return hits;
    },
  },
  {
    id: 'AS-4',
    effect: 'rejected',
    summary: 'pattern may not use backreferences, lookaround or word boundaries',
    source: `${DOCS}, regex support`,
    fix: 'rewrite the pattern without backreferences, lookaround or \\b, and check the rest in the tool',
    check: eachNode((node) => {
      const pattern = keyword(node.schema, 'pattern');
      if (typeof pattern !== 'string') return undefined;
      const features = unsupportedRegexFeatures(pattern);
      return features.length === 0
        ? undefined
        : {
            path: childPointer(node.path, 'pattern'),
            message: `pattern ${shortJson(pattern)} uses ${features.join(', ')}, which strict mode's regex subset does not support`,
          };
    }),
  },
  {
    id: 'AS-6',
    effect: 'rejected',
    summary: `at most ${ANTHROPIC_STRICT_LIMITS.optional} optional properties and ${ANTHROPIC_STRICT_LIMITS.unions} union-typed schemas across the strict tools (at most ${ANTHROPIC_STRICT_LIMITS.tools}) of a request`,
    source: `${DOCS}, limits`,
    fix: 'make fewer properties optional or union-typed, or send fewer tools as strict',
    check: (document) => {
      const usage = strictLimitUsage(document);
      const hits: RuleHit[] = [];
      if (usage.optional > ANTHROPIC_STRICT_LIMITS.optional)
        hits.push({
          path: '',
          message: `${usage.optional} optional properties; strict tools may have ${ANTHROPIC_STRICT_LIMITS.optional} in one request`,
        });
      if (usage.unions > ANTHROPIC_STRICT_LIMITS.unions)
        hits.push({
          path: '',
          message: `${usage.unions} union-typed schemas (anyOf or a type list); strict tools may have ${ANTHROPIC_STRICT_LIMITS.unions} in one request`,
        });
      return hits;
    },
  },
  {
    id: 'AS-8',
    effect: 'ignored',
    summary: 'the capitalization of enum and const strings is "not guaranteed" (UNCERTAIN: secondary sources)',
    source: 'paraphrases of the Anthropic structured outputs docs (research/dialects.md AS-8)',
    fix: 'compare enum values case-insensitively in the tool, or use values without letters of both cases to tell apart',
    certainty: 'uncertain',
    check: eachNode((node) => {
      const values = [
        ...(Array.isArray(keyword(node.schema, 'enum')) ? (keyword(node.schema, 'enum') as unknown[]) : []),
        ...(typeof keyword(node.schema, 'const') === 'string' ? [keyword(node.schema, 'const')] : []),
      ];
      const cased = values.filter((v): v is string => typeof v === 'string' && v.toLowerCase() !== v.toUpperCase());
      if (cased.length === 0) return undefined;
      return {
        path: childPointer(node.path, hasOwn(node.schema, 'enum') ? 'enum' : 'const'),
        message: `the model may send ${shortJson(cased[0])} in another case: strict mode does not guarantee the capitalization of enum and const values`,
      };
    }),
  },
  {
    id: 'AS-9',
    effect: 'rewritten',
    summary: 'the SDKs turn oneOf into anyOf and move unsupported formats and keywords into the description',
    source: 'anthropic-sdk-typescript src/lib/transform-json-schema.ts; anthropic-sdk-python lib/_parse/_transform.py',
    fix: 'use anyOf and the supported formats and keywords, or check the moved ones in the tool',
    check: eachNode((node) => {
      const hits = keywordHits(
        node,
        ['oneOf'],
        () => 'oneOf is sent as anyOf by the Anthropic SDKs: a value matching several branches is no longer refused',
      );
      const format = keyword(node.schema, 'format');
      if (format !== undefined && !(typeof format === 'string' && ANTHROPIC_STRICT_FORMATS.includes(format)))
        hits.push({
          path: childPointer(node.path, 'format'),
          message: `format ${shortJson(format)} is not supported in strict mode: the SDKs move it into the description, so it is not enforced`,
        });
      for (const name of Object.keys(node.schema)) {
        if (!HANDLED.has(name))
          hits.push({
            path: childPointer(node.path, name),
            message: `'${name}' is not supported in strict mode: the SDKs move it into the description, so it is not enforced`,
          });
      }
      return hits;
    }),
  },
];
