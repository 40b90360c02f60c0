import { jsonEqual } from '../../json/jsonEqual.ts';
import {
  ANNOTATION_KEYWORDS,
  declaredTypes,
  isSchemaObject,
  numberKeyword,
  type JsonSchema,
  type JsonSchemaObject,
  type JsonType,
} from '../../schema/schemaTypes.ts';

/** The result of folding `allOf` parts into one schema to generate from. */
export type MergeResult =
  | { readonly kind: 'merged'; readonly schema: JsonSchemaObject; readonly exact: boolean }
  | { readonly kind: 'unsatisfiable'; readonly reason: string };

/** Follows a part's `$ref` (with the part's other keywords beside it), or says the part is opaque. */
export type PartResolver = (part: JsonSchemaObject) => readonly JsonSchema[] | undefined;

const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains']);
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const MAX_ANYOF_PRODUCT = 16;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function intersectTypes(a: readonly JsonType[], b: readonly JsonType[]): JsonType[] {
  const out = new Set<JsonType>();
  for (const t of a) {
    if (b.includes(t)) out.add(t);
    else if (t === 'integer' && b.includes('number')) out.add('integer');
    else if (t === 'number' && b.includes('integer')) out.add('integer');
  }
  return [...out];
}

function flatten(parts: readonly JsonSchema[], resolve: PartResolver, depth: number): JsonSchema[] | 'opaque' {
  const out: JsonSchema[] = [];
  for (const part of parts) {
    if (!isSchemaObject(part) || (part.$ref === undefined && part.allOf === undefined)) {
      out.push(part);
      continue;
    }
    const { allOf, ...rest } = part;
    const expanded = part.$ref !== undefined ? resolve(rest) : [rest, ...(Array.isArray(allOf) ? (allOf as JsonSchema[]) : [])];
    if (expanded === undefined || depth > 8) return 'opaque';
    const flat = flatten(expanded, resolve, depth + 1);
    if (flat === 'opaque') return 'opaque';
    out.push(...flat);
  }
  return out;
}

/** Accumulates keywords from the parts, recording where it had to keep one side only. */
class Merger {
  readonly out: Record<string, unknown> = {};
  exact = true;
  private readonly properties = new Map<string, JsonSchema[]>();
  private readonly patterns = new Map<string, JsonSchema[]>();
  private readonly anyOfs: JsonSchema[][] = [];
  private objectParts = 0;
  unsatisfiable: string | undefined;

  add(part: JsonSchemaObject): void {
    if (part.properties !== undefined || part.patternProperties !== undefined || part.additionalProperties !== undefined)
      this.objectParts++;
    for (const [key, value] of Object.entries(part)) {
      if (ANNOTATION_KEYWORDS.has(key)) continue;
      this.keyword(key, value, part);
    }
  }

  private keyword(key: string, value: unknown, part: JsonSchemaObject): void {
    const out = this.out;
    if (key === 'type') {
      const types = declaredTypes(part) ?? [];
      const merged = out.type === undefined ? [...types] : intersectTypes(out.type as JsonType[], types);
      if (merged.length === 0) this.unsatisfiable = 'allOf parts share no type';
      out.type = merged;
    } else if (key === 'enum' || key === 'const') {
      const members = key === 'const' ? [value] : Array.isArray(value) ? value : [];
      out.enum = out.enum === undefined ? members : (out.enum as unknown[]).filter((m) => members.some((n) => jsonEqual(m, n)));
      if ((out.enum as unknown[]).length === 0) this.unsatisfiable = 'allOf parts share no enum or const value';
    } else if (LOWER_BOUNDS.has(key) || UPPER_BOUNDS.has(key)) {
      const n = numberKeyword(part, key);
      if (n === undefined) return;
      const previous = out[key] as number | undefined;
      out[key] = previous === undefined ? n : LOWER_BOUNDS.has(key) ? Math.max(previous, n) : Math.min(previous, n);
    } else if (key === 'multipleOf') {
      const previous = out.multipleOf as number | undefined;
      if (previous === undefined || previous === value) out.multipleOf = value;
      else if (Number.isInteger(previous) && Number.isInteger(value))
        out.multipleOf = (previous * (value as number)) / gcd(previous, value as number);
      else this.exact = false;
    } else if (key === 'required') {
      out.required = [...new Set([...((out.required as string[] | undefined) ?? []), ...(Array.isArray(value) ? value : [])])];
    } else if (key === 'uniqueItems') {
      out.uniqueItems = out.uniqueItems === true || value === true;
    } else if (key === 'properties' || key === 'patternProperties') {
      const into = key === 'properties' ? this.properties : this.patterns;
      for (const [name, schema] of Object.entries(isSchemaObject(value) ? value : {}))
        into.set(name, [...(into.get(name) ?? []), schema as JsonSchema]);
    } else if (key === 'anyOf') {
      if (Array.isArray(value)) this.anyOfs.push(value as JsonSchema[]);
    } else if (key === 'items' && isSchemaObject(value) && isSchemaObject(out.items)) {
      out.items = { allOf: [out.items, value] };
    } else if (out[key] === undefined) {
      Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    } else if (!jsonEqual(out[key], value)) {
      // pattern, format, oneOf, not, if, prefixItems...: generate from the first, the filter holds the rest.
      this.exact = false;
    }
  }

  finish(): MergeResult {
    if (this.unsatisfiable !== undefined) return { kind: 'unsatisfiable', reason: this.unsatisfiable };
    const out = this.out;
    // additionalProperties is relative to its own part's properties: beside another part's properties only the filter is exact.
    if (out.additionalProperties !== undefined && out.additionalProperties !== true && this.objectParts > 1) this.exact = false;
    const group = (map: Map<string, JsonSchema[]>): Record<string, JsonSchema> => {
      const record: Record<string, JsonSchema> = {};
      for (const [name, list] of map)
        Object.defineProperty(record, name, {
          value: list.length === 1 ? list[0] : { allOf: list },
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return record;
    };
    if (this.properties.size > 0) out.properties = group(this.properties);
    if (this.patterns.size > 0) out.patternProperties = group(this.patterns);
    if (this.anyOfs.length === 1) out.anyOf = this.anyOfs[0];
    else if (this.anyOfs.length > 1) {
      // anyOf(A) ∧ anyOf(B) = anyOf(a ∧ b): exact while the product stays small.
      const product = this.anyOfs.reduce<JsonSchema[][]>((acc, list) => acc.flatMap((combo) => list.map((s) => [...combo, s])), [[]]);
      if (product.length <= MAX_ANYOF_PRODUCT) out.anyOf = product.map((combo) => ({ allOf: combo }));
      else {
        out.anyOf = this.anyOfs[0];
        this.exact = false;
      }
    }
    return { kind: 'merged', schema: out, exact: this.exact };
  }
}

/** Folds the parts of an `allOf` (refs followed, nested allOf flattened) into one schema and says whether it is exact. */
export function mergeAllOf(parts: readonly JsonSchema[], resolve: PartResolver): MergeResult {
  const flat = flatten(parts, resolve, 0);
  if (flat === 'opaque') return { kind: 'merged', schema: isSchemaObject(parts[0]) ? parts[0] : {}, exact: false };
  const merger = new Merger();
  for (const part of flat) {
    if (part === false) return { kind: 'unsatisfiable', reason: 'allOf holds the false schema' };
    if (part !== true) merger.add(part);
  }
  return merger.finish();
}
