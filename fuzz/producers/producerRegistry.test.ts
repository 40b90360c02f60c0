import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC_SOURCES } from '../options/packageRoot.ts';
import { frameworkProducer } from './framework/frameworkProducer.ts';
import type { LoadRequest } from './producer.ts';
import { loadTools } from './producerRegistry.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const request: LoadRequest = {
  subject: 'fixtures/framework-unit/mixed-kinds.ts',
  specs: [...DEFAULT_SPEC_SOURCES],
  randomSpecs: false,
  seed: 1,
  callTimeoutMs: 1000,
};

describe('loadTools: a module holding library and framework tools', () => {
  it('loads both kinds in one pass, in export order, with names unique across the two kinds', async () => {
    const { tools } = await loadTools(request, { cwd: ROOT });
    expect(tools.map((tool) => [tool.name, tool.producer, tool.origin])).toEqual([
      ['search', 'library', 'fixtures/framework-unit/mixed-kinds.ts#search'],
      ['lookup', 'framework', 'fixtures/framework-unit/mixed-kinds.ts#tools.lookup'],
      ['search#2', 'framework', 'fixtures/framework-unit/mixed-kinds.ts#webSearch'],
    ]);
  });

  it('the framework producer answers no load: the library producer has loaded its tools already', async () => {
    expect(await frameworkProducer.load(request, { cwd: ROOT })).toBeUndefined();
  });
});
