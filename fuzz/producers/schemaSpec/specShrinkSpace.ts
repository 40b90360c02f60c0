import type { CallWatch } from '../../tool/callWatch.ts';
import type { CaseEvaluation, CaseInput } from '../../tool/caseEvaluation.ts';
import type { SpecUnderTest } from './specUnderTest.ts';
import type { CaseVerdicts } from '../../judge/caseVerdicts.ts';
import { isJsonObject } from '../../json/jsonTypes.ts';
import { hasOwn } from '../../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../../reference/schemaSpec.ts';
import type { FindingShrinkSpace } from '../../shrink/shrinkFinding.ts';
import type { ShrinkSpace } from '../../shrink/shrinkGreedy.ts';
import { simplerValues, withKey, withoutKey } from '../../shrink/simplerArgs.ts';

/** A point of a SchemaSpec tool's shrink space: a spec and the args sent under it (1e400 and -0 as NumberLiterals). */
export interface SpecCase {
  readonly spec: SchemaSpec;
  readonly args: unknown;
}

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

function withoutKeys(current: SpecCase, drop: readonly string[]): SpecCase {
  let spec = current.spec;
  let args = current.args;
  for (const key of drop) {
    spec = removeProp(spec, key);
    if (isJsonObject(args) && hasOwn(args, key)) args = withoutKey(args, key);
  }
  return { spec, args };
}

function* candidates(current: SpecCase, focus: readonly string[]): Generator<SpecCase> {
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
 * A SchemaSpec tool's shrink space: the spec and the args cut together. Big cuts first (everything
 * but the focused keys, each half of the props), then whole props with their args key, then simpler
 * args, then simpler props (fewer nested props and enum members, no description or default).
 */
export const SPEC_SHRINK_SPACE: ShrinkSpace<SpecCase> = { candidates, args: (current) => current.args };

/** Each spec a shrink tries, prepared once (the subject's converter runs on each) and released at the end. */
class PreparedSpecs {
  readonly #units = new Map<string, SpecUnderTest>();

  constructor(
    private readonly own: SpecUnderTest,
    private readonly prepare: (spec: SchemaSpec, watch: CallWatch) => SpecUnderTest,
  ) {
    this.#units.set(JSON.stringify(own.compiled.spec), own);
  }

  /** The prepared unit of `spec`: the tool's own, one prepared before, or a new one (the subject converts it under `watch`). */
  unitFor(spec: SchemaSpec, watch: CallWatch): SpecUnderTest {
    const id = JSON.stringify(spec);
    let unit = this.#units.get(id);
    if (unit === undefined) {
      unit = this.prepare(spec, watch);
      this.#units.set(id, unit);
    }
    return unit;
  }

  /** Releases every unit the shrink prepared; the tool's own stays. */
  dispose(): void {
    for (const unit of this.#units.values()) if (unit !== this.own) unit.compiled.dispose();
  }
}

/** What shrinking one SchemaSpec finding needs: the tool's own unit, the spec to start from, and how to judge a case on a spec. */
export interface SpecShrinkSettings {
  /** The tool's prepared spec: kept (the tool goes on using it), never released by the shrink. */
  readonly unit: SpecUnderTest;
  /** The spec the shrink starts from (the tool's, or a refinement's projection). */
  readonly startSpec: SchemaSpec;
  readonly prepare: (spec: SchemaSpec, watch: CallWatch) => SpecUnderTest;
  readonly evaluate: (unit: SpecUnderTest, input: CaseInput, watch: CallWatch) => Promise<CaseEvaluation<CaseVerdicts>>;
}

/** The space the shrink driver walks for one SchemaSpec finding: each candidate judged on its own spec, re-prepared. */
export function specFindingSpace(settings: SpecShrinkSettings): FindingShrinkSpace<SpecCase> {
  const specs = new PreparedSpecs(settings.unit, settings.prepare);
  return {
    ...SPEC_SHRINK_SPACE,
    start: (args) => ({ spec: settings.startSpec, args }),
    target: (candidate) => ({ spec: candidate.spec }),
    evaluate: (candidate, input, watch) => settings.evaluate(specs.unitFor(candidate.spec, watch), input, watch),
    dispose: () => specs.dispose(),
  };
}
