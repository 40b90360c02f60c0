import { hasOwn } from '../../json/ownProperty.ts';
import { isSchemaObject } from '../../schema/schemaTypes.ts';
import { eachNode, type LintRule, type RuleHit } from '../lintRule.ts';
import { childPointer } from '../../schema/jsonPointer.ts';
import { isObjectSchema, keyword, propertyKeys, requiredKeys, typesOf } from '../../schema/schemaNodes.ts';
import { schemaRefs } from '../../schema/schemaRefs.ts';
import { limit } from '../providerLimits.ts';
import { keywordHits, shortJson } from './ruleHelpers.ts';

const GUIDE = 'OpenAI Structured Outputs guide, "Supported schemas"';
const TYPES = ['string', 'number', 'boolean', 'integer', 'object', 'array', 'null'];
const FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'];
const COMPOSITION = ['allOf', 'not', 'dependentRequired', 'dependentSchemas', 'if', 'then', 'else'];
// What openai-node's toStrictJsonSchema throws on, beyond the guide's OA-5 list.
const SDK_REFUSED = [
  'contains',
  'contentSchema',
  'dependencies',
  'patternProperties',
  'prefixItems',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'uniqueItems',
];
const ANNOTATIONS = ['description', 'title', 'examples', 'default', '$comment', 'deprecated', 'readOnly', 'writeOnly'];
const MAX_PROPERTIES = limit('openaiStrictProperties');
const MAX_OBJECT_DEPTH = limit('openaiStrictDepth');
const MAX_STRING_TOTAL = limit('openaiStrictStringTotal');
const MAX_ENUM_VALUES = limit('openaiStrictEnumValues');
const LARGE_ENUM = limit('openaiStrictLargeEnum');
const LARGE_ENUM_CHARS = limit('openaiStrictLargeEnumChars');

const textLength = (value: unknown): number => (typeof value === 'string' ? value.length : (JSON.stringify(value) ?? '').length);

/**
 * OpenAI function calling with `strict: true` (and Structured Outputs): research/dialects.md section 1.
 * UNCERTAIN rows kept as `ignored`: OA-8 (formats off the list), OA-10 (minLength/maxLength on base
 * models), OA-17 ($ref with non-annotation siblings). Left out: OA-9, OA-15, OA-18, OA-19 (supported
 * or behaviour, nothing to flag), OA-11 (fine-tuned models only), OA-22/OA-23 (SDK repairs of what
 * OA-2/OA-3 already reject), OA-24 (a framework's claim; `additionalProperties: {}` is OA-2 anyway).
 */
