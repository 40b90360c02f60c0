import { createHash } from 'node:crypto';
import { isJsonObject } from '../json/jsonTypes.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import { HOSTILE_KEYS } from '../arbitraries/specArbitrary.ts';
import type { RawFinding } from './rawFinding.ts';

const hostile = new Set<string>(HOSTILE_KEYS);

// Plain key names are incidental (`path` vs `file`); hostile ones are often the whole point.
function keyShape(key: string): string {
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

function valueShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? '[]' : ['[', valueShape(value[0])];
  if (isJsonObject(value)) {
    return Object.keys(value)
      .map((key) => [keyShape(key), valueShape(value[key])])
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return value === null ? 'null' : typeof value;
}

/** What makes two findings the same drift: kind, blame and the shape of the shrunk case, not its tool or names. */
export function findingShape(finding: Pick<RawFinding, 'kind' | 'blame' | 'spec' | 'argsJson'>): string {
  let args: unknown;
  try {
    args = JSON.parse(finding.argsJson);
  } catch {
    args = finding.argsJson;
  }
  return JSON.stringify([finding.kind, finding.blame, specShape(finding.spec), valueShape(args)]);
}

/** A short stable hash of a spec, for baselines and for telling specs apart in reports. */
export function specHash(spec: SchemaSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex').slice(0, 12);
}
