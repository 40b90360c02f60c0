import { isJsonObject } from '../json/jsonTypes.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import { HOSTILE_KEYS } from '../cases/typed/specArbitrary.ts';
import type { RawFinding } from './rawFinding.ts';

const hostile = new Set<string>(HOSTILE_KEYS);

/** A key as fingerprints see it: plain names are incidental (`path` vs `file`); hostile ones are often the whole point. */
export function keyShape(key: string): string {
  return hostile.has(key) || !/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? JSON.stringify(key) : 'k';
}

function propShape(prop: PropSpec): unknown {
  return [
    prop.type,
    prop.required === true ? 'req' : '',
    prop.enum === undefined ? '' : `enum:${[...new Set(prop.enum.map((m) => typeof m))].sort().join('|')}`,
    prop.default === undefined ? '' : 'default',
    prop.properties === undefined ? '' : specShape(prop.properties),
    prop.items === undefined ? '' : propShape(prop.items),
  ];
}

function specShape(spec: SchemaSpec): unknown {
  return Object.keys(spec)
    .map((key) => [keyShape(key), propShape(spec[key] as PropSpec)])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

// Words for the reader, not the contract: two tools that differ only in them drift the same way.
const ANNOTATIONS = new Set(['title', 'description', 'examples', '$comment', '$id', '$schema', 'default']);

/** A JSON Schema as fingerprints see it: annotations dropped, property names shaped like args keys, keys sorted. */
export function schemaShape(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(schemaShape);
  if (!isJsonObject(schema)) return schema;
  const out: [string, unknown][] = [];
  for (const key of Object.keys(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    const value = schema[key];
    if ((key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') && isJsonObject(value)) {
      out.push([
        key,
        Object.keys(value)
          .map((name) => [keyShape(name), schemaShape(value[name])])
          .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      ]);
    } else if (key === 'required' && Array.isArray(value)) {
      out.push([key, value.map((name) => (typeof name === 'string' ? keyShape(name) : name)).sort()]);
    } else {
      out.push([key, schemaShape(value)]);
    }
  }
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}

function valueShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : ['[', valueShape(value[0])];
  if (isJsonObject(value)) {
    return Object.keys(value)
      .map((key) => [keyShape(key), valueShape(value[key])])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return value === null ? 'null' : typeof value;
}

/** The args as JSON, or the text itself when it is not JSON (a crash on broken input). */
export function parseArgsJson(argsJson: string): unknown {
  try {
    return JSON.parse(argsJson);
  } catch {
    return argsJson;
  }
}

/**
 * The whole minimal case's shape: kind, blame, spec and args without names or values. Every finding
 * had this shape before presence findings got their own, and every other finding still has it, byte
 * for byte: baselines and corpus file names hold hashes of it.
 */
export function caseShape(finding: Pick<RawFinding, 'kind' | 'blame' | 'spec' | 'schema' | 'argsJson'>): string {
  const target = finding.spec === undefined ? ['schema', schemaShape(finding.schema)] : specShape(finding.spec);
  return JSON.stringify([finding.kind, finding.blame, target, valueShape(parseArgsJson(finding.argsJson))]);
}
