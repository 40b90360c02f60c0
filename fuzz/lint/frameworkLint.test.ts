import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLintSources } from './lintSources.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('lint --subject on framework tools', () => {
  it('lints the schema the framework sends, not the library default', async () => {
    const { tools } = await loadLintSources({
      libraryModule: join(ROOT, 'fixtures/framework-unit/ai-sdk-shapes.ts'),
      toolsJson: [],
      cwd: ROOT,
    });
    const search = tools.find((tool) => tool.name === 'search');
    // The AI SDK's view: draft-07, io "input" (the defaulted limit optional), closed.
    expect(search?.schema).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      required: ['query'],
      additionalProperties: false,
    });
    expect(tools.map((tool) => tool.name)).toEqual(['search', 'lookup', 'weather', 'remind']);
  });
});
