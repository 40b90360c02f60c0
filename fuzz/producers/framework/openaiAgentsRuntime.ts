import { describeError } from '../../errors/describeError.ts';
import { UsageError } from '../../errors/usageError.ts';
import { withTimeout } from '../../tool/withTimeout.ts';
import type { RuntimeCall, ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import type { AgentsModules, AgentsPreparedInput } from './openaiAgentsModules.ts';
import type { AgentsFunctionTool } from './openaiAgentsTool.ts';
import { thrownIssues } from './thrownIssues.ts';

/**
 * What the runner answers when the argument text is not JSON at all: it JSON.parses the text before
 * preparing the input, and such a failure never reaches the error function (agents-core 0.20
 * runner/toolExecution.ts buildParseErrorResult; not exported, so quoted here).
 */
const NOT_JSON_ANSWER = 'An error occurred while parsing tool arguments. Please try again with valid JSON.';

function isJsonText(text: string | undefined): boolean {
  if (text === undefined) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Where the runtime works: the tool, the SDK's functions from its project, where it is (for messages), its label and the per-call limit. */
export interface AgentsRuntimeSettings {
  readonly tool: AgentsFunctionTool;
  readonly sdk: AgentsModules;
  readonly where: string;
  readonly label: string;
  readonly callTimeoutMs: number;
}

/**
 * The Agents SDK's own path from the model's argument text to `execute`, without running execute:
 * `prepareFunctionToolInput` (exported from `@openai/agents-core/utils/internal`, the call the runner
 * makes before invoking) runs the parser tool() built for this tool: JSON.parse, strict-mode null
 * stripping, the zod or Standard Schema parse. On a refusal, the tool's `invoke` is called with that
 * failed parse attached, as the runner does, so the SDK's error function answers exactly what the
 * model gets back, while execute is never reached.
 */
export function openaiAgentsRuntime(settings: AgentsRuntimeSettings): ToolRuntime {
  const { tool, sdk, where, label, callTimeoutMs } = settings;
  if (sdk.prepareFunctionToolInput(tool, '{}') === undefined) {
    // The SDK keys each parser by the tool's invoke: a miss is a FunctionTool written by hand (its
    // invoke is user code toolfuzz must not run) or made by another copy of the SDK.
    throw new UsageError(
      `${where}: tool ${tool.name} was not made by tool() of the @openai/agents-core this project resolves, so toolfuzz cannot reach its parser without running its invoke`,
    );
  }

  /** What the model gets back for a refused call: the tool's error function output, through invoke with the failed parse attached. */
  const modelSees = async (input: string | undefined, prepared: AgentsPreparedInput): Promise<string> => {
    const details = {};
    sdk.setFunctionToolPreparedInput(details, prepared);
    let pending: Promise<unknown>;
    try {
      pending = Promise.resolve(tool.invoke(new sdk.RunContext(), input, details));
    } catch (thrown) {
      pending = Promise.reject(thrown);
    }
    const settled = await withTimeout(pending, callTimeoutMs);
    if (settled.status === 'timeout') return `(the tool's error function did not answer within ${callTimeoutMs} ms)`;
    // errorFunction: null (a tool with an outputSchema) rethrows: the run fails instead of answering the model.
    if (settled.status === 'rejected') return `(no answer: the run fails with ${describeError(settled.reason)})`;
    return typeof settled.value === 'string' ? settled.value : JSON.stringify(settled.value);
  };

  return {
    label,
    async call(_args: unknown, argsJson: string | undefined): Promise<RuntimeCall> {
      let prepared: AgentsPreparedInput | undefined;
      try {
        prepared = sdk.prepareFunctionToolInput(tool, argsJson);
      } catch (thrown) {
        // Only an async Standard Schema throws here: the runner treats that as fatal, the run fails.
        return { kind: 'threw', error: describeError(thrown) };
      }
      if (prepared === undefined) return { kind: 'threw', error: `the SDK no longer knows the parser of ${tool.name}` };
      if (prepared.result.success) return { kind: 'accepted', output: prepared.result.value };
      const text = isJsonText(argsJson) ? await modelSees(argsJson, prepared) : NOT_JSON_ANSWER;
      return { kind: 'rejected', issues: thrownIssues(prepared.result.error), text };
    },
    dispose() {},
  };
}
