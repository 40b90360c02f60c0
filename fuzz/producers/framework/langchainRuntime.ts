import { describeError } from '../../errors/describeError.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';
import { withTimeout } from '../../tool/withTimeout.ts';
import type { RuntimeCall, ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { standardIssues } from '../library/standardIssues.ts';
import type { LangChainModules } from './langchainModules.ts';
import { langchainSchemaLibrary, type LangChainTool } from './langchainTool.ts';

/** Where the runtime works: the tool, its module (LangChain is loaded from its project), its label and the per-call limit. */
export interface LangChainRuntimeSettings {
  readonly tool: LangChainTool;
  readonly langchain: LangChainModules;
  readonly label: string;
  readonly callTimeoutMs: number;
}

const NOT_CALLED = Symbol('not called');

/**
 * The tool with its user code replaced: `_call` (where DynamicStructuredTool runs `func` and a
 * StructuredTool subclass its body) records what LangChain validated and hands on; the tool's own
 * callbacks and verbosity are dropped, so the user's handlers do not run for every case.
 */
function recordingClone(tool: LangChainTool): { clone: LangChainTool; received: () => unknown } {
  let received: unknown = NOT_CALLED;
  const clone = Object.create(tool) as LangChainTool;
  Object.defineProperties(clone, {
    _call: {
      value: async (arg: unknown) => {
        received = arg;
        return '';
      },
      enumerable: false,
    },
    callbacks: { value: undefined, writable: true },
    verbose: { value: false, writable: true },
  });
  return { clone, received: () => received };
}

/**
 * The issues of a refusal with their paths and codes: LangChain's ToolInputParsingException carries
 * only prettified text, so the same zod schema's own `~standard.validate` names them (it is the parse
 * LangChain ran: `interopParseAsync` on `tool.schema`). A JSON Schema tool's refusal is its message.
 */
async function refusalIssues(tool: LangChainTool, args: unknown, message: string, callTimeoutMs: number): Promise<RuntimeIssue[]> {
  const library = langchainSchemaLibrary(tool.schema);
  const standard = (tool.schema as { '~standard'?: { validate?: (value: unknown) => unknown } } | null)?.['~standard'];
  if (library !== undefined && typeof standard?.validate === 'function') {
    try {
      const settled = await withTimeout(Promise.resolve(standard.validate(args)), callTimeoutMs);
      const issues = settled.status === 'fulfilled' ? (settled.value as { issues?: unknown }).issues : undefined;
      if (Array.isArray(issues) && issues.length > 0) return standardIssues(library, issues);
    } catch {
      // The verdict is LangChain's; the issue details are best effort.
    }
  }
  return [{ message }];
}

/**
 * LangChain's own path from the model's argument text to the tool's code: `parseToolCall` (what the
 * chat models run on a provider's tool call: JSON.parse, an OutputParserException on bad JSON), then
 * the tool's `invoke` with that tool call, which validates (`interopParseAsync` on a zod schema,
 * `@cfworker/json-schema` on a JSON Schema) and calls `_call`, here a recorder. A
 * ToolInputParsingException is the refusal; its message is what ToolNode puts in the ToolMessage.
 */
export function langchainRuntime(settings: LangChainRuntimeSettings): ToolRuntime {
  const { tool, langchain, label, callTimeoutMs } = settings;
  const { parseToolCall, ToolInputParsingException: ParsingException } = langchain;
  const isRefusal = (error: unknown): error is Error =>
    error instanceof ParsingException || (error instanceof Error && error.constructor.name === 'ToolInputParsingException');
  return {
    label,
    async call(_args: unknown, argsJson: string | undefined): Promise<RuntimeCall> {
      let toolCall: unknown;
      try {
        toolCall = parseToolCall(
          { id: 'toolfuzz_call', type: 'function', function: { name: tool.name, arguments: argsJson } },
          { returnId: true },
        );
      } catch (thrown) {
        const message = thrown instanceof Error ? thrown.message : describeError(thrown);
        return { kind: 'rejected', issues: [{ message: describeError(thrown) }], text: message };
      }
      const { clone, received } = recordingClone(tool);
      let pending: Promise<unknown>;
      try {
        pending = Promise.resolve(clone.invoke(toolCall));
      } catch (thrown) {
        pending = Promise.reject(thrown);
      }
      const settled = await withTimeout(pending, callTimeoutMs);
      if (settled.status === 'timeout') return { kind: 'hung', afterMs: callTimeoutMs };
      if (settled.status === 'fulfilled') {
        const output = received();
        return output === NOT_CALLED
          ? { kind: 'threw', error: `${tool.name}: invoke returned without reaching _call` }
          : { kind: 'accepted', output };
      }
      const error = settled.reason;
      if (!isRefusal(error)) return { kind: 'threw', error: describeError(error) };
      const message = error.message;
      const args = (toolCall as { args?: unknown }).args;
      return { kind: 'rejected', issues: await refusalIssues(tool, args, message, callTimeoutMs), text: message };
    },
    dispose() {},
  };
}
