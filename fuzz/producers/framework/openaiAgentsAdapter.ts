import type { JsonSchema } from '../../schema/schemaTypes.ts';
import type { FrameworkOrigin } from '../../tool/toolUnderTest.ts';
import type { FrameworkAdapter, FrameworkContext, FrameworkToolDescription } from './frameworkAdapter.ts';
import { agentsModules, agentsPackages } from './openaiAgentsModules.ts';
import { openaiAgentsRuntime } from './openaiAgentsRuntime.ts';
import { isAgentsFunctionTool } from './openaiAgentsTool.ts';

/** The SDK's answer to a refused call when the tool has no errorFunction of its own (agents-core 0.20 `defaultToolErrorFunction`). */
const ERROR_CHANNEL =
  "the tool's errorFunction output as the function_call_output (default: 'An error occurred while running the tool. Please try again.')";

/** What the report names for one FunctionTool: the SDK package and version the user's project has, and what tool() did with its schema. */
function originOf(strict: boolean, modulePath: string): FrameworkOrigin {
  const pkg = agentsPackages(modulePath).sdk;
  return {
    framework: 'openai-agents',
    package: pkg?.name ?? '@openai/agents',
    ...(pkg?.version === undefined ? {} : { version: pkg.version }),
    converter: strict
      ? 'tool().parameters: openai/helpers/zod, or zodJsonSchemaCompatForOpenAIStrict when it throws; then toOpenAIStrictToolSchema'
      : 'tool({ parameters, strict: false }).parameters: the JSON Schema as given',
    options: { strict },
    validation: strict
      ? 'prepareFunctionToolInput: JSON.parse, strict-mode null stripping, then the schema parse (sync; none for a JSON Schema)'
      : 'prepareFunctionToolInput: JSON.parse only (a JSON Schema tool is not validated)',
    errorChannel: ERROR_CHANNEL,
    provider: strict ? 'openai (strict function calling)' : 'openai',
  };
}

/**
 * The OpenAI Agents SDK (`@openai/agents`): a FunctionTool carries the JSON Schema the SDK sends the
 * model in `parameters` (serializeTool sends it as is, with `strict`), and its runtime is the
 * SDK's own parser, reached through `prepareFunctionToolInput` without running execute.
 */
export const openaiAgentsAdapter: FrameworkAdapter = {
  name: 'openai-agents',
  packageName: '@openai/agents',
  recognizes: isAgentsFunctionTool,
  async describe(value: unknown, ctx: FrameworkContext): Promise<FrameworkToolDescription> {
    if (!isAgentsFunctionTool(value)) return { kind: 'skipped', reason: 'not an OpenAI Agents FunctionTool' };
    return {
      kind: 'tool',
      name: value.name,
      ...(typeof value.description === 'string' && value.description !== '' ? { description: value.description } : {}),
      advertised: JSON.parse(JSON.stringify(value.parameters)) as JsonSchema,
      origin: originOf(value.strict, ctx.modulePath),
    };
  },
  async runtime(value: unknown, ctx: FrameworkContext) {
    if (!isAgentsFunctionTool(value)) throw new TypeError('openaiAgentsAdapter.runtime: not a FunctionTool');
    const where = `${ctx.modulePath}#${value.name}`;
    const sdk = await agentsModules(ctx.modulePath, where);
    return openaiAgentsRuntime({
      tool: value,
      sdk,
      where,
      label: `${sdk.sdk.name} ${sdk.sdk.version ?? ''}`.trim(),
      callTimeoutMs: ctx.callTimeoutMs,
    });
  },
};
