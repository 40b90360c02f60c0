import { describeError } from '../../errors/describeError.ts';
import { displayPath } from '../../errors/userPaths.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { FrameworkOrigin } from '../../tool/toolUnderTest.ts';
import { libraryPackage } from '../library/libraryPackage.ts';
import { schemaLibraryOf } from '../library/schemaLibrary.ts';
import { type AiSdkInputSchema, aiSdkConverter, aiSdkInputSchema, aiSdkValidation } from './aiSdkInputSchema.ts';
import { aiSdkModules } from './aiSdkModules.ts';
import { aiSdkRuntime } from './aiSdkRuntime.ts';
import type { FrameworkAdapter, FrameworkContext, FrameworkToolDescription } from './frameworkAdapter.ts';

// Fields only other frameworks' tools carry: a Mastra tool has an `id`, an Agents FunctionTool
// `parameters` and `invoke`, a LangChain tool `schema` and `invoke`.
const OTHER_FRAMEWORK_FIELDS = ['id', 'parameters', 'invoke', 'schema', 'lc_namespace'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function inputOf(value: unknown): AiSdkInputSchema | undefined {
  if (!isPlainObject(value) || OTHER_FRAMEWORK_FIELDS.some((field) => field in value)) return undefined;
  const type = value['type'];
  if (type !== undefined && type !== 'function' && type !== 'dynamic') return undefined;
  if (value['execute'] !== undefined && typeof value['execute'] !== 'function') return undefined;
  return aiSdkInputSchema(value['inputSchema']);
}

/** The library under the tool's schema and its installed version, for the report (`zod 4.6.7`). */
function libraryOf(value: Record<string, unknown>, modulePath: string): FrameworkOrigin['library'] {
  const library = schemaLibraryOf(value['inputSchema'])?.library;
  if (library === undefined) return undefined;
  const version = libraryPackage(library, modulePath)?.version;
  return { library, ...(version === undefined ? {} : { version }) };
}

function originOf(
  input: AiSdkInputSchema,
  value: Record<string, unknown>,
  ctx: FrameworkContext,
  version: string | undefined,
): FrameworkOrigin {
  const { converter, options } = aiSdkConverter(input);
  const library = libraryOf(value, ctx.modulePath);
  return {
    framework: 'ai-sdk',
    package: 'ai',
    ...(version === undefined ? {} : { version }),
    converter,
    ...(options === undefined ? {} : { options }),
    validation: aiSdkValidation(input),
    errorChannel: 'a tool-error part (execute does not run)',
    ...(library === undefined ? {} : { library }),
  };
}

/**
 * The Vercel AI SDK (`ai`): tools made with `tool()` or `dynamicTool()`, whose `inputSchema` is a
 * zod 3 or zod 4 schema, any Standard Schema, or a Schema object (`jsonSchema()`, `zodSchema()`,
 * `valibotSchema()`). Advertised: `await asSchema(tool.inputSchema).jsonSchema`, which is exactly
 * what `prepareTools` hands the provider. Runtime: parseToolCall's path (aiSdkRuntime.ts).
 */
export const aiSdkAdapter: FrameworkAdapter = {
  name: 'ai-sdk',
  packageName: 'ai',
  recognizes: (value) => inputOf(value) !== undefined,
  // `tool()` returns its argument: only dynamicTool() and the AI SDK's Schema objects mark a tool as the AI SDK's.
  distinctive: (value) => {
    const input = inputOf(value);
    return (
      input !== undefined && ((value as Record<string, unknown>)['type'] === 'dynamic' || input.kind === 'schema' || input.kind === 'lazy')
    );
  },
  async describe(value, ctx): Promise<FrameworkToolDescription> {
    const input = inputOf(value);
    if (input === undefined) return { kind: 'skipped', reason: 'not an AI SDK tool (no inputSchema the AI SDK takes)' };
    const tool = value as Record<string, unknown>;
    const modules = await aiSdkModules(ctx.modulePath, displayPath(ctx.modulePath, ctx.projectDir));
    let sent: unknown;
    try {
      // What prepareTools sends: `inputSchema: await asSchema(tool.inputSchema).jsonSchema`.
      sent = await modules.asSchema(tool['inputSchema']).jsonSchema;
    } catch (thrown) {
      return {
        kind: 'skipped',
        reason: `the AI SDK cannot send its schema (asSchema(inputSchema).jsonSchema threw: ${describeError(thrown)})`,
      };
    }
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent))
      return { kind: 'skipped', reason: `asSchema(inputSchema).jsonSchema is not a JSON Schema object` };
    const description = typeof tool['description'] === 'string' ? tool['description'] : undefined;
    return {
      kind: 'tool',
      ...(description === undefined ? {} : { description }),
      // What the provider receives is JSON: what JSON cannot carry never reaches the model.
      advertised: JSON.parse(JSON.stringify(sent)) as JsonSchema,
      origin: originOf(input, tool, ctx, modules.ai.version),
      schema: tool['inputSchema'],
    };
  },
  async runtime(value, ctx) {
    const input = inputOf(value);
    if (input === undefined) throw new Error(`${ctx.toolName ?? 'the tool'} is no AI SDK tool any more`);
    const tool = value as Record<string, unknown>;
    const modules = await aiSdkModules(ctx.modulePath, displayPath(ctx.modulePath, ctx.projectDir));
    const library = schemaLibraryOf(tool['inputSchema'])?.library;
    return aiSdkRuntime({
      modules,
      schema: modules.asSchema(tool['inputSchema']),
      toolName: ctx.toolName ?? 'tool',
      ...(library === undefined ? {} : { library }),
      label: `ai ${modules.ai.version ?? ''}`.trim(),
      callTimeoutMs: ctx.callTimeoutMs,
    });
  },
};
