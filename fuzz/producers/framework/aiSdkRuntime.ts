import { describeError } from '../../errors/describeError.ts';
import type { RuntimeIssue } from '../../model/runtimeVerdict.ts';
import { withTimeout } from '../../tool/withTimeout.ts';
import type { RuntimeCall, ToolRuntime } from '../../tool/schemaTool/toolRuntime.ts';
import { standardIssues } from '../library/standardIssues.ts';
import type { AiSdkModules, AiSdkParseResult, AiSdkSchema } from './aiSdkModules.ts';

/** What an AI SDK runtime is made of: the framework's functions, the tool's Schema, its name and the library under it (for issue codes). */
export interface AiSdkRuntimeSettings {
  readonly modules: AiSdkModules;
  readonly schema: AiSdkSchema;
  readonly toolName: string;
  /** `zod`, `zod3`, `valibot`, ... when known: which issue codes mean a refine or check (a hidden constraint). */
  readonly library?: string;
  readonly label: string;
  readonly callTimeoutMs: number;
}

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

function marked(error: unknown, name: string): boolean {
  return isRecord(error) && error['name'] === name;
}

/** The issue list a validation error carries: zod's and valibot's errors hold `issues`; a Standard Schema result's issues come as the cause itself. */
function issueList(cause: unknown): unknown[] | undefined {
  if (Array.isArray(cause)) return cause;
  if (isRecord(cause) && Array.isArray(cause['issues'])) return cause['issues'] as unknown[];
  return undefined;
}

/** Which library made issues the Schema object reports (valibotSchema() issues carry `kind`), when the tool's schema did not say. */
function libraryOfIssues(issues: readonly unknown[]): string | undefined {
  const first = issues[0];
  return isRecord(first) && typeof first['kind'] === 'string' && typeof first['type'] === 'string' ? 'valibot' : undefined;
}

/**
 * The verdict parseToolCall's result stands for. A JSONParseError (the secure parser refusing a
 * `__proto__` key) and a TypeValidationError are refusals the model is told about in a tool-error
 * part (a validate that throws is one too: safeValidateTypes catches it), with the issues the
 * library gave when it gave some.
 */
function verdictOf(result: AiSdkParseResult, settings: AiSdkRuntimeSettings, text: string): RuntimeCall {
  if (result.success) return { kind: 'accepted', output: result.value };
  const { modules, toolName } = settings;
  const error = result.error;
  const told = modules.getErrorMessage(new modules.InvalidToolInputError({ toolName, toolInput: text, cause: error }));
  if (marked(error, 'AI_JSONParseError')) {
    const cause = isRecord(error) ? error['cause'] : undefined;
    return {
      kind: 'rejected',
      issues: [{ message: `secureJsonParse: ${modules.getErrorMessage(cause ?? error)}`, code: 'AI_JSONParseError' }],
      text: told,
    };
  }
  const cause = isRecord(error) ? error['cause'] : undefined;
  const issues = issueList(cause);
  // A validate that returned a bare error, or threw: safeValidateTypes folds both into a refusal, and the model gets a tool-error either way.
  if (issues === undefined)
    return { kind: 'rejected', issues: [{ message: `validate: ${modules.getErrorMessage(cause ?? error)}` }], text: told };
  const found: RuntimeIssue[] = standardIssues(settings.library ?? libraryOfIssues(issues) ?? 'standard-schema', issues);
  return { kind: 'rejected', issues: found.length === 0 ? [{ message: told }] : found, text: told };
}

/**
 * The AI SDK's path from the model's argument text to `execute`, as parseToolCall (ai 7,
 * generate-text/parse-tool-call.ts) takes it, through the framework's own exported functions: an
 * empty text is validated as `{}`, any other goes through safeParseJSON (secureJsonParse, then
 * safeValidateTypes with the Schema's validate). `accepted.output` is the parsed value, which is
 * what the AI SDK hands `execute`; `rejected.text` is the tool-error message the model gets. The
 * tool's own `execute` is never called. (generateText with a mock model gives the same verdicts at
 * ~2% of the speed: fixtures/frameworks/ai-sdk/generateTextAgreement.test.ts.)
 */
export function aiSdkRuntime(settings: AiSdkRuntimeSettings): ToolRuntime {
  const { modules, schema, label, callTimeoutMs } = settings;
  return {
    label,
    async call(_args: unknown, argsJson: string | undefined): Promise<RuntimeCall> {
      // A model that sent no arguments sends an empty text to the AI SDK.
      const text = argsJson ?? '';
      let pending: Promise<AiSdkParseResult>;
      try {
        pending = text.trim() === '' ? modules.safeValidateTypes({ value: {}, schema }) : modules.safeParseJSON({ text, schema });
      } catch (thrown) {
        return { kind: 'threw', error: describeError(thrown) };
      }
      const settled = await withTimeout(pending, callTimeoutMs);
      if (settled.status === 'timeout') return { kind: 'hung', afterMs: callTimeoutMs };
      if (settled.status === 'rejected') return { kind: 'threw', error: describeError(settled.reason) };
      return verdictOf(settled.value, settings, text);
    },
    dispose() {},
  };
}
