import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fuzz } from '../../api/fuzz.ts';
import { UsageError } from '../../errors/usageError.ts';
import { FRAMEWORK_ADAPTERS, frameworkChoices, parseFrameworkChoice } from './frameworkAdapters.ts';

describe('the framework adapters', () => {
  it('have one adapter per name, and --framework takes those names and none', () => {
    const names = FRAMEWORK_ADAPTERS.map((adapter) => adapter.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('ai-sdk');
    expect(frameworkChoices()).toEqual([...names, 'none']);
    for (const choice of frameworkChoices()) expect(parseFrameworkChoice(choice)).toBe(choice);
  });

  it('refuse an unknown --framework in one line naming the known ones', () => {
    expect(() => parseFrameworkChoice('vercel')).toThrow(
      new UsageError(`--framework must be one of ${frameworkChoices().join(', ')}, got "vercel"`),
    );
  });

  it('refuse an unknown framework given to fuzz() before any campaign runs', async () => {
    const subject = fileURLToPath(new URL('../../../fixtures/framework-unit/plain-library.ts', import.meta.url));
    await expect(fuzz({ subject, framework: 'vercel' as never, corpus: false, runs: 1, workers: 1 })).rejects.toThrow(
      /--framework must be one of .*ai-sdk.*, none, got "vercel"/,
    );
  });

  it('recognise nothing that is not a tool object', () => {
    for (const adapter of FRAMEWORK_ADAPTERS) {
      for (const value of [undefined, null, 1, 'tool', [], {}, { inputSchema: 1 }, { inputSchema: { type: 'object' } }])
        expect(adapter.recognizes(value), `${adapter.name} ${JSON.stringify(value)}`).toBe(false);
    }
  });
});
