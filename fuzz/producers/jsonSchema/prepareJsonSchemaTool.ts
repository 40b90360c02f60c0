import type { CallWatch } from '../../engine/callWatch.ts';
import type { PreparedTool } from '../../engine/preparedTool.ts';
import { NOTHING_TO_SHRINK, rawFinding } from '../../findings/rawFinding.ts';
import type { JsonSchema } from '../../jsonSchema/schemaTypes.ts';
import { advertisedSchemaProblems } from './advertisedSchemaProblems.ts';
import { compileAdvertised } from './advertisedValidator.ts';
import { evaluateSchemaToolCase, type SchemaToolOracles } from './evaluateSchemaToolCase.ts';
import type { JsonSchemaToolSettings } from './jsonSchemaToolSettings.ts';
import { SchemaToolCases } from './schemaToolCases.ts';
import { shrinkSchemaToolCase } from './shrinkSchemaToolCase.ts';

/**
 * A library or MCP tool made ready to fuzz: its advertised schema (the model's contract) compiled
 * once with ajv, its cases made from that schema, and every case judged by ajv and by the tool's
 * runtime. Only the args shrink; the schema is fixed. `watch` times nothing here: each evaluation
 * watches its own runtime call through the watch it is given.
 */
export function prepareJsonSchemaTool(settings: JsonSchemaToolSettings, _watch: CallWatch): PreparedTool<undefined> {
  const { name, advertised, runtime } = settings;
  const schema = advertised as JsonSchema;
  const validator = compileAdvertised(schema);
  const problems = advertisedSchemaProblems(schema, validator.kind === 'broken' ? validator.error : undefined);
  // A schema ajv cannot compile is no contract: no case can be judged, so none is made.
  const cases = validator.kind === 'compiled' ? new SchemaToolCases({ tool: name, seed: settings.seed, advertised: schema }) : undefined;
  const oracles: SchemaToolOracles | undefined = validator.kind === 'compiled' ? { validator, runtime, blame: settings.blame } : undefined;
  const evaluate = (input: Parameters<PreparedTool['evaluate']>[0], watch: CallWatch): ReturnType<typeof evaluateSchemaToolCase> => {
    if (oracles === undefined) throw new Error(`${name}: a case was evaluated although its advertised schema does not compile`);
    return evaluateSchemaToolCase(oracles, input, watch);
  };

  return {
    name,
    advertised,
    satisfiable: cases?.generation.kind === 'ok',
    supports: (source) => cases?.supports(source) === true,
    // Once the runtime gave up for good (a server that keeps dying), no more cases: the slice ends quickly.
    make: (source, index) => (runtime.exhausted === true ? undefined : cases?.make(source, index)),
    evaluate,
    schemaFinding: async () =>
      problems.length === 0
        ? undefined
        : rawFinding({
            kind: 'CONVERTER_INVALID',
            blame: 'converter',
            tool: name,
            explanation: `the advertised schema is unusable as a tool's input schema: ${problems[0] as string}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
            paths: [],
            schema: advertised,
            argsJson: '{}',
            source: 'spec',
            caseIndex: 0,
            converter: { problems, schema: advertised },
            shrink: NOTHING_TO_SHRINK,
          }),
    refine: async () => undefined,
    shrink: (generated, observation, ctx) => shrinkSchemaToolCase({ tool: name, advertised, evaluate, exhausted: () => runtime.exhausted === true }, generated, observation, ctx),
    dispose() {
      if (validator.kind === 'compiled') validator.dispose();
      runtime.dispose();
    },
  };
}
