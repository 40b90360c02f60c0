import type { CallWatch } from '../../tool/callWatch.ts';
import type { GeneratedCase } from '../../cases/generatedCase.ts';
import { evaluateCase } from './evaluateCase.ts';
import type { RefinedObservation } from '../../tool/preparedTool.ts';
import type { SpecUnderTest } from './specUnderTest.ts';
import type { ToolRunHooks } from '../../tool/toolRunHooks.ts';
import type { Observation } from '../../findings/observation.ts';
import { isJsonObject } from '../../json/jsonTypes.ts';
import { defineOwn, hasOwn } from '../../json/ownProperty.ts';
import type { PropSpec, SchemaSpec } from '../../reference/schemaSpec.ts';
import { exactArgsJson, parseExactArgs } from '../../shrink/exactArgs.ts';
import type { SchemaSpecJob } from './schemaSpecJob.ts';

/** Specs cut down to one top-level key, prepared once per key (see focusOnUnnamed). */
export class SpecProjections {
  readonly #units = new Map<string, SpecUnderTest>();

  constructor(
    private readonly job: SchemaSpecJob,
    private readonly prepare: (spec: SchemaSpec, watch: CallWatch) => SpecUnderTest,
  ) {}

  /** The tool's spec with only `key` declared (the subject's converter runs under `watch` the first time). */
  unitFor(key: string, watch: CallWatch): SpecUnderTest {
    let unit = this.#units.get(key);
    if (unit === undefined) {
      const spec: Record<string, PropSpec> = {};
      defineOwn(spec, key, this.job.spec[key] as PropSpec);
      unit = this.prepare(spec, watch);
      this.#units.set(key, unit);
    }
    return unit;
  }

  /** Releases every compiled projection. */
  dispose(): void {
    for (const unit of this.#units.values()) unit.compiled.dispose();
  }
}

/**
 * An unnamed fault among several may be a fault validateArgs missed, not one it described badly.
 * Cut the case down to the unnamed fault's top-level key: if validateArgs then accepts what the
 * reference rejects, that accept is the real drift, and the cut case is the one to shrink.
 */
export async function focusOnUnnamed(
  observation: Observation,
  generated: GeneratedCase,
  projections: SpecProjections,
  hooks: ToolRunHooks,
): Promise<RefinedObservation<SchemaSpec> | undefined> {
  // An omitted call has no keys to cut down to.
  if (generated.omitted === true || generated.json === '') return undefined;
  // Exact args: a 1e400 or -0 under the unnamed key is cut out as the model wrote it.
  const args: unknown = parseExactArgs(generated.json);
  if (!isJsonObject(args)) return undefined;
  for (const path of observation.paths) {
    const top = path[0];
    if (typeof top !== 'string' || !hasOwn(args, top)) continue;
    const cut: Record<string, unknown> = {};
    defineOwn(cut, top, args[top]);
    const json = exactArgsJson(cut);
    hooks.enter('shrink', generated.source, generated.index, json);
    const evaluation = await evaluateCase(projections.unitFor(top, hooks), { json, canonical: generated.canonical }, hooks);
    hooks.leave();
    const missed = evaluation.observations.find(
      (o) => o.blame === 'validator' && (o.kind === 'FALSE_ACCEPT' || o.kind === 'VIOLATOR_ACCEPTED'),
    );
    if (missed !== undefined) {
      const { expected: _expected, ...rest } = generated;
      return { observation: missed, generated: { ...rest, json }, start: projections.unitFor(top, hooks).compiled.spec };
    }
  }
  return undefined;
}
