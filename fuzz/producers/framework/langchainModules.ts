import type { ProjectPackage } from '../library/projectPackage.ts';
import { exportedFunction } from './frameworkExport.ts';
import { importFrameworkPackage } from './frameworkPackage.ts';
import type { LangChainTool } from './langchainTool.ts';

/** A provider's raw tool call, as parseToolCall takes it. */
export interface RawToolCall {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string | undefined };
}

/** The @langchain/core functions toolfuzz calls, from the user's project. */
export interface LangChainModules {
  readonly core: ProjectPackage;
  /** What bindTools sends a provider for a tool (its `function.parameters` is `toJsonSchema(tool.schema)`). */
  readonly convertToOpenAITool: (tool: LangChainTool) => { readonly function?: { readonly parameters?: unknown } };
  /** What the chat models run on a provider's tool call: JSON.parse of its arguments, an OutputParserException when they are not JSON. */
  readonly parseToolCall: (raw: RawToolCall, options: { returnId: boolean }) => unknown;
  /** The refusal StructuredTool.call throws when validation fails. */
  readonly ToolInputParsingException: new (
    ...args: never[]
  ) => Error;
}

const loaded = new Map<string, Promise<LangChainModules>>();

async function load(modulePath: string, label: string): Promise<LangChainModules> {
  const calling = await importFrameworkPackage('@langchain/core', './utils/function_calling', modulePath, label);
  const parsers = await importFrameworkPackage('@langchain/core', './output_parsers/openai_tools', modulePath, label);
  const tools = await importFrameworkPackage('@langchain/core', './tools', modulePath, label);
  const where = `@langchain/core ${calling.pkg.version ?? ''}`.trim();
  return {
    core: calling.pkg,
    convertToOpenAITool: exportedFunction(calling.exports, 'convertToOpenAITool', `${where}/utils/function_calling`),
    parseToolCall: exportedFunction(parsers.exports, 'parseToolCall', `${where}/output_parsers/openai_tools`),
    ToolInputParsingException: exportedFunction(tools.exports, 'ToolInputParsingException', `${where}/tools`),
  };
}

/** @langchain/core as the user's module finds it (cached per module); missing: the one-line UsageError naming it. */
export function langchainModules(modulePath: string, label: string): Promise<LangChainModules> {
  let pending = loaded.get(modulePath);
  if (pending === undefined) {
    pending = load(modulePath, label);
    loaded.set(modulePath, pending);
    pending.catch(() => loaded.delete(modulePath));
  }
  return pending;
}
