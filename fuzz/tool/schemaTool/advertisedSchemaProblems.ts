import { resolveRef } from '../../schema/schemaRefs.ts';
import { DATA_KEYWORDS, declaredTypes, isSchemaObject, schemaList, type JsonSchema } from '../../schema/schemaTypes.ts';

// A `$ref` chain longer than this is a loop of references to references (`a` → `b` → `a`).
const MAX_REF_HOPS = 16;

function refsIn(node: unknown, into: string[]): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, into);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.push(value);
      else if (!DATA_KEYWORDS.has(key)) refsIn(value, into);
    }
  }
  return into;
}

/** Whether every value `schema` accepts is an object: `type: "object"`, or a composition (or `$ref`) that only admits objects. */
function onlyObjects(root: JsonSchema, schema: JsonSchema, hops: number): boolean {
  if (schema === false) return true;
  if (!isSchemaObject(schema) || hops > MAX_REF_HOPS) return false;
  const types = declaredTypes(schema);
  if (types !== undefined) return types.length > 0 && types.every((type) => type === 'object');
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref);
    if (target.kind === 'found' && onlyObjects(root, target.schema, hops + 1)) return true;
  }
  const allOf = schemaList(schema, 'allOf');
  if (allOf?.some((branch) => onlyObjects(root, branch, hops + 1)) === true) return true;
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = schemaList(schema, keyword);
    if (branches !== undefined && branches.length > 0 && branches.every((branch) => onlyObjects(root, branch, hops + 1))) return true;
  }
  return false;
}

function rootProblem(schema: JsonSchema): string | undefined {
  if (schema === false) return 'the root schema is false, which accepts nothing: no call of the tool can be valid';
  if (onlyObjects(schema, schema, 0)) return undefined;
  const keywords = isSchemaObject(schema)
    ? Object.keys(schema).filter((key) => key !== '$schema' && key !== '$id' && key !== 'description' && key !== 'title')
    : [];
  if (schema === true || keywords.length === 0) {
    return 'the root schema is {}, which accepts any value, not only an object: the model is told nothing about the arguments (the MCP SDK advertises this for a discriminated union)';
  }
  if (isSchemaObject(schema) && declaredTypes(schema) !== undefined) {
    return `the root schema is not an object schema: its type is ${JSON.stringify(schema.type)}, where tool arguments must be "object"`;
  }
  return 'the root schema is not an object schema: it has no `type: "object"` and no composition that admits only objects';
}

/**
 * What is wrong with an advertised schema as a tool's input schema, each problem one line: ajv cannot
 * compile it (`compileError`), its root admits more than objects (MCP and the provider APIs want
 * `type: "object"`), or (when it does not compile) a `$ref` leads nowhere. Empty when it is usable as it is.
 */
export function advertisedSchemaProblems(schema: JsonSchema, compileError: string | undefined): string[] {
  const problems: string[] = [];
  if (compileError !== undefined) problems.push(`ajv cannot compile the advertised schema: ${compileError}`);
  const root = rootProblem(schema);
  if (root !== undefined) problems.push(root);
  // ajv resolves every `$ref` it compiles (a missing one fails the compile), against nested `$id`s too,
  // which a root-relative reading does not know: only a schema ajv rejected has its refs examined.
  if (compileError === undefined) return problems;
  for (const ref of new Set(refsIn(schema, []))) {
    const target = resolveRef(schema, ref);
    if (target.kind === 'unresolvable') problems.push(`the $ref ${JSON.stringify(ref)} cannot be resolved: ${target.reason}`);
  }
  return problems;
}
