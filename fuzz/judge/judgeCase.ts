import type { Observation } from '../findings/observation.ts';
import { formatPath, type PathSegments } from '../model/argsPath.ts';
import type { Blame } from '../model/findingKind.ts';
import type { RuntimeCall, RuntimeIssue } from '../model/runtimeVerdict.ts';
import { messagesNamePath } from './messageNamesPath.ts';
import { type AjvVerdict, type CaseVerdicts, isUnavailable } from './caseVerdicts.ts';
import { labelValidity } from '../model/caseLabel.ts';
import { hiddenConstraintsOf, judgeBody, judgeBoundary } from './judgeExtras.ts';

/** Everything the judge reads of one case: the verdicts, a runtime that may have given none, and whom to name. */
export interface CaseEvidence extends Omit<CaseVerdicts, 'runtime'> {
  /** The runtime's verdict, or that it hung or crashed. */
  readonly runtime: RuntimeCall;
  /** The runtime's name in explanations: `validateArgs`, `zod 4.6.7`, `the server`. */
  readonly runtimeLabel: string;
  /** Whom a disagreement with the advertised schema blames when no reference semantics say which side is wrong (the settings' blame). */
  readonly blame: Extract<Blame, 'converter' | 'validator'>;
}

/** The judge's ruling on one case. */
export interface Judgement {
  /** The drifts the case shows. */
  readonly observations: Observation[];
  /** Constraints only code holds that the case ran into (hidden runtime issues, a body's own check), each without the offending value. */
  readonly hiddenConstraints: string[];
  /** The contract's verdict on the case (reference, else advertised, else what its label expected): checked against the label. */
  readonly contractValid: boolean;
}

function uniquePaths(paths: readonly PathSegments[]): PathSegments[] {
  const seen = new Map<string, PathSegments>();
  for (const path of paths) seen.set(JSON.stringify(path), path);
  return [...seen.values()];
}

function errorPaths(verdict: AjvVerdict): PathSegments[] {
  return uniquePaths(verdict.errors.map((e) => e.path));
}

function show(path: PathSegments): string {
  return path.length === 0 ? 'the top level' : formatPath(path);
}

function hiddenMessage(issue: RuntimeIssue): string[] {
  const at = issue.path === undefined || issue.path.length === 0 ? '' : `${formatPath(issue.path)}: `;
  return hiddenConstraintsOf(issue.message).map((message) => `${at}${message}`);
}

/** Whether the runtime is an MCP server: explanations then say "the server" where a library is "the runtime". */
function isServer(label: string): boolean {
  return /^the server\b/.test(label);
}

/** The runtime failed to give a verdict or gave something that is none: the runtime's fault, and nothing else is judged. */
function runtimeFailure(e: CaseEvidence, referencePaths: PathSegments[]): Observation | undefined {
  const { runtime, runtimeLabel: label } = e;
  // With reference semantics the explanations speak of the spec; without, of the advertised schema.
  const spec = e.reference !== undefined;
  switch (runtime.kind) {
    case 'hung':
      return { kind: 'HANG', blame: 'validator', explanation: `${label} gave no verdict within ${runtime.afterMs} ms`, paths: [] };
    case 'crashed':
      return { kind: 'CRASH', blame: 'validator', explanation: `${label} crashed on the call: ${runtime.detail}`, paths: [] };
    case 'threw':
      return spec
        ? { kind: 'THROWS', blame: 'validator', explanation: `${label} threw ${runtime.error}`, paths: referencePaths }
        : { kind: 'THROWS', blame: 'validator', explanation: `${label} threw instead of giving a verdict: ${runtime.error}`, paths: [] };
    case 'bad-result':
      return { kind: 'BAD_RESULT', blame: 'validator', explanation: `${label} ${runtime.description}`, paths: [] };
    default:
      return undefined;
  }
}

/** The runtime accepted what the advertised schema forbids: the reference says who is wrong, else the settings do. */
function falseAccept(e: CaseEvidence, advertised: AjvVerdict, referencePaths: PathSegments[]): Observation {
  const paths = errorPaths(advertised);
  const message = advertised.errors[0]?.message;
  if (e.reference === undefined) {
    const who = isServer(e.runtimeLabel) ? 'the server' : 'the runtime';
    const explanation = `${who} accepts what the schema forbids at ${paths.length === 0 ? 'the top level' : paths.map(show).join(', ')} (${message ?? 'no ajv message'})`;
    return { kind: 'FALSE_ACCEPT', blame: e.blame, explanation, paths };
  }
  if (e.reference.valid)
    return {
      kind: 'FALSE_ACCEPT',
      blame: 'converter',
      explanation: `the converted schema rejects valid args at ${paths.map(show).join(', ')} (${message ?? ''})`,
      paths,
    };
  return {
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    explanation: `${e.runtimeLabel} accepted args that break the spec at ${paths.map(show).join(', ')}`,
    paths: referencePaths,
  };
}

