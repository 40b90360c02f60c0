import type { CallWatch } from '../callWatch.ts';
import type { PreparedTool } from '../preparedTool.ts';
import { NOTHING_TO_SHRINK, rawFinding } from '../../findings/rawFinding.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import { advertisedSchemaProblems } from './advertisedSchemaProblems.ts';
import { compileAdvertised } from './advertisedValidator.ts';
import { advertisedOracles, evaluateSchemaToolCase, type SchemaToolOracles } from './evaluateSchemaToolCase.ts';
import type { JsonSchemaToolSettings, SchemaToolFields, SchemaToolPreparation } from './jsonSchemaToolSettings.ts';
import { SchemaToolCases } from '../../cases/schemaToolCases.ts';
import { AsSentSource } from '../../cases/asSentSource.ts';
import { schemaLiterals } from '../../cases/dictionary/schemaLiterals.ts';
import { mergeDictionaries } from '../../cases/dictionary/subjectDictionary.ts';
import { argsOnlyShrinkSpace, shrinkFinding } from '../../shrink/shrinkFinding.ts';

/**
 * A library or MCP tool made ready to fuzz: its advertised schema (the model's contract) compiled
 * once with ajv, its cases made from that schema, and every case judged by ajv and by the tool's
 * runtime. Only the args shrink (the one shrink driver, over the args alone); the schema is fixed. `watch` times nothing here: each evaluation
 * watches its own runtime call through the watch it is given.
 */
export function prepareJsonSchemaTool(settings: JsonSchemaToolSettings, _watch: CallWatch): PreparedTool<undefined> {
  const { name, advertised, runtime } = settings;
  const schema = advertised as JsonSchema;
  const validator = compileAdvertised(schema);
  const problems = advertisedSchemaProblems(schema, validator.kind === 'broken' ? validator.error : undefined);
  // A schema ajv cannot compile is no contract: no case can be judged, so none is made.
  // Over the wire (MCP) the schema and description are all there is of the subject's code.
  const dictionary = settings.dictionary ?? mergeDictionaries(schemaLiterals(schema, settings.description));
  const cases =
    validator.kind === 'compiled' ? new SchemaToolCases({ tool: name, seed: settings.seed, advertised: schema, dictionary }) : undefined;
  const oracles: SchemaToolOracles | undefined =
    validator.kind === 'compiled' ? advertisedOracles(validator, runtime, settings.blame) : undefined;
  const providers = settings.asSentProviders ?? [];
  const asSent = oracles === undefined || providers.length === 0 ? undefined : new AsSentSource(advertised, providers, settings.seed, name);
  // Not an async function of its own: evaluateSchemaToolCase's promise is the case's one.
  const evaluate = (input: Parameters<PreparedTool['evaluate']>[0], watch: CallWatch): ReturnType<typeof evaluateSchemaToolCase> =>
    oracles === undefined
      ? Promise.reject(new Error(`${name}: a case was evaluated although its advertised schema does not compile`))
      : evaluateSchemaToolCase(oracles, input, watch);

  return {
    name,
    advertised,
    satisfiable: cases?.generation.kind === 'ok',
    dictionarySize: cases?.dictionarySize ?? 0,
    supports: (source) => (source === 'as-sent' ? asSent?.supported === true : cases?.supports(source) === true),
    // Once the runtime gave up for good (a server that keeps dying), no more cases: the slice ends quickly.
    make: (source, index) =>
      runtime.exhausted === true ? undefined : source === 'as-sent' ? asSent?.make(index) : cases?.make(source, index),
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
    shrink: (generated, observation, ctx) =>
      shrinkFinding(
        argsOnlyShrinkSpace({ schema: advertised, evaluate, exhausted: () => runtime.exhausted === true }),
        { tool: name, generated, observation },
        ctx,
      ),
    dispose() {
      if (validator.kind === 'compiled') validator.dispose();
      runtime.dispose();
    },
  };
}

/** prepareJsonSchemaTool for a producer's tool: the tool's own fields (its dictionary and description where it has them) and what its preparer adds. */
export function prepareSchemaToolOf(tool: SchemaToolFields, how: SchemaToolPreparation, watch: CallWatch): PreparedTool<undefined> {
  const { seed, blame, runtime, asSentProviders } = how;
  return prepareJsonSchemaTool(
    {
      name: tool.name,
      seed,
      advertised: tool.advertised,
      runtime,
      blame,
      ...(tool.dictionary === undefined ? {} : { dictionary: tool.dictionary }),
      ...(tool.description === undefined ? {} : { description: tool.description }),
      ...(asSentProviders === undefined ? {} : { asSentProviders }),
    },
    watch,
  );
}
