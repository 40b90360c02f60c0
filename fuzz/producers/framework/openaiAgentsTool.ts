/**
 * The part of an OpenAI Agents SDK `FunctionTool` (what `tool({ name, parameters, execute })` returns)
 * toolfuzz reads: the SDK sends `name`, `description`, `parameters` and `strict` to the model as they
 * are (`serializeTool` in @openai/agents-core), and runs `invoke` with the model's argument text.
 */
export interface AgentsFunctionTool {
  readonly type: 'function';
  readonly name: string;
  readonly description?: string;
  /** The JSON Schema tool() computed from the user's zod, Standard Schema or JSON Schema `parameters` (strict rewrite included). */
  readonly parameters: Record<string, unknown>;
  readonly strict: boolean;
  invoke(runContext: unknown, input: string | undefined, details?: unknown): Promise<unknown>;
}

/** Whether `value` is a FunctionTool by its shape alone (AI SDK, LangChain and Mastra tools have no `invoke` beside `parameters` and `strict`). */
export function isAgentsFunctionTool(value: unknown): value is AgentsFunctionTool {
  if (typeof value !== 'object' || value === null) return false;
  const tool = value as Record<string, unknown>;
  return (
    tool['type'] === 'function' &&
    typeof tool['name'] === 'string' &&
    typeof tool['parameters'] === 'object' &&
    tool['parameters'] !== null &&
    typeof tool['strict'] === 'boolean' &&
    typeof tool['invoke'] === 'function'
  );
}
