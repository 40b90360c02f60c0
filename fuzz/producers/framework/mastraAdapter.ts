import { describeError } from '../../errors/describeError.ts';
import { displayPath } from '../../errors/userPaths.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { FrameworkOrigin } from '../../tool/toolUnderTest.ts';
import { libraryPackage } from '../library/libraryPackage.ts';
import { schemaLibraryOf } from '../library/schemaLibrary.ts';
import type { FrameworkAdapter, FrameworkContext, FrameworkToolDescription } from './frameworkAdapter.ts';
import { type MastraModules, mastraModules } from './mastraModules.ts';
import { type MastraToolValue, mastraRuntime } from './mastraRuntime.ts';
import { type MastraView, mastraView } from './mastraViews.ts';

// Every Tool instance carries this mark (MASTRA_TOOL_MARKER in @mastra/core's tools), a global symbol: any copy of Mastra sees it.
const MASTRA_TOOL_MARKER = Symbol.for('mastra.core.tool.Tool');

function isMastraTool(value: unknown): value is MastraToolValue & Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null && (value as Record<PropertyKey, unknown>)[MASTRA_TOOL_MARKER] === true;
}

const VALIDATION =
  "CoreToolBuilder's execute (makeCoreToolV5): validateToolInput(the compat layer's processToCompatSchema(inputSchema), args): nullish input normalized to {}, " +
  'then on failure stringified JSON coerced, nulls stripped and `prompt` aliased, each retried; then Tool.execute';

function originOf(tool: Record<PropertyKey, unknown>, modules: MastraModules, view: MastraView, ctx: FrameworkContext): FrameworkOrigin {
  const library = schemaLibraryOf(tool['inputSchema'])?.library;
  const libraryVersion = library === undefined ? undefined : libraryPackage(library, ctx.modulePath)?.version;
  const layer = view.model === undefined ? undefined : modules.compatLayerFor(view.model);
  const optsOut = tool['strict'] === false;
  return {
    framework: 'mastra',
    package: '@mastra/core',
    ...(modules.core.version === undefined ? {} : { version: modules.core.version }),
    converter: 'makeCoreToolV5(tool, { model }).inputSchema.jsonSchema',
    options: {
      ...(view.model === undefined ? {} : { model: { provider: view.model.provider, modelId: view.model.modelId } }),
      compatLayer: optsOut ? 'none (the tool sets strict: false)' : (layer ?? 'none'),
      io: 'input',
    },
    validation: VALIDATION,
    errorChannel: 'an { error: true, message: "Tool input validation failed for <id>. ..." } tool result (execute does not run)',
    provider: view.name,
    ...(library === undefined ? {} : { library: { library, ...(libraryVersion === undefined ? {} : { version: libraryVersion }) } }),
  };
}

/**
 * Mastra (`@mastra/core`): tools made with `createTool()` (a `Tool`, marked with a global symbol).
 * Advertised: what an Agent sends for the tool with a model of the chosen provider view
 * (`makeCoreToolV5(tool, { model })`, through @mastra/schema-compat's layer for that provider;
 * default: OpenAI's, named in the origin's `provider`). Runtime: that built tool's execute, which
 * validates leniently before the user's execute (mastraRuntime.ts).
 */
export const mastraAdapter: FrameworkAdapter = {
  name: 'mastra',
  packageName: '@mastra/core',
  recognizes: isMastraTool,
  distinctive: isMastraTool,
  async describe(value, ctx): Promise<FrameworkToolDescription> {
    if (!isMastraTool(value)) return { kind: 'skipped', reason: 'not a Mastra tool (createTool)' };
    const view = mastraView(ctx.provider);
    const modules = await mastraModules(ctx.modulePath, displayPath(ctx.modulePath, ctx.projectDir));
    const name = typeof value.id === 'string' && ctx.toolName === undefined ? value.id : ctx.toolName;
    let sent: unknown;
    try {
      const built = modules.makeCoreToolV5(value, {
        name: name ?? 'tool',
        runId: 'toolfuzz',
        ...(view.model === undefined ? {} : { model: view.model }),
      });
      sent = await built.inputSchema?.jsonSchema;
    } catch (thrown) {
      return {
        kind: 'skipped',
        reason: `Mastra cannot send its schema for the ${view.name} view (makeCoreToolV5 threw: ${describeError(thrown)})`,
      };
    }
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent))
      return { kind: 'skipped', reason: 'makeCoreToolV5(tool).inputSchema.jsonSchema is not a JSON Schema object' };
    const description = typeof value.description === 'string' ? value.description : undefined;
    return {
      kind: 'tool',
      ...(ctx.toolName === undefined && typeof value.id === 'string' ? { name: value.id } : {}),
      ...(description === undefined ? {} : { description }),
      // What the provider receives is JSON: what JSON cannot carry never reaches the model.
      advertised: JSON.parse(JSON.stringify(sent)) as JsonSchema,
      origin: originOf(value, modules, view, ctx),
      schema: value.inputSchema,
    };
  },
  async runtime(value, ctx) {
    if (!isMastraTool(value)) throw new Error(`${ctx.toolName ?? 'the tool'} is no Mastra tool any more`);
    const modules = await mastraModules(ctx.modulePath, displayPath(ctx.modulePath, ctx.projectDir));
    const library = schemaLibraryOf(value.inputSchema)?.library;
    return mastraRuntime({
      modules,
      tool: value,
      toolName: ctx.toolName ?? (typeof value.id === 'string' ? value.id : 'tool'),
      view: mastraView(ctx.provider),
      ...(library === undefined ? {} : { library }),
      label: `@mastra/core ${modules.core.version ?? ''}`.trim(),
      callTimeoutMs: ctx.callTimeoutMs,
    });
  },
};
