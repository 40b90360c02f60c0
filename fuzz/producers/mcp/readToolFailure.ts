import { maskCallValues, namedCallKeys, quotesCallValue } from './callValues.ts';

/** What one call of a tool came to, as evidence: answered, failed (isError or a JSON-RPC error, no refusal channel) with its text, or no answer. */
export type ProbeAnswer = { readonly kind: 'answered' } | { readonly kind: 'failed'; readonly text: string } | { readonly kind: 'hung' };

/** One call made to learn how a tool answers: its args, whether the advertised schema takes them, and the answer. */
export interface ProbeCall {
  readonly args: unknown;
  readonly schemaValid: boolean;
  readonly answer: ProbeAnswer;
}

/** A schema-valid call the tool failed on (no refusal channel), or did not answer. */
export interface ValidCallFailure {
  readonly args: unknown;
  /** The failure's text; undefined for a call that got no answer. */
  readonly text: string | undefined;
}

/**
 * What the failure of a schema-valid call shows, with the evidence read: `refused` (the server's
 * check refused these args: a drift of the schema), `handler-failed` (the args passed and the handler
 * failed, for a reason of its own: no finding), or `unusable` (every schema-valid call fails the same
 * way or gets no answer: the tool cannot work in this environment, whatever the args).
 */
export type FailureReading =
  | { readonly kind: 'refused'; readonly evidence: 'same-as-refusal' | 'names-key'; readonly detail: string }
  | { readonly kind: 'handler-failed'; readonly evidence: 'quotes-call-value' | 'no-refusal-evidence'; readonly detail: string }
  | {
      readonly kind: 'unusable';
      readonly evidence: 'same-failure-for-any-args' | 'hangs-for-any-args';
      readonly detail: string;
      readonly calls: number;
    };

/** Schema-valid probes that must agree, beyond the call itself, before a tool is called unusable. */
export const VALID_PROBES_NEEDED = 2;

function masked(call: { readonly args: unknown }, text: string): string {
  return maskCallValues(text, call.args);
}

/**
 * Reads the failure of one schema-valid call against other calls of the same tool (`probes`: other
 * schema-valid args, and args the schema forbids). Pure. In order:
 * 1. every schema-valid call failed with the same text once its own values are masked out (or none
 *    was answered): the failure does not depend on the args, so it says nothing about the schema;
 * 2. the tool answered a call it must refuse with the same masked text: this text is its refusal;
 * 3. the text names a key of the call without quoting any of its values: a complaint about that key;
 * otherwise the handler ran and failed (a lookup quoting the value it did not find, an upstream error).
 * A text a refusal channel carried (-32602, an SDK's validation wrapper) never comes here: it is a refusal.
 */
export function readValidCallFailure(failure: ValidCallFailure, probes: readonly ProbeCall[]): FailureReading {
  const valid = probes.filter((probe) => probe.schemaValid);
  const calls = valid.length + 1;
  if (failure.text === undefined) {
    if (valid.length >= VALID_PROBES_NEEDED && valid.every((probe) => probe.answer.kind === 'hung')) {
      return {
        kind: 'unusable',
        evidence: 'hangs-for-any-args',
        detail: `no answer to any of ${calls} schema-valid calls with different args`,
        calls,
      };
    }
    // Some other args get an answer: the hang belongs to these args. The caller reports the HANG.
    return { kind: 'handler-failed', evidence: 'no-refusal-evidence', detail: 'other schema-valid args are answered' };
  }
  const mine = masked(failure, failure.text);
  const sameFailure = (probe: ProbeCall): boolean => probe.answer.kind === 'failed' && masked(probe, probe.answer.text) === mine;
  if (valid.length >= VALID_PROBES_NEEDED && valid.every(sameFailure)) {
    return {
      kind: 'unusable',
      evidence: 'same-failure-for-any-args',
      detail: `the same failure for all ${calls} schema-valid calls with different args`,
      calls,
    };
  }
  const refusal = probes.find((probe) => !probe.schemaValid && sameFailure(probe));
  if (refusal !== undefined) {
    return {
      kind: 'refused',
      evidence: 'same-as-refusal',
      detail: `the tool refuses schema-invalid args in the same words (${JSON.stringify(refusal.args)})`,
    };
  }
  if (quotesCallValue(failure.text, failure.args)) {
    return {
      kind: 'handler-failed',
      evidence: 'quotes-call-value',
      detail: 'the text quotes a value of the call, as a lookup or a request does',
    };
  }
  const keys = namedCallKeys(failure.text, failure.args);
  if (keys.length > 0)
    return { kind: 'refused', evidence: 'names-key', detail: `the text names ${keys.map((key) => `\`${key}\``).join(', ')} of the call` };
  return {
    kind: 'handler-failed',
    evidence: 'no-refusal-evidence',
    detail: 'no refusal channel, no text of a refusal, no key of the call named',
  };
}
