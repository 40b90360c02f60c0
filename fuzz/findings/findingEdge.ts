import { beyondDoubleLiterals } from '../json/numberModel/beyondDoubleLiterals.ts';

/**
 * Why a finding is an edge rather than an everyday drift: `beyond-double` when its witness needs a
 * number literal past the double range (`1e400`, `1e-400`), which a model rarely writes and which
 * JSON.parse cannot keep. Edge findings are reported, and fail the run only under `--gate-edges`.
 */
export type FindingEdge = 'beyond-double';

/** Every edge, in report order. */
export const FINDING_EDGES: readonly FindingEdge[] = ['beyond-double'];

/**
 * The edge of a finding from its witness: a JSON-Schema tool's (library, MCP) args holding a literal
 * beyond double range. A SchemaSpec tool's are not an edge: its contract reads numbers as doubles
 * (`1e400` is Infinity there, a violation of `number`).
 */
export function findingEdge(argsJson: string, producer: 'schema-spec' | 'json-schema'): FindingEdge | undefined {
  if (producer === 'schema-spec') return undefined;
  return beyondDoubleLiterals(argsJson).length > 0 ? 'beyond-double' : undefined;
}

/** The findings that fail a run: all of them under `--gate-edges`, otherwise those without an edge. */
export function gatingFindings<F extends { readonly edge?: FindingEdge }>(findings: readonly F[], gateEdges: boolean): F[] {
  return gateEdges ? [...findings] : findings.filter((finding) => finding.edge === undefined);
}
