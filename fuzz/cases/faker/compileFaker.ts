import { MERGED_KEYWORDS, mergedBranch } from './fakerMerge.ts';
import {
  type CompiledFakerOptions,
  NUMBER_KEYWORDS,
  type NodeGen,
  numberGen,
  numberOrAbsent,
  stringGen,
  unfollowed,
} from './fakerLeaves.ts';
import { FakerRandom } from './fakerRandom.ts';

/** The options compiled generation reads (FAKER_OPTIONS and the formats fakerArgs adds). */
export type { CompiledFakerOptions };

// json-schema-faker 0.6's generateSync, compiled once per schema for the keywords tool schemas use: it
// walks the schema again for every value through generator trampolines, copying a ~40-field context
// per node (~25 µs a case). Each compiled node does what faker's walker and generators do for it, draw
// for draw (src/schema-walker.ts, src/generators/). Any keyword faker would honour and this does not
// follow makes the whole schema uncompiled, and fakerArgs calls generateSync itself.

type Schema = Record<string, unknown>;

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);
// Keywords faker reads that compiled generation does not follow (wherever they sit).
const UNFOLLOWED = [
  'faker',
  'chance',
  '$ref',
  '$defs',
  'allOf',
  'oneOf',
  'not',
  'if',
  'autoIncrement',
  'dependentRequired',
  'dependencies',
  'dependentSchemas',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'template',
  'prefixItems',
  'additionalItems',
  'contains',
  'containsAll',
];
// Constraints faker's enum generator filters members by.
const ENUM_FILTERS = [...NUMBER_KEYWORDS, 'minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'];

const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
const clone = (value: unknown): unknown => (typeof value === 'object' && value !== null ? structuredClone(value) : value);

/** faker's generateObjectGen for declared properties (every required key among them). */
function objectGen(schema: Schema, options: CompiledFakerOptions): NodeGen {
  const properties = schema.properties;
  if (!isObject(properties)) return unfollowed();
  if (schema.required !== undefined && !Array.isArray(schema.required)) return unfollowed();
  const required = new Set((schema.required as unknown[] | undefined) ?? []);
  const entries = Object.entries(properties).map(([key, sub]) => {
    // A key on Object.prototype reads back an inherited value in faker's lookups and merges.
    if (key in Object.prototype || !isObject(sub)) return unfollowed();
    return { key, sub, isRequired: required.has(key), gen: nodeGen(sub, options) };
  });
  for (const key of required) if (typeof key !== 'string' || !Object.hasOwn(properties, key)) return unfollowed();
  // At maxDepth faker stubs the required keys: const, default, the first enum member, or a value of the type.
  const stub = [...required].map((key) => {
    const sub = properties[key as string] as Schema;
    if (sub.const !== undefined) return [key, sub.const];
    if (sub.default !== undefined) return [key, sub.default];
    if (Array.isArray(sub.enum) && sub.enum.length > 0) return [key, sub.enum[0]];
    return [key, stubValue(Array.isArray(sub.type) ? sub.type[0] : sub.type)];
  });
  const probability = options.optionalsProbability;
  return (random, depth) => {
    const result: Record<string, unknown> = {};
    if (depth >= options.maxDepth) {
      for (const [key, value] of stub) result[key as string] = value;
      return result;
    }
    for (const entry of entries) if (entry.isRequired || random.next() < probability) result[entry.key] = entry.gen(random, depth + 1);
    return result;
  };
}

function stubValue(type: unknown): unknown {
  switch (type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return null;
  }
}

/** faker's generateArrayGen for `items` (no tuples, contains or uniqueness): between the bounds, at most options.maxItems unless minItems needs more. */
function arrayGen(schema: Schema, options: CompiledFakerOptions): NodeGen {
  if (schema.uniqueItems || !numberOrAbsent(schema.minItems) || !numberOrAbsent(schema.maxItems)) return unfollowed();
  const schemaMin = schema.minItems as number | undefined;
  const schemaMax = schema.maxItems as number | undefined;
  let minItems = schemaMin ?? 0;
  let maxItems = options.maxItems;
  if (schemaMax !== undefined && maxItems > schemaMax) maxItems = schemaMax;
  if (schemaMin !== undefined && minItems < schemaMin) minItems = schemaMin;
  if (maxItems < minItems) {
    if (schemaMax !== undefined) minItems = maxItems;
    else maxItems = minItems;
  }
  const low = Math.max(minItems, 0);
  const high = maxItems;
  if (schema.items !== undefined && !isObject(schema.items)) return unfollowed();
  const item = schema.items === undefined ? undefined : nodeGen(schema.items, options);
  const needed = schemaMin ?? 0;
  return (random, depth) => {
    if (depth >= options.maxDepth) return needed > 0 ? Array.from({ length: needed }, () => null) : [];
    const length = random.int(low, high);
    const result: unknown[] = [];
    if (item !== undefined) while (result.length < length) result.push(item(random, depth + 1));
    return result;
  };
}

