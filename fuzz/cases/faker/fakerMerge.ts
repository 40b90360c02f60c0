// What json-schema-faker 0.6 walks for an anyOf branch: mergeSchemas([base, branch]) (src/merge.ts). Only
// a base that holds none of the keywords merging reads is taken (see compileFaker), so the merge is
// the branch's projection onto those keywords: what merging copies into an empty schema.

type Schema = Record<string, unknown>;

/** The keywords json-schema-faker's merge reads: a base holding one of them would have to be intersected. */
export const MERGED_KEYWORDS: ReadonlySet<string> = new Set([
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  'uniqueItems',
  'items',
  'prefixItems',
  'contains',
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'const',
  'enum',
  '$ref',
  '$defs',
  'allOf',
  'anyOf',
  'oneOf',
]);

// Merged keywords mergedBranch handles one by one (deduplicated, copied shallowly, or kept only when true).
const HANDLED = new Set(['uniqueItems', 'properties', 'required', 'patternProperties', '$ref', '$defs', 'allOf', 'anyOf', 'oneOf']);

// The rest are copied when defined (key order is no matter: generation reads keywords by name).
const COPIED = [...MERGED_KEYWORDS].filter((key) => !HANDLED.has(key));

/** mergeSchemas([{}, branch]) for an object branch: the keywords merging copies, the rest dropped. */
export function mergedBranch(branch: Schema): Schema {
  const out: Schema = {};
  for (const key of COPIED) if (branch[key] !== undefined) out[key] = branch[key];
  if (branch.uniqueItems) out.uniqueItems = true;
  if (branch.properties) {
    const properties: Schema = {};
    // Plain assignment, as merge's deepMergeProperties does.
    for (const [key, value] of Object.entries(branch.properties as Schema)) properties[key] = value;
    out.properties = properties;
  }
  if (branch.required) out.required = [...new Set(branch.required as unknown[])];
  if (branch.patternProperties) out.patternProperties = { ...(branch.patternProperties as Schema) };
  if (branch.$ref) out.$ref = branch.$ref;
  if (branch.$defs) out.$defs = { ...(branch.$defs as Schema) };
  if (branch.allOf) out.allOf = [...(branch.allOf as unknown[])];
  if (branch.anyOf) out.anyOf = branch.anyOf;
  if (branch.oneOf) out.oneOf = branch.oneOf;
  return out;
}
