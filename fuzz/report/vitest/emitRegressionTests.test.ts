import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fuzz } from '../../api/fuzz.ts';
import { REPO_ROOT } from '../../testing/repoRoot.ts';
import { runMain } from '../../testing/runMain.ts';
import { emitRegressionTests } from './emitRegressionTests.ts';

const run = promisify(execFile);

// Inside the repository, so the modules below resolve zod from its node_modules as a user's project would.
mkdirSync(join(REPO_ROOT, '.scratch'), { recursive: true });
const dir = mkdtempSync(join(REPO_ROOT, '.scratch', 'emit-vitest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// zod 4's default converter lists a .default() key as required while zod accepts it missing.
const DRIFTING = `import { z } from 'zod';
export const tools = { search: { inputSchema: z.strictObject({ query: z.string(), page: z.int().min(1).max(9).default(1) }) } };
`;
// The same tool, fixed: the key is optional in the schema and in the runtime alike.
const FIXED = `import { z } from 'zod';
export const tools = { search: { inputSchema: z.strictObject({ query: z.string(), page: z.int().min(1).max(9).optional() }) } };
`;

interface VitestJson {
  readonly testResults: readonly { readonly name: string; readonly status: string }[];
}

describe('toolfuzz replay --emit-vitest', () => {
  it('writes a test per finding that fails against the drifting module and passes against a fixed copy', async () => {
    const drifting = join(dir, 'drifting.ts');
    const fixed = join(dir, 'fixed.ts');
    writeFileSync(drifting, DRIFTING);
    writeFileSync(fixed, FIXED);
    const report = await fuzz({ subject: drifting, runs: 30, seed: 1, workers: 1, corpus: false, cwd: dir });
    const finding = report.findings.find((f) => f.kind === 'FALSE_ACCEPT' && f.tool === 'search');
    expect(finding, JSON.stringify(report.findings.map((f) => f.kind))).toBeDefined();
    const id = finding?.id as string;

    const [againstDrifting] = emitRegressionTests(report, {
      ids: [id],
      dir: join(dir, 'tests-drifting'),
      subject: undefined,
      shownAs: 'report',
    });
    const [againstFixed] = emitRegressionTests(report, { ids: [id], dir: join(dir, 'tests-fixed'), subject: fixed, shownAs: 'report' });
    const text = readFileSync(againstDrifting as string, 'utf8');
    expect(text).toContain(`args (the exact JSON sent): ${finding?.argsJson}`);
    expect(text).toContain('advertised schema: ');
    expect(text).toContain('A fixed tool: the runtime rejects these args, or the advertised schema allows them.');
    expect(finding?.fix).toEqual(expect.any(String));
    expect(text).toContain(`Fix: ${finding?.fix}`);
    expect(text).toContain(`new URL("../drifting.ts", import.meta.url)`);

    // The emitted files import the package by its name, as in a user's project: point it at the sources.
    const config = join(dir, 'vitest.config.mjs');
    writeFileSync(
      config,
      `export default { resolve: { alias: { toolfuzz: ${JSON.stringify(join(REPO_ROOT, 'fuzz/index.ts'))} } }, test: { include: ['tests-*/*.test.ts'] } };\n`,
    );
    const out = join(dir, 'results.json');
    const vitest = join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
    await run(process.execPath, [vitest, 'run', '--root', dir, '--config', config, '--reporter=json', `--outputFile=${out}`], {
      cwd: dir,
    }).catch(() => undefined);
    const results = JSON.parse(readFileSync(out, 'utf8')) as VitestJson;
    const statusOf = (file: string | undefined): string | undefined => results.testResults.find((r) => r.name === file)?.status;
    expect(statusOf(againstDrifting)).toBe('failed');
    expect(statusOf(againstFixed)).toBe('passed');

    // The CLI writes every finding when no --id is given, and says where.
    writeFileSync(join(dir, 'report.json'), JSON.stringify(report));
    const cli = await runMain(['replay', 'report.json', '--emit-vitest', 'all'], { cwd: dir });
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(`wrote all/toolfuzz-${id}-search.test.ts`);
    expect(cli.stdout).toContain(`${report.findings.length} regression test`);
  });

  it('needs --id or --emit-vitest, and names an unknown id, in one line with exit 2', async () => {
    const none = await runMain(['replay', 'report.json'], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/needs --id <F1> \(the finding to replay\) or --emit-vitest <dir>/);
    expect(none.stderr.trim().split('\n')).toHaveLength(1);
    const unknown = await runMain(['replay', 'report.json', '--emit-vitest', 'x', '--id', 'F99'], { cwd: dir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no finding F99/);
  });
});