/** The runtime rejected what the advertised schema allows; a rejection that only cites hidden constraints (code-only checks) is no drift. */
function falseReject(e: CaseEvidence, issues: readonly RuntimeIssue[], text: string | undefined, referencePaths: PathSegments[]) {
  const visible = issues.filter((issue) => issue.hidden !== true);
  if (issues.length > 0 && visible.length === 0) return undefined;
  if (e.reference !== undefined) {
    const observation: Observation = e.reference.valid
      ? {
          kind: 'FALSE_REJECT',
          blame: 'validator',
          explanation: `${e.runtimeLabel} rejected valid args: ${issues[0]?.message ?? ''}`,
          paths: referencePaths,
        }
      : {
          kind: 'FALSE_REJECT',
          blame: 'converter',
          explanation: `the converted schema accepts args that break the spec at ${referencePaths.map(show).join(', ')}`,
          paths: referencePaths,
        };
    return observation;
  }
  const first = visible[0];
  const why =
    first !== undefined
      ? `${first.path !== undefined && first.path.length > 0 ? `${formatPath(first.path)}: ` : ''}${first.message}`
      : (text ?? 'no issue given');
  const paths = uniquePaths(visible.flatMap((issue) => (issue.path === undefined ? [] : [issue.path])));
  const explanation = `the model follows the schema and the call still fails: ${e.runtimeLabel} rejected it (${why})`;
  return { kind: 'FALSE_REJECT', blame: e.blame, explanation, paths } satisfies Observation;
}

/** Advertised schema and runtime agree, and the reference semantics say both are wrong. */
function bothDrift(
  e: CaseEvidence,
  reference: AjvVerdict,
  accepted: boolean,
  firstViolation: string | undefined,
  referencePaths: PathSegments[],
) {
  if (accepted === reference.valid) return undefined;
  const both = isUnavailable(e.advertised) ? '' : " (ajv on the subject's converted schema agrees with it: both drift)";
  const observation: Observation = reference.valid
    ? { kind: 'VALID_REJECTED', blame: 'validator', explanation: `valid args were rejected: ${firstViolation ?? ''}${both}`, paths: [] }
    : {
        kind: 'VIOLATOR_ACCEPTED',
        blame: 'validator',
        explanation: `args that break the spec at ${referencePaths.map(show).join(', ')} were accepted${both}`,
        paths: referencePaths,
      };
  return observation;
}

/**
 * The one classification policy for every producer: which disagreement is which kind, and whom it
 * blames. Pure. The advertised schema is the model's contract: a call it forbids that the runtime
 * accepts is FALSE_ACCEPT, a call it allows that the runtime rejects is FALSE_REJECT. Without
 * reference semantics they blame whom the settings say; with them (SchemaSpec) the reference
 * tells which side drifted, and a runtime that agrees with the advertised schema against the
 * reference is VALID_REJECTED or VIOLATOR_ACCEPTED. A runtime that throws, hangs, crashes or
 * gives no verdict is the validator's. The producer's extras add their own drifts: a runtime that
 * changed its args, messages that do not name the paths the reference rejects, the boundary probe,
 * the real body.
 */
export function judgeCase(e: CaseEvidence): Judgement {
  const observations: Observation[] = [];
  const hiddenConstraints: string[] = e.body?.outcome === 'hidden-constraint' ? hiddenConstraintsOf(e.body.message) : [];
  const { runtime, reference } = e;
  const advertised = isUnavailable(e.advertised) ? undefined : e.advertised;
  const contractValid = (reference ?? advertised)?.valid ?? labelValidity(e.expected) ?? false;
  const referencePaths = reference === undefined ? [] : errorPaths(reference);
  if (runtime.kind !== 'hung' && runtime.kind !== 'crashed' && runtime.mutated === true)
    observations.push({
      kind: 'MUTATES_INPUT',
      blame: 'validator',
      explanation: `${e.runtimeLabel} changed the args it was given`,
      paths: [],
    });
  if (runtime.kind !== 'accepted' && runtime.kind !== 'rejected') {
    const failure = runtimeFailure(e, referencePaths);
    if (failure !== undefined) observations.push(failure);
    return { observations, hiddenConstraints, contractValid };
  }
  const accepted = runtime.kind === 'accepted';
  const issues = runtime.kind === 'rejected' ? runtime.issues : [];
  if (runtime.kind === 'rejected' && advertised?.valid === true && issues.some((issue) => issue.hidden === true))
    hiddenConstraints.push(...new Set(issues.filter((issue) => issue.hidden === true).flatMap(hiddenMessage)));
  const drift =
    advertised !== undefined && accepted && !advertised.valid
      ? falseAccept(e, advertised, referencePaths)
      : advertised !== undefined && !accepted && advertised.valid
        ? falseReject(e, issues, runtime.kind === 'rejected' ? runtime.text : undefined, referencePaths)
        : reference === undefined
          ? undefined
          : bothDrift(e, reference, accepted, issues[0]?.message, referencePaths);
  if (drift !== undefined) observations.push(drift);
  // Only a runtime with extras (SchemaSpec) is judged on its messages and its boundary.
  if (reference === undefined && e.boundary === undefined && e.body === undefined)
    return { observations, hiddenConstraints, contractValid };
  const violations = issues.map((issue) => issue.message);
  if (!accepted && reference !== undefined && !reference.valid) {
    const unnamed = referencePaths.filter((path) => !messagesNamePath(violations, path));
    if (unnamed.length > 0)
      observations.push({
        kind: 'UNACTIONABLE_MESSAGE',
        blame: 'validator',
        explanation: `no violation message names ${unnamed.map(show).join(', ')}`,
        paths: unnamed,
      });
  }
  observations.push(...judgeBoundary(e.boundary, violations), ...judgeBody(e.body));
  return { observations, hiddenConstraints, contractValid };
}
