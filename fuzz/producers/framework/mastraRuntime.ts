import { describeError } from '../../errors/describeError.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';
import { withTimeout } from '../../tool/withTimeout.ts';
import type { RuntimeCall, ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { standardIssues } from '../library/standardIssues.ts';
import type { MastraCoreTool, MastraModules } from './mastraModules.ts';
import type { MastraView } from './mastraViews.ts';

/** A Mastra `Tool` (what createTool returns), as far as toolfuzz reads it. */
export interface MastraToolValue {
  readonly id?: unknown;
  readonly description?: unknown;
  readonly inputSchema?: unknown;
  readonly strict?: unknown;
  readonly constructor: new (options: Record<string, unknown>) => unknown;
}

/** What a Mastra runtime is made of. */
export interface MastraRuntimeSettings {
  readonly modules: MastraModules;
  readonly tool: MastraToolValue;
  readonly toolName: string;
  readonly view: MastraView;
  /** `zod`, `zod3`, ... when known: which issue codes mean a refine (a hidden constraint). */
  readonly library?: string;
  readonly label: string;
  readonly callTimeoutMs: number;
}

// Mastra logs every refused call as a warning: in a campaign that is thousands of lines of noise.
const SILENT_LOGGER = new Proxy({}, { get: () => () => undefined });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `{ error: true, message, validationErrors }` result Mastra returns to the model for refused input (its isValidationError). */
function isValidationError(value: unknown): value is { error: true; message: string; validationErrors: unknown } {
  return isRecord(value) && value['error'] === true && 'validationErrors' in value && typeof value['message'] === 'string';
}

/** Mastra's FormattedValidationErrors (`{ errors, fields: { key: {...} } }`) as flat issues with paths. */
function formattedIssues(formatted: unknown, path: (string | number)[] = []): RuntimeIssue[] {
  if (!isRecord(formatted)) return [];
  const here = Array.isArray(formatted['errors'])
    ? formatted['errors'].map((message) => ({ message: String(message), ...(path.length === 0 ? {} : { path }) }))
    : [];
  const fields = isRecord(formatted['fields']) ? Object.entries(formatted['fields']) : [];
  return [...here, ...fields.flatMap(([key, nested]) => formattedIssues(nested, [...path, key]))];
}

/** The issues of a refused call, with the library's codes where the tool's own schema refuses too (a refine is a hidden constraint). */
function issuesOf(settings: MastraRuntimeSettings, args: unknown, refused: { validationErrors: unknown; message: string }): RuntimeIssue[] {
  const schema = settings.tool.inputSchema as { '~standard'?: { validate?: (value: unknown) => unknown } } | undefined;
  try {
    const result = schema?.['~standard']?.validate?.(args ?? {});
    const issues = isRecord(result) && Array.isArray(result['issues']) ? (result['issues'] as unknown[]) : undefined;
    if (issues !== undefined && issues.length > 0) return standardIssues(settings.library ?? 'standard-schema', issues);
  } catch {
    // The schema's own check is only asked for codes: what Mastra said stands.
  }
  const found = formattedIssues(refused.validationErrors);
  return found.length === 0 ? [{ message: refused.message }] : found;
}

/**
 * Mastra's path from the model's arguments to `execute`, as an Agent takes it: the tool made by
 * `makeCoreToolV5` with the view's model (CoreToolBuilder: the provider's compat layer, then
 * validateToolInput with its lenient repairs), its `execute` called as the agent loop calls it. The
 * user's execute never runs: the tool is rebuilt with the same id, description, schema and strict
 * flag around a recording stand-in. `accepted.output` is what execute received; `rejected.text` is
 * the `{ error: true, message }` result's message, which the model gets as the tool result.
 */
export function mastraRuntime(settings: MastraRuntimeSettings): ToolRuntime {
  const { modules, tool, toolName, view, label, callTimeoutMs } = settings;
  const received = new Map<string, unknown>();
  const copy = new tool.constructor({
    id: tool.id,
    description: tool.description,
    inputSchema: tool.inputSchema,
    ...(tool.strict === undefined ? {} : { strict: tool.strict }),
    execute: async (input: unknown, context: { agent?: { toolCallId?: string } } | undefined) => {
      received.set(context?.agent?.toolCallId ?? '', input);
      return { toolfuzz: 'recorded' };
    },
  });
  const built: MastraCoreTool = modules.makeCoreToolV5(copy, {
    name: toolName,
    runId: 'toolfuzz',
    logger: SILENT_LOGGER,
    ...(view.model === undefined ? {} : { model: view.model }),
  });
  let calls = 0;
  return {
    label,
    async call(args: unknown): Promise<RuntimeCall> {
      const execute = built.execute;
      if (execute === undefined) return { kind: 'threw', error: 'makeCoreToolV5 made no execute' };
      // Measured through Agent.generate: a call whose arguments are JSON null gets neither execute nor a result.
      if (args === null)
        return {
          kind: 'rejected',
          issues: [{ message: "Mastra's agent loop drops a tool call whose arguments are null: execute does not run" }],
        };
      const toolCallId = `toolfuzz-${++calls}`;
      let pending: Promise<unknown>;
      try {
        pending = execute(args, { toolCallId, messages: [] });
      } catch (thrown) {
        return { kind: 'threw', error: describeError(thrown) };
      }
      const settled = await withTimeout(Promise.resolve(pending), callTimeoutMs);
      const reached = received.has(toolCallId);
      const input = received.get(toolCallId);
      received.delete(toolCallId);
      if (settled.status === 'timeout') return { kind: 'hung', afterMs: callTimeoutMs };
      if (settled.status === 'rejected') return { kind: 'threw', error: describeError(settled.reason) };
      if (reached) return { kind: 'accepted', output: input };
      if (isValidationError(settled.value))
        return { kind: 'rejected', issues: issuesOf(settings, args, settled.value), text: settled.value.message };
      return { kind: 'threw', error: `Mastra neither ran execute nor refused the input: ${describeError(settled.value)}` };
    },
    dispose() {},
  };
}
