import { UsageError } from '../../errors/usageError.ts';
import type { FrameworkName } from '../../tool/toolUnderTest.ts';
import { aiSdkAdapter } from './aiSdkAdapter.ts';
import type { FrameworkAdapter } from './frameworkAdapter.ts';
import { langchainAdapter } from './langchainAdapter.ts';
import { mastraAdapter } from './mastraAdapter.ts';
import { openaiAgentsAdapter } from './openaiAgentsAdapter.ts';

/**
 * Every framework toolfuzz drives, one line each, tried in this order on each tool (the first that
 * recognises a tool takes it). An adapter whose tools share a plain shape with library tools (the
 * AI SDK's) comes last, so a framework with a mark of its own is asked first.
 */
export const FRAMEWORK_ADAPTERS: readonly FrameworkAdapter[] = [mastraAdapter, openaiAgentsAdapter, langchainAdapter, aiSdkAdapter];

/** `--framework`: one adapter forced, `none` (library defaults, as before frameworks), or undefined (tell each tool's framework from the tool). */
export type FrameworkChoice = FrameworkName | 'none';

/** The names `--framework` takes. */
export function frameworkChoices(): readonly string[] {
  return [...FRAMEWORK_ADAPTERS.map((adapter) => adapter.name), 'none'];
}

/** The `--framework` value as a choice; an unknown name is a one-line UsageError listing the known ones. */
export function parseFrameworkChoice(value: string): FrameworkChoice {
  const known = frameworkChoices();
  if (!known.includes(value)) throw new UsageError(`--framework must be one of ${known.join(', ')}, got ${JSON.stringify(value)}`);
  return value as FrameworkChoice;
}

/** The adapter of `name`; a name with no adapter (yet) is a toolfuzz bug or a report from a newer toolfuzz. */
export function frameworkAdapter(name: FrameworkName): FrameworkAdapter {
  const adapter = FRAMEWORK_ADAPTERS.find((candidate) => candidate.name === name);
  if (adapter === undefined) throw new UsageError(`this toolfuzz has no adapter for the ${name} framework`);
  return adapter;
}
