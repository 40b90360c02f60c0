import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ReplayTarget } from '../../engine/replayFinding.ts';
import type { ToolUnderTest } from '../../tool/toolUnderTest.ts';
import { DEFAULT_SPEC_SOURCES } from '../../options/packageRoot.ts';
import { REPO_ROOT } from '../../testing/repoRoot.ts';
import { usageErrorOf } from '../../testing/usageErrorOf.ts';
import { libraryProducer } from '../library/libraryProducer.ts';

const DRIFTING = fileURLToPath(new URL('../../../fixtures/frameworks/mastra/drifting.ts', import.meta.url));
const request = (providers?: string[]) => ({
  subject: DRIFTING,
  specs: [...DEFAULT_SPEC_SOURCES],
  randomSpecs: false,
  seed: 1,
  callTimeoutMs: 3000,
  ...(providers === undefined ? {} : { providers }),
});

function searchTool(tools: readonly ToolUnderTest[] | undefined): ToolUnderTest {
  const tool = tools?.find((t) => t.name === 'optional-sent-required');
  if (tool === undefined) throw new Error('the Mastra fixture lost its optional-sent-required tool');
  return tool;
}

describe('--provider picks the view of a framework that rewrites schemas per provider (Mastra)', () => {
  it("fuzzes the first --provider's view, and names the default view when none is given", async () => {
    const cwd = REPO_ROOT;
    const fallback = searchTool((await libraryProducer.load(request(), { cwd }))?.tools);
    const anthropic = searchTool((await libraryProducer.load(request(['anthropic', 'openai']), { cwd }))?.tools);
    // OpenAI's compat layer sends the optional key required and nullable; Anthropic's leaves it optional.
    expect(fallback).toMatchObject({
      producer: 'framework',
      framework: { provider: 'openai', options: { compatLayer: 'OpenAISchemaCompatLayer' } },
      advertised: { required: ['query', 'collection'] },
    });
    expect(anthropic).toMatchObject({
      producer: 'framework',
      framework: { provider: 'anthropic', options: { compatLayer: 'AnthropicSchemaCompatLayer' } },
      advertised: { required: ['query'] },
    });
    // toolfuzz's own provider names map onto Mastra's layers.
    expect(searchTool((await libraryProducer.load(request(['gemini']), { cwd }))?.tools)).toMatchObject({
      framework: { provider: 'google' },
    });
  }, 60_000);

  it('replays a finding in the view the report recorded', async () => {
    const target: ReplayTarget = { tool: 'optional-sent-required', argsJson: '{}', kind: 'FALSE_ACCEPT', blame: 'converter' };
    const [found] = await libraryProducer.findAgain([target], {
      subject: DRIFTING,
      cwd: REPO_ROOT,
      callTimeoutMs: 3000,
      provider: 'anthropic',
    });
    expect(found?.toolNow).toMatchObject({ framework: { provider: 'anthropic' }, advertised: { required: ['query'] } });
  }, 60_000);

  it('refuses a provider Mastra has no view for in one line', async () => {
    const error = await usageErrorOf(() => libraryProducer.load(request(['mistral']), { cwd: REPO_ROOT }));
    expect(error.message).toMatch(/^Mastra has no provider view "mistral"/);
  }, 60_000);
});
