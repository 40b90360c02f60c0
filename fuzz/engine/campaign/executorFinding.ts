import { NOT_SHRUNK, NOTHING_TO_SHRINK, type RawFinding, rawFinding } from '../../findings/rawFinding.ts';
import { CASE_SOURCES } from '../../model/caseSource.ts';
import type { Blame } from '../../model/findingKind.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import type { CallSnapshot } from '../worker/watchdogBuffer.ts';
import { findingSchema } from '../../producers/producerRegistry.ts';

/** What the executor saw go wrong with a subject call: it never returned, or it took its worker down. */
export interface ExecutorFailure {
  readonly kind: 'HANG' | 'CRASH';
  /** One clause: `a subject call did not return within 3000 ms`. */
  readonly why: string;
  /** Where the worker was, read from shared memory. */
  readonly snapshot: CallSnapshot;
}

const CALLED: Record<CallSnapshot['phase'], string> = {
  validator: 'validateArgs',
  converter: 'schemaSpecToJsonSchema',
  boundary: "defineTool's execute",
  body: 'the tool body',
};

function blameOf(snapshot: CallSnapshot): Blame {
  if (snapshot.phase === 'converter') return 'converter';
  return snapshot.phase;
}

/**
 * The one place a HANG or CRASH becomes a finding: nothing came back, so the finding carries the
 * case the worker was on (from shared memory) and no verdicts. It is reported unshrunk first; the
 * scheduler then shrinks its args in a probe worker (executorShrink.ts), unless it cannot (a late or
 * schema-conversion failure, or truncated args: nothing to shrink).
 * `late` is set when the call belonged to an earlier case of another tool (a timer it left behind).
 */
export function executorFinding(tool: ToolUnderTest, failure: ExecutorFailure, late: boolean): RawFinding {
  const { snapshot } = failure;
  const what = late
    ? ', after its case had returned (something it left behind, such as a timer or a late rejection)'
    : ` (${CALLED[snapshot.phase]})`;
  return rawFinding({
    kind: failure.kind,
    blame: late ? 'validator' : blameOf(snapshot),
    tool: tool.name,
    explanation: `${failure.why}${what}${snapshot.truncated ? '; the args shown are truncated' : ''}`,
    paths: [],
    ...findingSchema(tool),
    argsJson: snapshot.json,
    source: snapshot.source === -1 ? 'spec' : (CASE_SOURCES[snapshot.source] ?? 'valid'),
    caseIndex: snapshot.caseIndex,
    shrink: late || snapshot.source === -1 || snapshot.truncated ? NOTHING_TO_SHRINK : NOT_SHRUNK,
  });
}
