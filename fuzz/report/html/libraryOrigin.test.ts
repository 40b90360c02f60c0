import { describe, expect, it } from 'vitest';
import type { LibraryOrigin } from '../../tool/toolUnderTest.ts';
import { fakeFinding, fakeReport, fakeTool } from '../../testing/reportFixture.ts';
import { renderFindingsSection } from './findingsSection.ts';
import { renderLibraryOrigin } from './libraryOrigin.ts';
import { renderToolsTable } from './toolsTable.ts';

const zod4: LibraryOrigin = {
  library: 'zod',
  libraryVersion: '4.6.7',
  converter: { kind: 'converter', package: 'zod', version: '4.6.7', options: {} },
};
const zod3: LibraryOrigin = {
  library: 'zod3',
  libraryVersion: '3.25.76',
  converter: { kind: 'converter', package: 'zod-to-json-schema', version: '3.25.2', options: { target: 'openAi' } },
};
const given: LibraryOrigin = { library: 'valibot', libraryVersion: '1.5.0', converter: { kind: 'given' } };
const text = (html: string): string => html.replace(/<[^>]+>/g, '');

describe('the library of a library tool in the HTML report', () => {
  it('names the library, the converter with its package and version, and its options', () => {
    expect(text(renderLibraryOrigin(zod4))).toBe('library zod 4.6.7 · schema by z.toJSONSchema (zod 4.6.7) · options defaults');
    expect(text(renderLibraryOrigin(zod3))).toBe(
      'library zod3 3.25.76 · schema by zod-to-json-schema 3.25.2 · options {&quot;target&quot;:&quot;openAi&quot;}',
    );
    expect(text(renderLibraryOrigin(given))).toBe('library valibot 1.5.0 · schema given by the module (jsonSchema)');
  });

  it('is a column of the tools table only when some tool has a library', () => {
    const plain = renderToolsTable(fakeReport([], [fakeTool('a')]));
    expect(plain).not.toContain('library · converter');
    const mixed = renderToolsTable(fakeReport([], [{ ...fakeTool('search'), producer: 'library', library: zod4 }, fakeTool('b')]));
    expect(mixed).toContain('<th>library · converter</th>');
    expect(text(mixed)).toContain('zod 4.6.7 via z.toJSONSchemazod 4.6.7 · options defaults');
  });

  it('lists the tools that were not fuzzed, with why, under the tools table', () => {
    const report = {
      ...fakeReport([], [fakeTool('a')]),
      skippedTools: [{ tool: 'shout', reason: 'zod cannot convert its schema: Transforms <b>' }],
    };
    const html = renderToolsTable(report);
    expect(html).toContain('1 tools fuzzed, 1 not');
    expect(text(html)).toContain('not fuzzed: shout (zod cannot convert its schema: Transforms &lt;b&gt;)');
  });

  it("is on the finding card of a library tool, and not on another tool's", () => {
    const tools = [{ ...fakeTool('search'), producer: 'library' as const, library: zod4 }, fakeTool('plain')];
    const html = renderFindingsSection(
      fakeReport(
        [fakeFinding({ id: 'F1', fingerprint: 'a', tool: 'search' }), fakeFinding({ id: 'F2', fingerprint: 'b', tool: 'plain' })],
        tools,
      ),
    );
    const cards = html.split('<article').slice(1);
    expect(cards[0]).toContain('library-origin');
    expect(text(cards[0] ?? '')).toContain('schema by z.toJSONSchema');
    expect(cards[1]).not.toContain('library-origin');
  });
});
