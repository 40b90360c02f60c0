import type { ProjectPackage } from '../library/projectPackage.ts';
import { importFrameworkDependency, importFrameworkPackage } from './frameworkPackage.ts';

/** The AI SDK's own Schema object (what `asSchema` returns): the JSON Schema it sends and the check it runs. */
export interface AiSdkSchema {
  readonly jsonSchema: unknown;
  readonly validate?: unknown;
}

/** What a safeParseJSON / safeValidateTypes call of `@ai-sdk/provider-utils` resolves to. */
export type AiSdkParseResult = { readonly success: true; readonly value: unknown } | { readonly success: false; readonly error: unknown };

/**
 * The AI SDK functions toolfuzz calls, from the user's project: `ai`'s exports, and the
 * `@ai-sdk/provider-utils` that `ai` itself imports (parseToolCall's safeParseJSON and
 * safeValidateTypes are not re-exported by `ai`).
 */
export interface AiSdkModules {
  readonly ai: ProjectPackage;
  readonly asSchema: (schema: unknown) => AiSdkSchema;
  readonly safeParseJSON: (options: { text: string; schema: AiSdkSchema }) => Promise<AiSdkParseResult>;
  readonly safeValidateTypes: (options: { value: unknown; schema: AiSdkSchema }) => Promise<AiSdkParseResult>;
  readonly getErrorMessage: (error: unknown) => string;
  /** `new InvalidToolInputError({ toolName, toolInput, cause })`: the error a refused call becomes, whose message the model gets. */
  readonly InvalidToolInputError: new (options: {
    toolName: string;
    toolInput: string;
    cause: unknown;
  }) => Error;
}

function fn<T>(exports: Record<string, unknown>, name: string, where: string): T {
  const value = exports[name];
  if (typeof value !== 'function')
    throw new Error(`${where} exports no ${name} function: this AI SDK version is not one toolfuzz knows (see docs/frameworks.md)`);
  return value as T;
}

// One load per `ai` folder: every tool of a module (and every module of a project) shares it.
const loaded = new Map<string, Promise<AiSdkModules>>();

async function load(modulePath: string, label: string): Promise<AiSdkModules> {
  const { pkg, exports } = await importFrameworkPackage('ai', '.', modulePath, label);
  const utils = await importFrameworkDependency(pkg, '@ai-sdk/provider-utils', label);
  const where = `@ai-sdk/provider-utils ${utils.pkg.version ?? ''}`.trim();
  return {
    ai: pkg,
    asSchema: fn(exports, 'asSchema', `ai ${pkg.version ?? ''}`),
    safeParseJSON: fn(utils.exports, 'safeParseJSON', where),
    safeValidateTypes: fn(utils.exports, 'safeValidateTypes', where),
    getErrorMessage: fn(utils.exports, 'getErrorMessage', where),
    InvalidToolInputError: fn(exports, 'InvalidToolInputError', `ai ${pkg.version ?? ''}`),
  };
}

/** The AI SDK as the user's module finds it (cached per module's `ai`); missing: the one-line UsageError naming `ai`. */
export function aiSdkModules(modulePath: string, label: string): Promise<AiSdkModules> {
  let pending = loaded.get(modulePath);
  if (pending === undefined) {
    pending = load(modulePath, label);
    loaded.set(modulePath, pending);
    // A failed load is not cached: the next module may find the package.
    pending.catch(() => loaded.delete(modulePath));
  }
  return pending;
}
