import { join } from 'node:path';
import { findProjectPackage, importFromPackage, type ProjectPackage } from '../library/projectPackage.ts';
import { exportedFunction } from './frameworkExport.ts';
import { missingFrameworkPackage } from './frameworkPackage.ts';
import type { AgentsFunctionTool } from './openaiAgentsTool.ts';

/** What `prepareFunctionToolInput` returns: the parse the runner hands to `invoke`, success or failure. */
export interface AgentsPreparedInput {
  readonly result: { readonly success: true; readonly value: unknown } | { readonly success: false; readonly error: unknown };
}

/** The Agents SDK functions toolfuzz calls, from the user's project. */
export interface AgentsModules {
  /** `@openai/agents` when the project has it (what users install), else `@openai/agents-core`: the version reports name. */
  readonly sdk: ProjectPackage;
  /** The runner's own step before invoke: the parser tool() registered for this tool, on the model's argument text (undefined: not a tool() result of this SDK copy). */
  readonly prepareFunctionToolInput: (tool: AgentsFunctionTool, input: string | undefined) => AgentsPreparedInput | undefined;
  /** Attaches a prepared parse to invoke's details, as the runner does, so invoke uses it instead of parsing again. */
  readonly setFunctionToolPreparedInput: (details: object, prepared: AgentsPreparedInput) => void;
  readonly RunContext: new () => object;
}

/** `@openai/agents-core` as `@openai/agents` finds it: hoisted beside it, or its own nested copy. */
function corePackage(modulePath: string, agents: ProjectPackage | undefined): ProjectPackage | undefined {
  return (
    findProjectPackage('@openai/agents-core', modulePath) ??
    (agents === undefined ? undefined : findProjectPackage('@openai/agents-core', join(agents.dir, 'package.json')))
  );
}

/** The SDK packages of the user's project, without importing anything (the main thread only names them). */
export function agentsPackages(modulePath: string): { readonly sdk?: ProjectPackage; readonly core?: ProjectPackage } {
  const agents = findProjectPackage('@openai/agents', modulePath);
  const core = corePackage(modulePath, agents);
  const sdk = agents ?? core;
  return { ...(sdk === undefined ? {} : { sdk }), ...(core === undefined ? {} : { core }) };
}

const loaded = new Map<string, Promise<AgentsModules>>();

async function load(modulePath: string, label: string): Promise<AgentsModules> {
  const { sdk, core } = agentsPackages(modulePath);
  if (sdk === undefined || core === undefined) throw missingFrameworkPackage('@openai/agents', label);
  const where = `@openai/agents-core ${core.version ?? ''}`.trim();
  // The module the user's tools registered their parsers in: the same file as their import, so the same WeakMap.
  const internal = await importFromPackage(core, './utils/internal', modulePath);
  const main = await importFromPackage(core, '.', modulePath);
  if (internal === undefined || main === undefined) throw missingFrameworkPackage('@openai/agents', label);
  return {
    sdk,
    prepareFunctionToolInput: exportedFunction(internal, 'prepareFunctionToolInput', `${where}/utils/internal`),
    setFunctionToolPreparedInput: exportedFunction(internal, 'setFunctionToolPreparedInput', `${where}/utils/internal`),
    RunContext: exportedFunction(main, 'RunContext', where),
  };
}

/** The Agents SDK as the user's module finds it (cached per module); missing: the one-line UsageError naming @openai/agents. */
export function agentsModules(modulePath: string, label: string): Promise<AgentsModules> {
  let pending = loaded.get(modulePath);
  if (pending === undefined) {
    pending = load(modulePath, label);
    loaded.set(modulePath, pending);
    pending.catch(() => loaded.delete(modulePath));
  }
  return pending;
}
