import { formatPath, type PathSegments } from '../model/argsPath.ts';
import { messagesNamePath } from '../oracles/messageNamesPath.ts';
import type { Observation } from './observation.ts';
import type { Verdicts } from './verdicts.ts';

function uniquePaths(paths: readonly PathSegments[]): PathSegments[] {
  const seen = new Map<string, PathSegments>();
  for (const path of paths) seen.set(JSON.stringify(path), path);
  return [...seen.values()];
}

function show(path: PathSegments): string {
  return path.length === 0 ? 'the top level' : formatPath(path);
}

function classifyBoundary(v: Verdicts, violations: readonly string[], out: Observation[]): void {
  const b = v.boundary;
  if (b === undefined || 'unavailable' in b) return;
  const accepted = violations.length === 0;
  if (b.mutatedArgs)
    out.push({ kind: 'MUTATES_INPUT', blame: 'boundary', explanation: 'defineTool changed the args object it was given', paths: [] });
  if (b.outcome === 'timeout') {
    out.push({ kind: 'HANG', blame: 'boundary', explanation: "defineTool's execute never settled", paths: [] });
    return;
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
    if (b.outcome === 'resolved') {
      out.push({
        kind: 'BOUNDARY_WRONG_ERROR',
        blame: 'boundary',
        explanation: 'execute resolved on args with violations instead of rejecting',
        paths: [],
      });
    } else if (b.outcome === 'threw-synchronously') {
      out.push({
        kind: 'BOUNDARY_WRONG_ERROR',
        blame: 'boundary',
        explanation: 'execute threw synchronously instead of returning a rejected promise',
        paths: [],
      });
    } else if (b.errorCode !== 'INVALID_ARGS') {
      out.push({
        kind: 'BOUNDARY_WRONG_ERROR',
        blame: 'boundary',
        explanation: `execute rejected with code ${b.errorCode === undefined ? '(none)' : JSON.stringify(b.errorCode)} instead of "INVALID_ARGS"`,
        paths: [],
      });
    } else {
      // A sample is enough to see a message that drops violations, and keeps 100k violations linear.
      const unlisted = violations.slice(0, 50).filter((violation) => !(b.errorMessage ?? '').includes(violation));
      if (unlisted.length > 0) {
        out.push({
          kind: 'BOUNDARY_WRONG_ERROR',
          blame: 'boundary',
          explanation: `the error message does not list the violation ${JSON.stringify(unlisted[0])}`,
          paths: [],
        });
      }
    }
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
}

/**
 * Turns the oracles' verdicts on one case into the drifts they show. Pure: the whole policy of
 * which disagreement is which kind, and whom it blames, lives here.
 */
export function classifyCase(v: Verdicts): Observation[] {
  const out: Observation[] = [];
  const verdict = v.validateArgs;
  const referencePaths = uniquePaths(v.reference.errors.map((e) => e.path));
  if (verdict.mutated) {
    out.push({ kind: 'MUTATES_INPUT', blame: 'validator', explanation: 'validateArgs changed the args it was given', paths: [] });
  }
  if (verdict.kind === 'threw') {
    out.push({ kind: 'THROWS', blame: 'validator', explanation: `validateArgs threw ${verdict.error}`, paths: referencePaths });
    return out;
  }
  if (verdict.kind === 'bad-result') {
    out.push({ kind: 'BAD_RESULT', blame: 'validator', explanation: `validateArgs ${verdict.description}`, paths: [] });
    return out;
  }
  const accepted = verdict.violations.length === 0;
  const reference = v.reference.valid;
  const ajv = 'unavailable' in v.ajv ? undefined : v.ajv;
  if (ajv !== undefined && accepted && !ajv.valid) {
    const blame = reference ? 'converter' : 'validator';
    const paths = uniquePaths(ajv.errors.map((e) => e.path));
    out.push({
      kind: 'FALSE_ACCEPT',
      blame,
      explanation:
        blame === 'validator'
          ? `validateArgs accepted args that break the spec at ${paths.map(show).join(', ')}`
          : `the converted schema rejects valid args at ${paths.map(show).join(', ')} (${ajv.errors[0]?.message ?? ''})`,
      paths: blame === 'validator' ? referencePaths : paths,
    });
  } else if (ajv !== undefined && !accepted && ajv.valid) {
    const blame = reference ? 'validator' : 'converter';
    out.push({
      kind: 'FALSE_REJECT',
      blame,
      explanation:
        blame === 'validator'
          ? `validateArgs rejected valid args: ${verdict.violations[0] ?? ''}`
          : `the converted schema accepts args that break the spec at ${referencePaths.map(show).join(', ')}`,
      paths: referencePaths,
    });
  } else if (accepted !== reference) {
    const both = ajv === undefined ? '' : " (ajv on the subject's converted schema agrees with it: both drift)";
    out.push(
      reference
        ? {
            kind: 'VALID_REJECTED',
            blame: 'validator',
            explanation: `valid args were rejected: ${verdict.violations[0] ?? ''}${both}`,
            paths: [],
          }
        : {
            kind: 'VIOLATOR_ACCEPTED',
            blame: 'validator',
            explanation: `args that break the spec at ${referencePaths.map(show).join(', ')} were accepted${both}`,
            paths: referencePaths,
          },
    );
  }
  if (!accepted && !reference) {
    const unnamed = referencePaths.filter((path) => !messagesNamePath(verdict.violations, path));
    if (unnamed.length > 0) {
      out.push({
        kind: 'UNACTIONABLE_MESSAGE',
        blame: 'validator',
        explanation: `no violation message names ${unnamed.map(show).join(', ')}`,
        paths: unnamed,
      });
    }
  }
  classifyBoundary(v, verdict.violations, out);
  const body = v.body;
  if (body?.outcome === 'crashed')
    out.push({ kind: 'BODY_CRASH', blame: 'body', explanation: `the tool body threw ${body.error}`, paths: [] });
  if (body?.outcome === 'timeout') out.push({ kind: 'HANG', blame: 'body', explanation: 'the tool body never settled', paths: [] });
  return out;
}
