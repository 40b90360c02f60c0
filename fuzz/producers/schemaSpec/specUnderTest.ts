import type { Ajv } from 'ajv';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import { type CompiledSpec, compileSpec } from './oracles/compiledSpec.ts';
import { type BoundaryProbe, createBoundaryProbe } from './oracles/boundaryProbe.ts';
import type { Subject } from '../../subject/subject.ts';
import { type CallWatch, UNWATCHED } from '../../tool/callWatch.ts';

/** A real tool body to run on args that passed validation, with the context it is safe to run in. */
export interface RealBody {
  execute(args: unknown, ctx?: unknown): unknown;
  readonly ctx: unknown;
}

/** One spec made ready for the case oracles: compiled schemas, the boundary probe, maybe a real body. */
export interface SpecUnderTest {
  readonly name: string;
  readonly subject: Subject;
  readonly compiled: CompiledSpec;
  readonly probe: BoundaryProbe | undefined;
  /** Why there is no probe although the subject exports defineTool. */
  readonly probeUnavailable: string | undefined;
  readonly body: RealBody | undefined;
  readonly callTimeoutMs: number;
}

/** Prepares `spec` for evaluation; call `compiled.dispose()` when done with it. */
export function prepareSpec(
  ajv: Ajv,
  subject: Subject,
  name: string,
  spec: SchemaSpec,
  callTimeoutMs: number,
  body?: RealBody,
  watch: CallWatch = UNWATCHED,
): SpecUnderTest {
  watch.call('boundary');
  const probe = createBoundaryProbe(subject, spec, name);
  watch.done();
  return {
    name,
    subject,
    compiled: compileSpec(ajv, subject, spec, watch),
    probe: typeof probe === 'string' ? undefined : probe,
    probeUnavailable: typeof probe === 'string' ? probe : undefined,
    body,
    callTimeoutMs,
  };
}
