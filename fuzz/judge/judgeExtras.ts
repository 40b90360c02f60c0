import type { Observation } from '../findings/observation.ts';
import type { BoundaryObservation } from './caseVerdicts.ts';
import type { BodyObservation, Unavailable } from './caseVerdicts.ts';

/**
 * The boundary probe's drifts (SchemaSpec's defineTool), judged by the runtime's own verdict: a
 * defineTool must let through exactly what its validateArgs accepts, and reject the rest with
 * INVALID_ARGS and a message listing every violation.
 */
export function judgeBoundary(boundary: BoundaryObservation | Unavailable | undefined, violations: readonly string[]): Observation[] {
  const b = boundary;
  if (b === undefined || 'unavailable' in b) return [];
  const out: Observation[] = [];
  const accepted = violations.length === 0;
  if (b.mutatedArgs)
    out.push({ kind: 'MUTATES_INPUT', blame: 'boundary', explanation: 'defineTool changed the args object it was given', paths: [] });
  if (b.outcome === 'timeout') {
    out.push({ kind: 'HANG', blame: 'boundary', explanation: "defineTool's execute never settled", paths: [] });
    return out;
  }
  if (b.reached && b.sameArgs === false) {
    out.push({
      kind: 'BOUNDARY_ARGS_CHANGED',
      blame: 'boundary',
      explanation: `the body received other args than were passed: ${b.received ?? ''}`,
      paths: [],
    });
  }
  if (!accepted) {
    if (b.reached) {
      out.push({
        kind: 'BOUNDARY_BODY_REACHED',
        blame: 'boundary',
        explanation: 'defineTool called the body although validateArgs reported violations',
        paths: [],
      });
    }
    const wrongError = rejectionProblem(b, violations);
    if (wrongError !== undefined) out.push({ kind: 'BOUNDARY_WRONG_ERROR', blame: 'boundary', explanation: wrongError, paths: [] });
  } else if (!b.reached) {
    const why =
      b.outcome === 'rejected'
        ? `rejected (${b.errorCode ?? 'no code'}: ${b.errorMessage ?? ''})`
        : b.outcome === 'threw-synchronously'
          ? `threw synchronously (${b.errorCode ?? 'no code'}: ${b.errorMessage ?? ''})`
          : 'resolved without calling it';
    out.push({
      kind: 'BOUNDARY_WRONG_ERROR',
      blame: 'boundary',
      explanation: `execute never called the body on args its own validateArgs accepts: ${why}`,
      paths: [],
    });
  }
  return out;
}

// What is wrong with how execute refused args with violations, if anything.
function rejectionProblem(b: BoundaryObservation, violations: readonly string[]): string | undefined {
  if (b.outcome === 'resolved') return 'execute resolved on args with violations instead of rejecting';
  if (b.outcome === 'threw-synchronously') return 'execute threw synchronously instead of returning a rejected promise';
  if (b.errorCode !== 'INVALID_ARGS')
    return `execute rejected with code ${b.errorCode === undefined ? '(none)' : JSON.stringify(b.errorCode)} instead of "INVALID_ARGS"`;
  // A sample is enough to see a message that drops violations, and keeps 100k violations linear.
  const unlisted = violations.slice(0, 50).filter((violation) => !(b.errorMessage ?? '').includes(violation));
  return unlisted.length > 0 ? `the error message does not list the violation ${JSON.stringify(unlisted[0])}` : undefined;
}

/** The real tool body's drifts (SchemaSpec): it crashed or never settled on args the reference accepts. */
export function judgeBody(body: BodyObservation | undefined): Observation[] {
  if (body?.outcome === 'crashed')
    return [{ kind: 'BODY_CRASH', blame: 'body', explanation: `the tool body threw ${body.error}`, paths: [] }];
  if (body?.outcome === 'timeout') return [{ kind: 'HANG', blame: 'body', explanation: 'the tool body never settled', paths: [] }];
  return [];
}

/**
 * The separate constraints in a body's ToolArgsError message, each without the offending value
 * (`timeout: must be positive, got -5` → `timeout: must be positive`), so every case that hits the
 * same constraint counts once however its value varies.
 */
export function hiddenConstraintsOf(message: string): string[] {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
  const violations = lines.length > 0 ? lines : [message.trim()];
  return [...new Set(violations.map((violation) => violation.replace(/,?\s*got\s.*$/s, '').trim()))];
}
