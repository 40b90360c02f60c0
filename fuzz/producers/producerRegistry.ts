import type { ReplayTarget } from '../model/replayTarget.ts';
import type { ToolPreparer } from '../engine/worker/toolPreparer.ts';
import { UsageError } from '../errors/usageError.ts';
import type { ToolUnderTest } from '../tool/toolUnderTest.ts';
import { libraryProducer } from './library/libraryProducer.ts';
import { frameworkProducer } from './framework/frameworkProducer.ts';
import { mcpProducer } from './mcp/mcpProducer.ts';
import { ToolModules } from './toolModules.ts';
import type {
  FindingSchema,
  LoadContext,
  LoadedTools,
  LoadRequest,
  PreparerSetup,
  Producer,
  ProducerName,
  ReplayFrom,
  ToolOf,
} from './producer.ts';

export type { PreparerSetup, ProducerName, ReplayFrom } from './producer.ts';
import { schemaSpecProducer } from './schemaSpec/schemaSpecProducer.ts';

/**
 * Every producer, by the name its tools carry. The one place that names them: the engine, the
 * worker and `run/` reach a producer only through here. Loading asks them in this order (the first
 * whose `load` answers makes the campaign): an MCP server when one is asked for, else the subject
 * module by its kind. To add a producer, write its `Producer` entry (see producer.ts) and list it.
 */
export const PRODUCERS: { readonly [P in ProducerName]?: Producer<P> } = {
  mcp: mcpProducer,
  'schema-spec': schemaSpecProducer,
  library: libraryProducer,
  framework: frameworkProducer,
};

/** The entry of a producer; one not registered is a toolfuzz bug (a tool cannot name a producer that does not exist). */
export function producerOf<P extends ProducerName>(name: P): Producer<P> {
  const producer = PRODUCERS[name] as Producer<P> | undefined;
  if (producer === undefined) throw new Error(`no producer is registered for ${name} tools`);
  return producer;
}

function registered(): Producer<ProducerName>[] {
  return Object.values(PRODUCERS) as Producer<ProducerName>[];
}

/** The run's tools, from the first producer that recognises what the request names (see PRODUCERS). */
export async function loadTools(request: LoadRequest, ctx: LoadContext): Promise<LoadedTools> {
  for (const producer of registered()) {
    const loaded = await producer.load(request, ctx);
    if (loaded !== undefined) return loaded;
  }
  throw new UsageError(`${request.subject}: toolfuzz cannot tell what kind of subject this is`);
}

/** A worker's preparers, one per producer its tools come from, made once. */
export async function preparersFor(names: readonly ProducerName[], setup: PreparerSetup): Promise<Map<ProducerName, ToolPreparer>> {
  const made = new Map<ProducerName, ToolPreparer>();
  // One import of a module for all of them: a module's library and framework tools share it.
  const shared: PreparerSetup = { ...setup, modules: setup.modules ?? new ToolModules() };
  for (const name of new Set(names)) made.set(name, (await producerOf(name).preparer(shared)) as ToolPreparer);
  return made;
}

/** Each target given the tool to replay it through, by whichever producer knows it (see Producer.findAgain). */
export async function findAgain<T extends ReplayTarget>(targets: readonly T[], from: ReplayFrom): Promise<T[]> {
  let found = [...targets];
  for (const producer of registered()) found = await producer.findAgain(found, from);
  return found;
}

/** What a finding of `tool` carries to show and replay it: its producer's spec or advertised schema. */
export function findingSchema(tool: ToolUnderTest): FindingSchema {
  return producerOf(tool.producer).findingSchema(tool as ToolOf<typeof tool.producer>);
}

/** Extra time a replayed case of `tool` may need before its call starts (its producer starting a server). */
export function replayStartupMs(tool: ToolUnderTest | undefined, callTimeoutMs: number): number {
  return tool === undefined ? 0 : (producerOf(tool.producer).startupMs?.(callTimeoutMs) ?? 0);
}
