// The layering the architecture promises (docs/architecture.md): the CLI is a caller, never a
// library for the rest; and the engine and run/ reach producers only through their registry.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliImports, producerFolderImports, producerLiterals, productFiles } from './testing/layering.ts';
import { tempFolder } from './testing/tempFolder.ts';

const FUZZ = import.meta.dirname;
const CLI = join(FUZZ, 'cli');
const PRODUCERS = join(FUZZ, 'producers');
// The engine below and around `PreparedTool`: the case engine, the judge, the shrinker, the runner.
const PRODUCER_BLIND = ['engine', 'run', 'cases', 'judge', 'shrink', 'schema'].map((folder) => join(FUZZ, folder));

const scratch = tempFolder('layering');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// file -> what it should not have, for every file that has some.
function violations(files: readonly string[], check: (file: string) => string[]): Record<string, string[]> {
  return Object.fromEntries(files.map((file) => [relative(FUZZ, file), check(file)] as const).filter(([, found]) => found.length > 0));
}

describe('the layering', () => {
  it('no product file outside fuzz/cli/ imports from it', () => {
    const outside = productFiles(FUZZ).filter((file) => !file.startsWith(`${CLI}/`));
    expect(outside.length).toBeGreaterThan(300);
    expect(violations(outside, (file) => cliImports(file, CLI))).toEqual({});
  });

  it('no file of the engine (cases, judge, shrink, schema toolkit, runner) or run/ names a producer or imports from a producer folder', () => {
    const blind = PRODUCER_BLIND.flatMap(productFiles);
    expect(blind.length).toBeGreaterThan(30);
    expect(violations(blind, producerLiterals)).toEqual({});
    expect(violations(blind, (file) => producerFolderImports(file, PRODUCERS))).toEqual({});
  });

  it('the checks see a producer named in code (not in comments), a producer-folder import and a CLI import', () => {
    mkdirSync(join(scratch, 'engine'), { recursive: true });
    const file = join(scratch, 'engine', 'leaky.ts');
    writeFileSync(
      file,
      [
        "import { McpPreparer } from '../producers/mcp/mcpPreparer.ts';",
        "import { findAgain } from '../producers/producerRegistry.ts';",
        "import { main } from '../cli/main.ts';",
        "// an 'mcp' tool, said in a comment: fine",
        "/* 'library' in a block comment: fine */",
        "const isMcp = (tool: { producer: string }) => tool.producer === 'mcp' || tool.producer === `library`;",
      ].join('\n'),
    );
    expect(producerLiterals(file)).toEqual(['6:mcp', '6:library']);
    expect(producerFolderImports(file, join(scratch, 'producers'))).toEqual([join('mcp', 'mcpPreparer.ts')]);
    expect(cliImports(file, join(scratch, 'cli'))).toEqual(['main.ts']);
  });
});
