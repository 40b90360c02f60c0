import { hasOwn } from '../json/ownProperty.ts';
import { isJsonObject } from '../json/jsonTypes.ts';
import type { PropSpec, SchemaSpec } from '../reference/schemaSpec.ts';
import { type Shrunk, shrinkGreedy } from './shrinkGreedy.ts';
import { simplerValues, withKey, withoutKey } from './simplerValues.ts';

/** A counterexample: a spec and the exact JSON args. */
export interface ShrinkableCase {
  readonly spec: SchemaSpec;
  readonly args: unknown;
}

/** Whether a candidate still shows the drift being shrunk. */
export type StillFails = (candidate: ShrinkableCase, json: string) => Promise<boolean>;

/** How a shrink of spec and args went. */
export type ShrinkResult = Shrunk<ShrinkableCase>;

function simplerProp(prop: PropSpec): PropSpec[] {
  const out: PropSpec[] = [];
  const drop = (key: keyof PropSpec): void => {
    if (prop[key] === undefined) return;
    const copy = { ...prop };
    delete copy[key];
    out.push(copy);
  };
  if (prop.type === 'object' && prop.properties !== undefined) {
    for (const key of Object.keys(prop.properties)) out.push({ ...prop, properties: removeProp(prop.properties, key) });
    for (const key of Object.keys(prop.properties)) {
      for (const inner of simplerProp(prop.properties[key] as PropSpec))
        out.push({ ...prop, properties: replaceProp(prop.properties, key, inner) });
    }
  }
  if (prop.type === 'array' && prop.items !== undefined) for (const inner of simplerProp(prop.items)) out.push({ ...prop, items: inner });
  drop('description');
  drop('default');
  if (prop.required === false) drop('required');
  if (prop.enum !== undefined && prop.enum.length > 1) {
    for (let i = 0; i < prop.enum.length; i++) out.push({ ...prop, enum: prop.enum.filter((_, j) => j !== i) });
  }
  drop('enum');
  drop('properties');
  drop('items');
  return out;
}

function removeProp(spec: SchemaSpec, key: string): SchemaSpec {
  return withoutKey(spec as Record<string, unknown>, key) as SchemaSpec;
}

function replaceProp(spec: SchemaSpec, key: string, prop: PropSpec): SchemaSpec {
  return withKey(spec as Record<string, unknown>, key, prop) as SchemaSpec;
}

function withoutKeys(current: ShrinkableCase, drop: readonly string[]): ShrinkableCase {
  let spec = current.spec;
  let args = current.args;
  for (const key of drop) {
    spec = removeProp(spec, key);
    if (isJsonObject(args) && hasOwn(args, key)) args = withoutKey(args, key);
  }
  return { spec, args };
}

function* candidates(current: ShrinkableCase, focus: readonly string[]): Generator<ShrinkableCase> {
  const { spec, args } = current;
  const argsObject = isJsonObject(args) ? args : undefined;
  const keys = Object.keys(spec);
  // Big cuts first, so a 40-prop tool does not cost 40 compiles before it gets small:
  // everything but the offending keys, then each half of the props.
  const unfocused = keys.filter((key) => !focus.includes(key));
  if (focus.length > 0 && unfocused.length > 0 && unfocused.length < keys.length) yield withoutKeys(current, unfocused);
  if (keys.length >= 4) {
    const half = Math.floor(keys.length / 2);
    yield withoutKeys(current, keys.slice(0, half));
    yield withoutKeys(current, keys.slice(half));
  }
  // Whole props first: the biggest cut, and it takes the matching args key along.
  for (const key of keys) {
    const nextArgs = argsObject !== undefined && hasOwn(argsObject, key) ? withoutKey(argsObject, key) : args;
    yield { spec: removeProp(spec, key), args: nextArgs };
  }
  for (const simpler of simplerValues(args)) yield { spec, args: simpler };
  for (const key of Object.keys(spec))
    for (const prop of simplerProp(spec[key] as PropSpec)) yield { spec: replaceProp(spec, key, prop), args };
}

/**
 * Greedy delta debugging over spec and args together: take the first simpler candidate that still
 * fails, start again from it, stop at a fixpoint or when the evaluation budget is spent.
 */
export function shrinkCase(
  start: ShrinkableCase,
  stillFails: StillFails,
  budget = 250,
  shouldStop: () => boolean = () => false,
  focus: readonly string[] = [],
): Promise<ShrinkResult> {
  return shrinkGreedy(
    start,
    { candidates: (current) => candidates(current, focus), args: (current) => current.args },
    stillFails,
    budget,
    shouldStop,
  );
}
