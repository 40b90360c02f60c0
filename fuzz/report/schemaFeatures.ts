import { HOSTILE_KEYS } from '../cases/typed/specArbitrary.ts';
import { declaredTypes, isSchemaObject, type JsonSchema, type JsonSchemaObject } from '../schema/schemaTypes.ts';

/** The JSON Schema features a coverage matrix tracks, read from every producer's schema. */
export const SCHEMA_FEATURES = [
  'string',
  'number',
  'integer',
  'boolean',
  'null',
  'object',
  'array',
  'enum',
  'mixed-type enum',
  'const',
  'format',
  'pattern',
  'string length',
  'number bounds',
  'multipleOf',
  'required',
  'nested required',
  'nested object',
  'closed object',
  'additional properties schema',
  'pattern properties',
  'property count',
  'items',
  'array of objects',
  'tuple',
  'array length',
  'uniqueItems',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
  'if/then/else',
  '$ref',
  'default',
  'hostile keys',
  'unsatisfiable',
] as const;

/** One feature of a tool's schema. */
export type SchemaFeature = (typeof SCHEMA_FEATURES)[number];

const hostile = new Set<string>(HOSTILE_KEYS);
const KEYWORD_FEATURES: readonly (readonly [string, SchemaFeature])[] = [
  ['const', 'const'],
  ['format', 'format'],
  ['pattern', 'pattern'],
  ['minLength', 'string length'],
  ['maxLength', 'string length'],
  ['minimum', 'number bounds'],
  ['maximum', 'number bounds'],
  ['exclusiveMinimum', 'number bounds'],
  ['exclusiveMaximum', 'number bounds'],
  ['multipleOf', 'multipleOf'],
  ['patternProperties', 'pattern properties'],
  ['minProperties', 'property count'],
  ['maxProperties', 'property count'],
  ['minItems', 'array length'],
  ['maxItems', 'array length'],
  ['oneOf', 'oneOf'],
  ['anyOf', 'anyOf'],
  ['allOf', 'allOf'],
  ['not', 'not'],
  ['if', 'if/then/else'],
  ['$ref', '$ref'],
  ['default', 'default'],
];

function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' && Number.isInteger(value) ? 'number' : typeof value;
}

const isObjectSchema = (node: JsonSchemaObject) => declaredTypes(node)?.includes('object') === true || isSchemaObject(node.properties);

/** The features of one subschema and of every subschema below it; `depth` counts the properties above it. */
function visit(node: JsonSchema | undefined, depth: number, out: Set<SchemaFeature>): void {
  if (!isSchemaObject(node)) return;
  for (const type of declaredTypes(node) ?? []) out.add(type);
  if (isSchemaObject(node.properties) && declaredTypes(node) === undefined) out.add('object');
  for (const [keyword, feature] of KEYWORD_FEATURES) if (node[keyword] !== undefined) out.add(feature);
  if (node.uniqueItems === true) out.add('uniqueItems');
  if (Array.isArray(node.enum)) {
    out.add('enum');
    if (new Set(node.enum.map(jsonKind)).size > 1) out.add('mixed-type enum');
  }
  if (node.additionalProperties === false) out.add('closed object');
  if (isSchemaObject(node.additionalProperties)) out.add('additional properties schema');
  if (Array.isArray(node.required) && node.required.length > 0) out.add(depth === 0 ? 'required' : 'nested required');
  if (isObjectSchema(node) && depth > 0) out.add('nested object');
  if (isSchemaObject(node.properties)) {
    for (const [key, child] of Object.entries(node.properties)) {
      if (hostile.has(key) || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key)) out.add('hostile keys');
      visit(child as JsonSchema, depth + 1, out);
    }
  }
  if (Array.isArray(node.prefixItems) || Array.isArray(node.items)) out.add('tuple');
  if (isSchemaObject(node.items)) {
    out.add('items');
    if (isObjectSchema(node.items)) out.add('array of objects');
  }
  const children: unknown[] = [
    node.items,
    node.additionalItems,
    node.additionalProperties,
    node.not,
    node.if,
    node.then,
    node.else,
    node.contains,
    ...(Array.isArray(node.items) ? node.items : []),
    ...(Array.isArray(node.prefixItems) ? node.prefixItems : []),
    ...['oneOf', 'anyOf', 'allOf'].flatMap((k) => (Array.isArray(node[k]) ? (node[k] as unknown[]) : [])),
    ...(isSchemaObject(node.patternProperties) ? Object.values(node.patternProperties) : []),
    ...['$defs', 'definitions'].flatMap((k) => (isSchemaObject(node[k]) ? Object.values(node[k] as object) : [])),
  ];
  for (const child of children) visit(child as JsonSchema, depth + 1, out);
}

/** Which JSON Schema features a tool's schema uses (its advertised schema, or a SchemaSpec's reference conversion), in SCHEMA_FEATURES order. */
export function schemaFeatures(schema: JsonSchema, satisfiable = true): SchemaFeature[] {
  const out = new Set<SchemaFeature>();
  visit(schema, 0, out);
  if (!satisfiable) out.add('unsatisfiable');
  return SCHEMA_FEATURES.filter((feature) => out.has(feature));
}
