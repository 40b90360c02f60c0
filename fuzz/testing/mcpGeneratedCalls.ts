import fc from 'fast-check';
import { type FindingEdge, findingEdge } from '../findings/findingEdge.ts';
import { type JsonSchema, modelViolators, validArbitrary, type ViolatorCall } from '../cases/index.ts';
import { referenceValidator, referenceVerdict } from './jsonSchemaAjv.ts';
import { callVerdict, type FixtureServer, type ListedTool } from './mcpFixture.ts';

/** One call on which ajv (on the advertised schema) and the server disagree. */
export interface Disagreement {
  readonly direction: 'server-accepts-schema-forbids' | 'schema-accepts-server-rejects' | 'neither';
  /** `valid` for a generated value, else the violator operator that made the call. */
  readonly source: string;
  readonly shown: string;
  /**
   * `beyond-double` when the call's raw JSON text holds a literal past the double range (1e400): toolfuzz
   * reports such a disagreement as an edge finding (findingEdge), which fails a run only under
   * --gate-edges, not as a drift of the tool.
   */
  readonly edge?: FindingEdge;
}

/** What a tool did under generated calls. */
export interface GeneratedCallsTally {
  readonly calls: number;
  /** Calls sent as raw JSON text (-0, 1e400). */
  readonly raw: number;
  /** The answers to calls whose `arguments` were not an object ('-32603' when it was that error). */
  readonly nonObjectArguments: readonly string[];
  readonly disagreements: readonly Disagreement[];
}

/**
 * Sends `samples` valid arguments from validArbitrary and every model violator built on them to
 * `tool`, as toolfuzz mcp would, and judges each answer against ajv on the advertised schema.
 */
export async function generatedCalls(
  server: FixtureServer,
  tool: ListedTool,
  options: { samples: number; seed: number; timeoutMs: number },
): Promise<GeneratedCallsTally> {
  let calls = 0;
  let raw = 0;
  const nonObjectArguments: string[] = [];
  const disagreements: Disagreement[] = [];
  const validate = referenceValidator(tool.inputSchema);
  const generated = validArbitrary(tool.inputSchema as JsonSchema);
  if (generated.kind !== 'ok') throw new Error(`${tool.name}: ${generated.kind} at ${generated.at}: ${generated.reason}`);
  for (const valid of fc.sample(generated.arbitrary, { numRuns: options.samples, seed: options.seed })) {
    const made: { source: string; call: ViolatorCall }[] = [
      { source: 'valid', call: { kind: 'args', args: valid } },
      ...modelViolators(tool.inputSchema as JsonSchema, valid).map((v) => ({ source: v.operator, call: v.call })),
    ];
    for (const { source, call } of made) {
      const rawJson = call.kind === 'args' ? call.rawJson : undefined;
      const args: unknown = call.kind === 'omitted' ? undefined : rawJson !== undefined ? JSON.parse(rawJson) : call.args;
      const verdict = await callVerdict(server, {
        name: tool.name,
        args,
        ...(rawJson === undefined ? {} : { rawJson }),
        timeoutMs: options.timeoutMs,
      });
      calls++;
      if (rawJson !== undefined) raw++;
      const shown = rawJson ?? JSON.stringify(args);
      if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
        nonObjectArguments.push(
          verdict.kind === 'other-error' && verdict.code === -32603 ? '-32603' : `${shown}: ${JSON.stringify(verdict)}`,
        );
        continue;
      }
      const accepts = referenceVerdict(validate, args ?? {});
      if (accepts === true && verdict.kind === 'reached') continue;
      if (accepts === false && verdict.kind === 'rejected') continue;
      const direction =
        accepts === true && verdict.kind === 'rejected'
          ? 'schema-accepts-server-rejects'
          : accepts === false && verdict.kind === 'reached'
            ? 'server-accepts-schema-forbids'
            : 'neither';
      const edge = rawJson === undefined ? undefined : findingEdge(rawJson, 'json-schema');
      disagreements.push({
        direction,
        source,
        shown: `${shown}: ajv ${String(accepts)}, server ${JSON.stringify(verdict).slice(0, 200)}`,
        ...(edge === undefined ? {} : { edge }),
      });
    }
  }
  return { calls, raw, nonObjectArguments, disagreements };
}
