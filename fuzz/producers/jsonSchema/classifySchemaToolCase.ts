import { hiddenConstraintsOf } from '../../engine/hiddenConstraintsOf.ts';
import type { Observation } from '../../findings/observation.ts';
import { formatPath, type PathSegments } from '../../model/argsPath.ts';
import type { Blame } from '../../model/findingKind.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';
import type { AdvertisedJudgement } from './advertisedValidator.ts';
import type { RuntimeCall } from './toolRuntime.ts';

/** Everything the classification of one JSON-Schema tool case reads. */
export interface SchemaToolCaseFacts {
  /** ajv on the advertised schema (for an omitted call: on `{}`). */
  readonly advertised: AdvertisedJudgement;
  readonly call: RuntimeCall;
  /** The runtime's label: `zod 4.6.7`, `the server`. */
  readonly runtimeLabel: string;
  /** Whom a disagreement with the schema blames (the settings' blame). */
  readonly blame: Extract<Blame, 'converter' | 'validator'>;
}

/** The drifts one case shows, and the hidden constraints it ran into (each without the offending value). */
export interface SchemaToolClassification {
  readonly observations: Observation[];
  readonly hiddenConstraints: string[];
}

function uniquePaths(paths: readonly PathSegments[]): PathSegments[] {
  const seen = new Map<string, PathSegments>();
  for (const path of paths) seen.set(JSON.stringify(path), path);
  return [...seen.values()];
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

/**
 * Turns ajv's verdict on the advertised schema and the runtime's verdict into the drifts they show.
 * Pure: the whole policy for JSON-Schema tools lives here. The schema is the model's contract, so a
 * schema-valid call the runtime rejects is FALSE_REJECT and a schema-invalid call it accepts is
 * FALSE_ACCEPT, blamed as the settings say; a runtime that throws, hangs or crashes is the validator's.
 * A rejection that only cites hidden constraints (code-only checks) is listed, not a finding.
 */
export function classifySchemaToolCase(facts: SchemaToolCaseFacts): SchemaToolClassification {
  const { advertised, call, runtimeLabel, blame } = facts;
  switch (call.kind) {
    case 'hung':
      return {
        observations: [
          { kind: 'HANG', blame: 'validator', explanation: `${runtimeLabel} gave no verdict within ${call.afterMs} ms`, paths: [] },
        ],
        hiddenConstraints: [],
      };
    case 'crashed':
      return {
        observations: [
          { kind: 'CRASH', blame: 'validator', explanation: `${runtimeLabel} crashed on the call: ${call.detail}`, paths: [] },
        ],
        hiddenConstraints: [],
      };
    case 'threw':
      return {
        observations: [
          {
            kind: 'THROWS',
            blame: 'validator',
            explanation: `${runtimeLabel} threw instead of giving a verdict: ${call.error}`,
            paths: [],
          },
        ],
        hiddenConstraints: [],
      };
    default:
      break;
  }
  // ajv could not judge the args (its uniqueItems trap): there is no contract to hold the runtime to.
  if (!advertised.judged) return { observations: [], hiddenConstraints: [] };
  if (call.kind === 'accepted') {
    if (advertised.valid) return { observations: [], hiddenConstraints: [] };
    const paths = uniquePaths(advertised.errors.map((error) => error.path));
    const who = isServer(runtimeLabel) ? 'the server' : 'the runtime';
    const first = advertised.errors[0];
    const message = first === undefined ? 'no ajv message' : first.message;
    const explanation = `${who} accepts what the schema forbids at ${paths.length === 0 ? 'the top level' : paths.map(show).join(', ')} (${message})`;
    return { observations: [{ kind: 'FALSE_ACCEPT', blame, explanation, paths }], hiddenConstraints: [] };
  }
  if (!advertised.valid) return { observations: [], hiddenConstraints: [] };
  const hidden = call.issues.filter((issue) => issue.hidden === true);
  const visible = call.issues.filter((issue) => issue.hidden !== true);
  const hiddenConstraints = [...new Set(hidden.flatMap(hiddenMessage))];
  if (call.issues.length > 0 && visible.length === 0) return { observations: [], hiddenConstraints };
  const first = visible[0];
  const why =
    first !== undefined
      ? `${first.path !== undefined && first.path.length > 0 ? `${formatPath(first.path)}: ` : ''}${first.message}`
      : (call.text ?? 'no issue given');
  const paths = uniquePaths(visible.flatMap((issue) => (issue.path === undefined ? [] : [issue.path])));
  const explanation = `the model follows the schema and the call still fails: ${runtimeLabel} rejected it (${why})`;
  return { observations: [{ kind: 'FALSE_REJECT', blame, explanation, paths }], hiddenConstraints };
}
