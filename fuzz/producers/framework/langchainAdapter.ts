import { describeError } from '../../errors/describeError.ts';
import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { FrameworkOrigin } from '../../tool/toolUnderTest.ts';
import { libraryPackage } from '../library/libraryPackage.ts';
import type { FrameworkAdapter, FrameworkContext, FrameworkToolDescription } from './frameworkAdapter.ts';
import { findProjectPackage } from '../library/projectPackage.ts';
import { langchainModules } from './langchainModules.ts';
import { langchainRuntime } from './langchainRuntime.ts';
import { isLangChainTool, langchainSchemaLibrary, type LangChainTool } from './langchainTool.ts';

const CONVERTER = 'convertToOpenAITool(tool).function.parameters (@langchain/core toJsonSchema(tool.schema), as bindTools calls it)';

/** What the report names for one LangChain tool: @langchain/core's version, the converter and validation, and the zod under it. */
function originOf(tool: LangChainTool, modulePath: string): FrameworkOrigin {
  const pkg = findProjectPackage('@langchain/core', modulePath);
  const library = langchainSchemaLibrary(tool.schema);
  const libraryVersion = library === undefined ? undefined : libraryPackage(library, modulePath)?.version;
  return {
    framework: 'langchain',
    package: '@langchain/core',
    ...(pkg?.version === undefined ? {} : { version: pkg.version }),
    converter: CONVERTER,
    // zod 4: interopZodObjectStrict closes objects, then toJSONSchema with no params (zod's defaults); zod 3: zodToJsonSchema at its defaults.
    ...(library === 'zod'
      ? { options: { toJSONSchema: 'no params: draft-2020-12, io output', objects: 'interopZodObjectStrict (closed)' } }
      : {}),
    validation:
      library === undefined
        ? 'parseToolCall (JSON.parse), then StructuredTool.call: @cfworker/json-schema validate(args, tool.schema)'
        : 'parseToolCall (JSON.parse), then StructuredTool.call: interopParseAsync(tool.schema, args)',
    errorChannel: 'a ToolMessage with status "error": ToolNode catches the ToolInputParsingException and sends its message back',
    ...(library === undefined ? {} : { library: { library, ...(libraryVersion === undefined ? {} : { version: libraryVersion }) } }),
  };
}

/**
 * LangChain.js (`@langchain/core`): `tool(fn, { name, schema })`, DynamicStructuredTool and
 * StructuredTool subclasses. The advertised schema is what bindTools sends a provider
 * (convertToOpenAITool, loaded from the user's project); the runtime is the tool's own invoke with
 * its `_call` replaced by a recorder.
 */
export const langchainAdapter: FrameworkAdapter = {
  name: 'langchain',
  packageName: '@langchain/core',
  recognizes: isLangChainTool,
  async describe(value: unknown, ctx: FrameworkContext): Promise<FrameworkToolDescription> {
    if (!isLangChainTool(value)) return { kind: 'skipped', reason: 'not a LangChain tool' };
    const { convertToOpenAITool } = await langchainModules(ctx.modulePath, `${ctx.modulePath}#${value.name}`);
    let parameters: unknown;
    try {
      parameters = convertToOpenAITool(value).function?.parameters;
    } catch (thrown) {
      // z.date(), a transform under a default, ...: LangChain cannot bind the tool, so no model ever sees it.
      return { kind: 'skipped', reason: `convertToOpenAITool throws, so LangChain cannot bind ${value.name}: ${describeError(thrown)}` };
    }
    if (typeof parameters !== 'object' || parameters === null)
      return { kind: 'skipped', reason: `convertToOpenAITool gave ${value.name} no parameters schema` };
    return {
      kind: 'tool',
      name: value.name,
      ...(typeof value.description === 'string' && value.description !== '' ? { description: value.description } : {}),
      advertised: JSON.parse(JSON.stringify(parameters)) as JsonSchema,
      origin: originOf(value, ctx.modulePath),
      schema: value.schema,
    };
  },
  async runtime(value: unknown, ctx: FrameworkContext) {
    if (!isLangChainTool(value)) throw new TypeError('langchainAdapter.runtime: not a LangChain tool');
    const langchain = await langchainModules(ctx.modulePath, `${ctx.modulePath}#${value.name}`);
    return langchainRuntime({
      tool: value,
      langchain,
      label: `@langchain/core ${langchain.core.version ?? ''}`.trim(),
      callTimeoutMs: ctx.callTimeoutMs,
    });
  },
};
