import { hasOwn } from '../json/ownProperty.ts';
import { isJsonObject } from '../json/jsonTypes.ts';
import type { PathSegments } from '../model/argsPath.ts';
import type { FindingKind } from '../model/findingKind.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import { keyShape, parseArgsJson } from './fingerprintShape.ts';
import type { RawFinding } from './rawFinding.ts';

/**
 * One offending key whose presence is in question, as the presence operators make them: a declared
 * key left out (omitted-key; an optional one too, for a converter that requires it), or null
 * where leaving the key out is allowed (null-for-optional). `key` is the key's fingerprint shape.
 */
export type PresenceFault =
  | { readonly cause: 'absent'; readonly key: string; readonly required: boolean }
  | { readonly cause: 'null'; readonly key: string };

// The kinds whose paths locate where verdicts disagree about a value. THROWS paths say where a
// validator broke, and a null it dereferences depends on the declared type, so it is not here.
const PRESENCE_KINDS: ReadonlySet<FindingKind> = new Set(['FALSE_ACCEPT', 'FALSE_REJECT', 'VIOLATOR_ACCEPTED', 'UNACTIONABLE_MESSAGE']);

// The declared prop at `path`, walking properties for keys and items for indexes.
function propAt(spec: SchemaSpec, path: PathSegments): PropSpec | undefined {
  let props: SchemaSpec | undefined = spec;
  let items: PropSpec | undefined;
  let prop: PropSpec | undefined;
  for (const segment of path) {
    if (typeof segment === 'number') prop = items;
    else prop = props !== undefined && hasOwn(props, segment) ? props[segment] : undefined;
    if (prop === undefined) return undefined;
    props = prop.type === 'object' ? prop.properties : undefined;
    items = prop.type === 'array' ? prop.items : undefined;
  }
  return prop;
}

// The object holding the last key of `path`, read with own properties only (a `__proto__` key is a key).
function parentAt(args: unknown, path: PathSegments): Record<string, unknown> | undefined {
  let value = args;
  for (const segment of path.slice(0, -1)) {
    if (typeof segment === 'number') value = Array.isArray(value) ? value[segment] : undefined;
    else value = isJsonObject(value) && hasOwn(value, segment) ? value[segment] : undefined;
  }
  return isJsonObject(value) ? value : undefined;
}

function faultAt(spec: SchemaSpec, args: unknown, path: PathSegments): PresenceFault | undefined {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return undefined;
  const prop = propAt(spec, path);
  const parent = parentAt(args, path);
  if (prop === undefined || parent === undefined) return undefined;
  const required = prop.required === true;
  if (!hasOwn(parent, key)) return { cause: 'absent', key: keyShape(key), required };
  // A required key's null is "missing" to a null-as-absent validator, so it is rejected: no drift of presence.
  if (parent[key] === null && !required) return { cause: 'null', key: keyShape(key) };
  return undefined;
}

/**
 * The presence faults that explain a finding, or undefined when it is not a presence finding: every
 * offending path must be a declared key that is left out, or null where leaving it out is allowed.
 * Then the key's type and depth are no part of the drift, only whether the key counts as present.
 */
export function presenceFaults(finding: Pick<RawFinding, 'kind' | 'spec' | 'argsJson' | 'paths'>): readonly PresenceFault[] | undefined {
  // Presence is read off the SchemaSpec; a JSON-Schema tool's findings keep their whole case shape.
  if (!PRESENCE_KINDS.has(finding.kind) || finding.paths.length === 0 || finding.spec === undefined) return undefined;
  const spec = finding.spec;
  const args = parseArgsJson(finding.argsJson);
  const faults: PresenceFault[] = [];
  for (const path of finding.paths) {
    const fault = faultAt(spec, args, path);
    if (fault === undefined) return undefined;
    faults.push(fault);
  }
  return faults;
}

function faultShape(fault: PresenceFault): string {
  return JSON.stringify(fault.cause === 'absent' ? [fault.cause, fault.key, fault.required ? 'req' : ''] : [fault.cause, fault.key]);
}

/** The shape of a presence finding: kind, blame and its faults as a set; never equal to a caseShape. */
export function presenceShape(finding: Pick<RawFinding, 'kind' | 'blame'>, faults: readonly PresenceFault[]): string {
  // A string where caseShape has the spec's shape (an array), so the two kinds of shape never meet.
  return JSON.stringify([finding.kind, finding.blame, 'presence', [...new Set(faults.map(faultShape))].sort()]);
}