export const OPENAI_STRICT_RULES: readonly LintRule[] = [
  {
    id: 'OA-1',
    effect: 'rejected',
    summary: 'the root must be type "object" and not anyOf',
    source: `${GUIDE}; openai-node src/lib/transform.ts`,
    fix: 'wrap the arguments in one object (z.object({...}), type "object"); put a union inside a property',
    check: ({ root }) => {
      if (!isSchemaObject(root))
        return [{ path: '', message: `the root must be an object schema with type "object", got ${shortJson(root)}` }];
      const hits: RuleHit[] = [];
      if (keyword(root, 'type') !== 'object')
        hits.push({
          path: hasOwn(root, 'type') ? '/type' : '',
          message: `the root must have type "object"${hasOwn(root, 'type') ? `, got ${shortJson(root['type'])}` : ''}`,
        });
      if (hasOwn(root, 'anyOf')) hits.push({ path: '/anyOf', message: 'the root must not be anyOf: move the union into a property' });
      return hits;
    },
  },
  {
    id: 'OA-2',
    effect: 'rejected',
    summary: 'every object must set additionalProperties: false',
    source: `${GUIDE}, "additionalProperties: false must always be set in objects"`,
    fix: "close the object: additionalProperties: false (zod: z.strictObject or .strict(); openai-node's zodFunction adds it)",
    check: eachNode((node) => {
      if (!isObjectSchema(node.schema) || propertyKeys(node.schema).length === 0) return undefined;
      const value = keyword(node.schema, 'additionalProperties');
      if (value === false) return undefined;
      return {
        path: value === undefined ? node.path : childPointer(node.path, 'additionalProperties'),
        message: `'additionalProperties' is required to be supplied and to be false${value === undefined ? '' : `, got ${shortJson(value)}`}`,
      };
    }),
  },
  {
    id: 'OA-3',
    effect: 'rejected',
    summary: 'every key in properties must be listed in required',
    source: `${GUIDE}, "All fields must be required"`,
    fix: 'make the key required and nullable: .nullable() instead of .optional() (type [T, "null"] or anyOf [..., {type: "null"}]) and list it in required; treat null as absent in the tool',
    check: eachNode((node) => {
      const required = requiredKeys(node.schema);
      return propertyKeys(node.schema)
        .filter((key) => !required.includes(key))
        .map((key) => ({
          path: childPointer(childPointer(node.path, 'properties'), key),
          message: `${JSON.stringify(key)} is not in required: strict mode needs every key listed; make it nullable ("type": [..., "null"]) instead of optional`,
        }));
    }),
  },
  {
    id: 'OA-4',
    effect: 'rejected',
    summary: 'a free-form object (no properties, additionalProperties not false) cannot be represented',
    source: 'openai-node src/lib/transform.ts ("Explicitly open object schemas cannot be represented")',
    fix: 'give the object its properties and additionalProperties: false, or take the data as a JSON string',
    check: eachNode((node) => {
      if (!isObjectSchema(node.schema) || propertyKeys(node.schema).length > 0 || keyword(node.schema, 'additionalProperties') === false)
        return undefined;
      return {
        path: node.path,
        message: 'a free-form object (no properties, additionalProperties not false) cannot be represented in strict mode',
      };
    }),
  },
  {
    id: 'OA-5',
    effect: 'rejected',
    summary: 'allOf, not, dependentRequired, dependentSchemas, if/then/else are not supported',
    source: `${GUIDE}, "Some type-specific keywords are not yet supported"`,
    fix: 'express it with anyOf, enum or separate properties, or check it in the tool',
    check: eachNode((node) => keywordHits(node, COMPOSITION, (name) => `'${name}' is not supported in strict mode`)),
  },
  {
    id: 'OA-6',
    effect: 'rejected',
    summary: 'oneOf is not permitted',
    source: 'community.openai.com ("\'oneOf\' is not permitted"); openai-node src/helpers/zod.ts rewrites it to anyOf',
    fix: "use anyOf (z.union, not a discriminated union's oneOf) and check exclusivity in the tool",
    check: eachNode((node) => keywordHits(node, ['oneOf'], () => "'oneOf' is not permitted in strict mode: use anyOf")),
  },
  {
    id: 'OA-7',
    effect: 'rejected',
    summary: 'only string, number, boolean, integer, object, array and null types',
    source: `${GUIDE}, "Supported types"`,
    fix: 'use one of the supported types (string, number, boolean, integer, object, array, null)',
    check: eachNode((node) => {
      const bad = typesOf(node.schema).filter((t) => !TYPES.includes(t));
      return bad.length === 0
        ? undefined
        : {
            path: childPointer(node.path, 'type'),
            message: `type ${bad.map((t) => JSON.stringify(t)).join(', ')} is not supported (supported: ${TYPES.join(', ')})`,
          };
    }),
  },
  {
    id: 'OA-8',
    effect: 'ignored',
    summary: 'string formats off the supported list (UNCERTAIN: undocumented)',
    source: `${GUIDE}, "Supported properties"`,
    fix: 'use a supported format (date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid) or a pattern, and check it in the tool',
    certainty: 'uncertain',
    check: eachNode((node) => {
      const format = keyword(node.schema, 'format');
      if (format === undefined || (typeof format === 'string' && FORMATS.includes(format))) return undefined;
      return {
        path: childPointer(node.path, 'format'),
        message: `format ${shortJson(format)} is not on the supported list (${FORMATS.join(', ')}): not enforced, possibly rejected (undocumented)`,
      };
    }),
  },
  {
    id: 'OA-10',
    effect: 'ignored',
    summary: 'minLength/maxLength are not on the supported list (UNCERTAIN for base models)',
    source: `${GUIDE}, "Supported properties"`,
    fix: 'use a pattern such as ^.{0,N}$ if the length matters, and check it in the tool',
    certainty: 'uncertain',
    check: eachNode((node) =>
      keywordHits(
        node,
        ['minLength', 'maxLength'],
        (name) => `'${name}' is not on strict mode's supported list: do not rely on the model keeping it (undocumented for base models)`,
      ),
    ),
  },
  {
    id: 'OA-12',
    effect: 'rejected',
    summary: `at most ${MAX_PROPERTIES} object properties in all and ${MAX_OBJECT_DEPTH} levels of object nesting`,
    source: `${GUIDE}, "Objects have limitations on nesting depth and size"`,
    fix: 'flatten the schema or split the tool',
    check: ({ nodes }) => {
      const hits: RuleHit[] = [];
      const total = nodes.reduce((n, node) => n + propertyKeys(node.schema).length, 0);
      if (total > MAX_PROPERTIES)
        hits.push({ path: '', message: `${total} object properties in all; strict mode allows ${MAX_PROPERTIES}` });
      // Read leniently: the root object and 10 levels below it; the first object past them is flagged, once per branch.
      for (const node of nodes) {
        if (isObjectSchema(node.schema) && node.objectDepth === MAX_OBJECT_DEPTH + 1)
          hits.push({
            path: node.path,
            message: `an object nested ${node.objectDepth} levels deep; strict mode allows ${MAX_OBJECT_DEPTH}`,
          });
      }
      return hits;
    },
  },
  {
    id: 'OA-13',
    effect: 'rejected',
    summary: `property names, definition names, enum and const values total at most ${MAX_STRING_TOTAL} characters`,
    source: `${GUIDE}, "Limitations on total string size"`,
    fix: 'shorten names and enum values, or split the tool',
    check: ({ nodes }) => {
      let total = 0;
      for (const node of nodes) {
        total += propertyKeys(node.schema).reduce((n, key) => n + key.length, 0);
        for (const defs of ['$defs', 'definitions']) {
          const map = keyword(node.schema, defs);
          if (isSchemaObject(map)) total += Object.keys(map).reduce((n, key) => n + key.length, 0);
        }
        const values = keyword(node.schema, 'enum');
        if (Array.isArray(values)) total += values.reduce((n: number, v) => n + textLength(v), 0);
        if (hasOwn(node.schema, 'const')) total += textLength(node.schema['const']);
      }
      return total > MAX_STRING_TOTAL
        ? [{ path: '', message: `names and enum/const values total ${total} characters; strict mode allows ${MAX_STRING_TOTAL}` }]
        : [];
    },
  },
  {
    id: 'OA-14',
    effect: 'rejected',
    summary: `at most ${MAX_ENUM_VALUES} enum values in all; a string enum over ${LARGE_ENUM} values at most ${LARGE_ENUM_CHARS} characters`,
    source: `${GUIDE}, "Limitations on enum size"`,
    fix: 'shorten or split the enum (a plain string checked in the tool)',
    check: ({ nodes }) => {
      const hits: RuleHit[] = [];
      let count = 0;
      for (const node of nodes) {
        const values = keyword(node.schema, 'enum');
        if (!Array.isArray(values)) continue;
        count += values.length;
        const chars = values.reduce((n: number, v) => n + textLength(v), 0);
        if (values.length > LARGE_ENUM && values.every((v) => typeof v === 'string') && chars > LARGE_ENUM_CHARS) {
          hits.push({
            path: childPointer(node.path, 'enum'),
            message: `a string enum of ${values.length} values totals ${chars} characters; over ${LARGE_ENUM} values strict mode allows ${LARGE_ENUM_CHARS}`,
          });
        }
      }
      if (count > MAX_ENUM_VALUES)
        hits.unshift({ path: '', message: `${count} enum values in all; strict mode allows ${MAX_ENUM_VALUES}` });
      return hits;
    },
  },
  {
    id: 'OA-16',
    effect: 'rejected',
    summary: '$ref may only point to the root or to top-level definitions',
    source: 'error quoted in modelcontextprotocol/typescript-sdk PR #1082',
    fix: 'move the shared schema into top-level $defs and point there',
    check: (document) =>
      schemaRefs(document)
        .filter((r) => !/^#(\/(\$defs|definitions)\/[^/]+)?$/.test(r.ref))
        .map((r) => ({
          path: r.path,
          message: `$ref ${JSON.stringify(r.ref)}: a reference can only point to "#" or to definitions at the top level of the schema`,
        })),
  },
  {
    id: 'OA-17',
    effect: 'ignored',
    summary: '$ref with sibling keywords (UNCERTAIN; openai-python inlines such refs)',
    source: 'openai-python src/openai/lib/_pydantic.py (_ensure_strict_json_schema)',
    fix: 'inline the referenced schema where constraints sit beside $ref',
    certainty: 'uncertain',
    check: eachNode((node) => {
      if (!hasOwn(node.schema, '$ref')) return undefined;
      // Annotations beside a $ref change nothing the model is held to; constraints beside it may be dropped.
      const siblings = Object.keys(node.schema).filter((k) => k !== '$ref' && !ANNOTATIONS.includes(k));
      return siblings.length === 0
        ? undefined
        : {
            path: childPointer(node.path, '$ref'),
            message: `keywords beside $ref (${siblings.join(', ')}) may not be applied: openai-python inlines such refs, the API's handling is undocumented`,
          };
    }),
  },
  {
    id: 'OA-21',
    effect: 'rejected',
    summary: 'keywords openai-node refuses for strict mode and the guide does not list',
    source: 'openai-node src/lib/transform.ts (toStrictJsonSchema)',
    fix: 'drop the keyword and check it in the tool',
    check: eachNode((node) =>
      keywordHits(
        node,
        SDK_REFUSED,
        (name) => `'${name}' is not supported in strict mode (not in the guide's subset; openai-node refuses it)`,
      ),
    ),
  },
];
