import { hasOwn } from '../json/ownProperty.ts';
import { valueHasType } from '../json/jsonTypes.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import type { PathSegments } from '../model/argsPath.ts';
import type { MutationInput } from './mutator.ts';
import { isPathPrefix } from './pathOverlap.ts';

/** A declared location in args that an operator may change: an object key or an array element. */
export interface ValuePosition {
  readonly path: PathSegments;
  /** What the spec declares for the value at this location. */
  readonly prop: PropSpec;
  /** The object or array that holds (or, for an absent key, would hold) the value. */
  readonly parent: Record<string, unknown> | unknown[];
  readonly key: string | number;
  /** Whether the key is required; always false for an array element (`required` on items is ignored). */
  readonly required: boolean;
  /** Whether the key is present (an own property that is not undefined); array elements always are. */
  readonly present: boolean;
  /** The current value; undefined when absent. */
  readonly value: unknown;
}

type Where = Pick<MutationInput, 'spec' | 'args' | 'exclude'>;

/** Every declared location of `args`, present or absent, in spec order, honouring `exclude`. */
export function declaredPositions({ spec, args, exclude }: Where): ValuePosition[] {
  const out: ValuePosition[] = [];
  walkObject(spec, args, [], exclude, out);
  return out;
}

/** Every location that holds a value, in spec order, honouring `exclude`. */
export function valuePositions(where: Where): ValuePosition[] {
  return declaredPositions(where).filter((position) => position.present);
}

function walkObject(
  spec: SchemaSpec,
  object: Record<string, unknown>,
  path: PathSegments,
  exclude: readonly PathSegments[],
  out: ValuePosition[],
): void {
  for (const key of Object.keys(spec)) {
    const prop = spec[key] as PropSpec;
    // Own-property semantics: an inherited `constructor` is an absent key, an own `__proto__` a present one.
    const value = hasOwn(object, key) ? object[key] : undefined;
    const present = value !== undefined;
    visit({ path: [...path, key], prop, parent: object, key, required: prop.required === true, present, value }, exclude, out);
  }
}

function visit(position: ValuePosition, exclude: readonly PathSegments[], out: ValuePosition[]): void {
  // Inside a broken location nothing is known to be valid any more, and touching it could hide the fault.
  if (exclude.some((excluded) => isPathPrefix(excluded, position.path))) return;
  // An ancestor of a broken location must keep its value, or the fault would vanish with it.
  const isAncestorOfExcluded = exclude.some((excluded) => isPathPrefix(position.path, excluded));
  if (!isAncestorOfExcluded) out.push(position);
  const { prop, value, path } = position;
  if (!position.present || !valueHasType(prop.type, value)) return;
  if (prop.type === 'object' && prop.properties !== undefined) {
    walkObject(prop.properties, value as Record<string, unknown>, path, exclude, out);
  } else if (prop.type === 'array' && prop.items !== undefined) {
    const array = value as unknown[];
    const items = prop.items;
    array.forEach((element, index) => {
      // `required` on items is ignored, so an element is never a required key.
      const elementPath = [...path, index];
      visit({ path: elementPath, prop: items, parent: array, key: index, required: false, present: true, value: element }, exclude, out);
    });
  }
}
