import type { ProjectPackage } from '../library/projectPackage.ts';
import { importFrameworkDependency, importFrameworkPackage } from './frameworkPackage.ts';
import type { MastraModelInfo } from './mastraViews.ts';

/** A Mastra tool made into what an agent hands the AI SDK loop: its Schema (the JSON Schema sent) and the execute the agent calls. */
export interface MastraCoreTool {
  readonly inputSchema?: { readonly jsonSchema: unknown };
  readonly execute?: (args: unknown, options: Record<string, unknown>) => Promise<unknown>;
}

/** A compat layer of @mastra/schema-compat, as CoreToolBuilder.build makes one per provider. */
type CompatLayerClass = new (model: MastraModelInfo) => { shouldApply(): boolean };

/** The Mastra functions toolfuzz calls, from the user's project. */
export interface MastraModules {
  readonly core: ProjectPackage;
  /** `makeCoreToolV5(tool, options)` from `@mastra/core/utils`: what the Agent calls on each of its tools (CoreToolBuilder.buildV5). */
  readonly makeCoreToolV5: (tool: unknown, options: Record<string, unknown>) => MastraCoreTool;
  /** The compat layer that applies for a model, by CoreToolBuilder.build's order (the first whose shouldApply holds). */
  readonly compatLayerFor: (model: MastraModelInfo) => string | undefined;
}

// CoreToolBuilder.build's order: the first layer whose shouldApply() holds rewrites the schema.
const LAYER_ORDER = [
  'OpenAIReasoningSchemaCompatLayer',
  'OpenAISchemaCompatLayer',
  'GoogleSchemaCompatLayer',
  'AnthropicSchemaCompatLayer',
  'DeepSeekSchemaCompatLayer',
  'MetaSchemaCompatLayer',
];

const loaded = new Map<string, Promise<MastraModules>>();

async function load(modulePath: string, label: string): Promise<MastraModules> {
  const { pkg, exports } = await importFrameworkPackage('@mastra/core', './utils', modulePath, label);
  const makeCoreToolV5 = exports['makeCoreToolV5'];
  if (typeof makeCoreToolV5 !== 'function')
    throw new Error(
      `@mastra/core ${pkg.version ?? ''} exports no makeCoreToolV5 from @mastra/core/utils: this Mastra version is not one toolfuzz knows (see docs/frameworks.md)`,
    );
  // Only for the report's options: a schema-compat toolfuzz cannot load names no layer, it changes no verdict.
  const compat = await importFrameworkDependency(pkg, '@mastra/schema-compat', label).catch(() => undefined);
  const compatLayerFor = (model: MastraModelInfo): string | undefined =>
    LAYER_ORDER.find((name) => {
      const Layer = compat?.exports[name];
      return typeof Layer === 'function' && new (Layer as CompatLayerClass)(model).shouldApply();
    });
  return { core: pkg, makeCoreToolV5: makeCoreToolV5 as MastraModules['makeCoreToolV5'], compatLayerFor };
}

/** Mastra as the user's module finds it (cached per module); missing: the one-line UsageError naming @mastra/core. */
export function mastraModules(modulePath: string, label: string): Promise<MastraModules> {
  let pending = loaded.get(modulePath);
  if (pending === undefined) {
    pending = load(modulePath, label);
    loaded.set(modulePath, pending);
    pending.catch(() => loaded.delete(modulePath));
  }
  return pending;
}