/** faker's anyOf: the branches shuffled, the first walked (a compiled branch never throws). */
function anyOfGen(schema: Schema, options: CompiledFakerOptions): NodeGen {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length === 0) return unfollowed();
  for (const key of Object.keys(schema)) if (key !== 'anyOf' && MERGED_KEYWORDS.has(key)) return unfollowed();
  const gens = branches.map((branch) => (isObject(branch) ? nodeGen(mergedBranch(branch), options) : unfollowed()));
  const order = gens.map((_, i) => i);
  // The shuffle's draws (faker's shuffle of the branches), then the branch that came first.
  return (random, depth) => (gens[random.shuffle(order)[0] as number] as NodeGen)(random, depth);
}

function typedGen(schema: Schema, type: string, options: CompiledFakerOptions): NodeGen {
  switch (type) {
    case 'null':
      return () => null;
    case 'boolean':
      return (random) => random.next() < 0.5;
    case 'number':
    case 'integer':
      return numberGen(schema, type === 'integer');
    case 'string':
      return stringGen(schema, options);
    case 'object':
      return objectGen(schema, options);
    default:
      return arrayGen(schema, options);
  }
}

/** One schema node as faker's walkSchemaBodyGen takes it: a type array's pick, composition, const, enum, then the type. */
function nodeGen(schema: Schema, options: CompiledFakerOptions): NodeGen {
  for (const key of UNFOLLOWED) if (schema[key] !== undefined) return unfollowed();
  const type = schema.type;
  const types = Array.isArray(type) ? type : undefined;
  if (types !== undefined && (types.length === 0 || !types.every((t) => typeof t === 'string' && TYPES.has(t)))) return unfollowed();
  if (types === undefined && type !== undefined && !(typeof type === 'string' && TYPES.has(type))) return unfollowed();
  let body: NodeGen;
  if (schema.anyOf !== undefined) body = anyOfGen(schema, options);
  else if (schema.const !== undefined) {
    const value = schema.const;
    body = () => clone(value);
  } else if (schema.enum !== undefined) {
    const members = schema.enum;
    if (!Array.isArray(members) || members.length === 0 || ENUM_FILTERS.some((key) => schema[key] !== undefined)) return unfollowed();
    body = (random) => clone(random.pick(members));
  } else if (types !== undefined) {
    // faker picks a type for its extensions, then picks again for the value.
    const gens = types.map((t) => typedGen(schema, t as string, options));
    body = (random, depth) => {
      random.int(0, types.length - 1);
      return (gens[random.int(0, types.length - 1)] as NodeGen)(random, depth);
    };
    return body;
  } else if (typeof type === 'string') body = typedGen(schema, type, options);
  else return unfollowed();
  if (types === undefined) return body;
  // A type array is picked once before composition, const or enum are looked at.
  const inner = body;
  return (random, depth) => {
    random.int(0, types.length - 1);
    return inner(random, depth);
  };
}

/**
 * generateSync(schema, { ...options, seed }) compiled once: a function of the seed giving the same value
 * from the same draws, or undefined when the schema holds something compiled generation does not follow.
 */
export function compileFaker(schema: unknown, options: CompiledFakerOptions): ((seed: number) => unknown) | undefined {
  if (!isObject(schema)) return undefined;
  let root: NodeGen;
  try {
    root = nodeGen(schema, options);
  } catch {
    // Unfollowed, or a schema faker itself would trip on: generateSync decides.
    return undefined;
  }
  return (seed) => root(new FakerRandom(seed), 0);
}
