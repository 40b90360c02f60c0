// What `npm pack` ships, used as a new user would: installed into a scratch project, run through
// npx, imported from plain Node, type-checked by a TypeScript consumer. Slow (a pack, an install),
// so one pack and one install serve every test here.
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyPackages } from '../testing/copyPackages.ts';
import { installInScratchProject, packRepo, REPO_ROOT, runCommand, type PackedTarball } from '../testing/scratchProject.ts';
import { REPORT_VERSION } from '../report/jsonReport.ts';

const bin = (tool: string): string => join(REPO_ROOT, 'node_modules', '.bin', tool);

let packed: PackedTarball;
let project: string;
/** Temp folders this file made. */
const made: string[] = [];

beforeAll(async () => {
  packed = await packRepo();
  made.push(dirname(packed.tarball));
  const installed = await installInScratchProject(packed.tarball);
  project = installed.dir;
  made.push(project);
  // Measured, for the issue: how long a pack (with its build) and an install take here.
  console.info(`npm pack: ${packed.files.length} files in ${packed.ms} ms; npm install: ${installed.ms} ms`);
}, 240_000);

// An installed project is some 20 MB: not left behind in the temp folder on every run.
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('ships the build, the bin and the default campaign, and no tests or test-only fixtures', () => {
    const { files } = packed;
    expect(files.filter((file) => /\.test(-d)?\.|__test-helpers__|^fuzz\/|^scripts\//.test(file))).toEqual([]);
    expect(files.filter((file) => file.startsWith('fixtures/') && !file.startsWith('fixtures/specs/'))).toEqual([]);
    // The sample tool layer ships built: the default subject runs without a loader.
    expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
    for (const file of [
      'bin/toolfuzz',
      'dist/fuzz/index.js',
      'dist/fuzz/index.d.ts',
      'dist/src/index.d.ts',
      'dist/fuzz/engine/worker/workerEntry.mjs',
      'dist/fuzz/engine/worker/workerMain.js',
      'dist/fuzz/api/typeScriptLoader.js',
      'dist/fuzz/report/schema/report.schema.json',
      'fixtures/specs/calendar.json',
      'dist/src/index.js',
      'dist/fuzz/lint/RULES.md',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('passes publint and attw (an ESM-only package: no CommonJS or node10 entry is promised)', async () => {
    const publint = await runCommand(bin('publint'), ['run', packed.tarball, '--strict'], { cwd: project });
    expect(publint.code, publint.stdout + publint.stderr).toBe(0);
    const attw = await runCommand(bin('attw'), [packed.tarball, '--profile', 'esm-only', '--format', 'ascii'], { cwd: project });
    expect(attw.code, attw.stdout + attw.stderr).toBe(0);
  });
});

describe('installed in a fresh project', () => {
  it('npx toolfuzz run fuzzes the default campaign (toolfuzz own subject and specs) and exits 0', async () => {
    const run = await runCommand('npx', ['--no', 'toolfuzz', 'run', '--runs', '5', '--seed', '1', '--workers', '1'], { cwd: project });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/fuzzing .*node_modules\/toolfuzz\/dist\/src\/index\.js with \d+ tools/);
    expect(run.stdout).toContain('no findings');
  });

  it('loads a TypeScript subject of the project through its own loader, in the workers too', async () => {
    cpSync(join(REPO_ROOT, 'fixtures/subjects/faithful'), join(project, 'subjects/faithful'), { recursive: true });
    cpSync(join(REPO_ROOT, 'fixtures/subjects/null-as-absent.ts'), join(project, 'subjects/my.ts'));
    const specs = 'node_modules/toolfuzz/fixtures/specs/calendar.json';
    const run = await runCommand(
      'npx',
      [
        '--no',
        'toolfuzz',
        'run',
        '--subject',
        'subjects/my.ts',
        '--specs',
        specs,
        '--runs',
        '10',
        '--seed',
        '4',
        '--workers',
        '1',
        '--corpus',
        '.corpus',
      ],
      { cwd: project },
    );
    // Exit 1: the seeded bug is found, so the subject did load and run.
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('FALSE_ACCEPT');
  });

  it('imports from plain Node ESM with no loader: fuzz resolves to a report (TypeScript tool modules too), the tool layer gives defineTool', async () => {
    // TypeScript-only syntax: plain Node cannot load it, fuzz() registers its loader for it.
    writeFileSync(
      join(project, 'tools.ts'),
      "const name: string = 'ts_tool';\nexport const tools = [{ name, schema: { city: { type: 'string', required: true } } }];\n",
    );
    writeFileSync(
      join(project, 'use.mjs'),
      [
        "const { fuzz } = await import('toolfuzz');",
        "const { defineTool } = await import('toolfuzz/tool-layer');",
        "const specs = [new URL('./node_modules/toolfuzz/fixtures/specs/misc.json', import.meta.url), 'tools.ts'];",
        'const report = await fuzz({ specs, runs: 2, seed: 1, workers: 1, corpus: false });',
        'console.log(JSON.stringify({ version: report.version, tools: report.tools.map((t) => t.name), findings: report.findings.length, defineTool: typeof defineTool }));',
      ].join('\n'),
    );
    const run = await runCommand(process.execPath, ['use.mjs'], { cwd: project });
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as { version: number; tools: string[]; findings: number; defineTool: string };
    expect(printed).toMatchObject({ version: REPORT_VERSION, findings: 0, defineTool: 'function' });
    expect(printed.tools).toContain('ts_tool');
    expect(printed.tools.length).toBeGreaterThan(1);
  });

  it('type-checks a TypeScript consumer under moduleResolution nodenext and bundler, every entry typed', async () => {
    writeFileSync(
      join(project, 'consumer.ts'),
      [
        "import { fuzz, replay, type FuzzOptions, type JsonReport, type ReportFinding } from 'toolfuzz';",
        "import { defineTool, type InferArgs, type SchemaSpec } from 'toolfuzz/tool-layer';",
        "import { defineConfig } from 'toolfuzz/config';",
        "import { fuzzTools } from 'toolfuzz/vitest';",
        "import schema from 'toolfuzz/report.schema.json' with { type: 'json' };",
        'const options: FuzzOptions = { runs: 2, corpus: false };',
        'const report: JsonReport = await fuzz(options);',
        'const first: ReportFinding | undefined = report.findings[0];',
        "const status: 'still-failing' | 'fixed' | undefined = (await replay({ report })).findings[0]?.status;",
        '// @ts-expect-error runs is a number: the types are there, not any',
        "await fuzz({ runs: 'many' });",
        "const spec = { name: { type: 'string', required: true } } as const satisfies SchemaSpec;",
        "const args: InferArgs<typeof spec> = { name: 'x' };",
        'void [first, status, args, defineTool, defineConfig, fuzzTools, schema];',
      ].join('\n'),
    );
    // Both resolutions a consumer may use: Node's own, and a bundler's.
    for (const [module, moduleResolution] of [
      ['NodeNext', 'NodeNext'],
      ['ESNext', 'Bundler'],
    ] as const) {
      const tsconfig = {
        compilerOptions: { target: 'ES2022', module, moduleResolution, strict: true, noEmit: true, resolveJsonModule: true, types: [] },
        files: ['consumer.ts'],
      };
      writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(tsconfig));
      const tsc = await runCommand(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: project });
      expect(tsc.code, `${moduleResolution}: ${tsc.stdout}${tsc.stderr}`).toBe(0);
    }
  });
});

// Issue: a library module is fuzzed with no setup beyond `npm i -D toolfuzz` (and the library the user
// already has). The schema libraries and the frameworks are optional peers: toolfuzz pulls none of
// them. The MCP client is toolfuzz's own part: the SDK is a dependency, and zod comes with it (the
// SDK depends on zod), so zod is the one schema library an install may hold without the user.
describe("library subjects with nothing installed but toolfuzz and the user's own library", () => {
  const PEERS = ['valibot', 'arktype', '@sinclair/typebox', 'ai', '@openai/agents', '@langchain/core', '@mastra/core', 'fastmcp'];

  it('installing toolfuzz pulls its MCP client (the SDK) and no framework or other schema library', () => {
    expect(PEERS.filter((name) => existsSync(join(project, 'node_modules', name)))).toEqual([]);
    expect(existsSync(join(project, 'node_modules', '@modelcontextprotocol', 'sdk', 'package.json'))).toBe(true);
  });

  it('toolfuzz mcp fuzzes a server with the client toolfuzz installed: exit 0 on a faithful one', async () => {
    writeFileSync(
      join(project, 'server.mjs'),
      [
        "import { Server } from '@modelcontextprotocol/sdk/server/index.js';",
        "import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';",
        "import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';",
        "const server = new Server({ name: 'echo', version: '1.0.0' }, { capabilities: { tools: {} } });",
        "const inputSchema = { type: 'object', properties: {}, additionalProperties: true };",
        "server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'echo', inputSchema, annotations: { readOnlyHint: true } }] }));",
        "server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [{ type: 'text', text: 'ok' }] }));",
        'await server.connect(new StdioServerTransport());',
      ].join('\n'),
    );
    const run = await runCommand(
      'npx',
      [
        '--no',
        'toolfuzz',
        'mcp',
        '--runs',
        '5',
        '--seed',
        '1',
        '--workers',
        '1',
        '--corpus',
        '.corpus',
        '--',
        process.execPath,
        'server.mjs',
      ],
      { cwd: project },
    );
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('no findings');
  });

  it('fuzzes a zod 4 tools module written as users write it: a .default() field is found as required-but-optional, a clean module passes', async () => {
    const started = Date.now();
    // The user's own zod, copied from this checkout: no registry access needed.
    cpSync(join(REPO_ROOT, 'node_modules', 'zod'), join(project, 'node_modules', 'zod'), { recursive: true, dereference: true });
    writeFileSync(
      join(project, 'tools.ts'),
      [
        "import { z } from 'zod';",
        'export const tools = {',
        '  listDeployments: {',
        "    description: 'List recent deployments of a service.',",
        '    inputSchema: z.object({ service: z.string().min(1), limit: z.number().int().min(1).max(100).default(20) }),',
        '    execute: async (args: { service: string; limit: number }) => args,',
        '  },',
        '};',
      ].join('\n'),
    );
    writeFileSync(
      join(project, 'clean.ts'),
      [
        "import { z } from 'zod';",
        'export const tools = [',
        "  { name: 'readFile', description: 'Read a file.', inputSchema: z.strictObject({ path: z.string().min(1).max(200), encoding: z.enum(['utf8', 'base64']) }) },",
        '];',
      ].join('\n'),
    );
    const flags = ['--runs', '30', '--seed', '1', '--workers', '1', '--corpus', '.corpus'];
    const drift = await runCommand('npx', ['--no', 'toolfuzz', 'run', '--subject', 'tools.ts', ...flags], { cwd: project });
    expect(drift.code, drift.stderr).toBe(1);
    // zod 4's toJSONSchema lists a defaulted key as required; the runtime fills it in.
    expect(drift.stdout).toMatch(/FALSE_ACCEPT .*tool listDeployments/);
    expect(drift.stdout).toContain("must have required property 'limit'");
    const clean = await runCommand('npx', ['--no', 'toolfuzz', 'run', '--subject', 'clean.ts', ...flags], { cwd: project });
    expect(clean.code, clean.stdout + clean.stderr).toBe(0);
    expect(clean.stdout).toContain('no findings');
    console.info(`library subject in the scratch project: copy + two runs in ${Date.now() - started} ms`);
  });

  it('fuzzes framework tools through the frameworks the project holds (AI SDK, OpenAI Agents): a drift exits 1, a clean module 0', async () => {
    const started = Date.now();
    // The user's frameworks, copied from this checkout with what they need at run time: no registry access.
    copyPackages(['ai', '@openai/agents', 'zod'], REPO_ROOT, project);
    const module = (tools: readonly string[]): string =>
      [
        "import { tool as aiTool } from 'ai';",
        "import { tool } from '@openai/agents';",
        "import { z } from 'zod';",
        'export const tools = {',
        ...tools,
        '};',
      ].join('\n');
    // The AI SDK sends z.object closed (additionalProperties: false) while zod strips an unknown key and execute runs.
    const drifting =
      "  lookup: aiTool({ description: 'Look up an order.', inputSchema: z.object({ orderId: z.string().min(1).max(20) }), execute: async () => 'ok' }),";
    const clean = [
      "  lookup: aiTool({ description: 'Look up an order.', inputSchema: z.strictObject({ orderId: z.string().min(1).max(20) }), execute: async () => 'ok' }),",
      "  ticket: tool({ name: 'ticket', description: 'Open a ticket.', parameters: z.strictObject({ title: z.string().min(5).max(120), priority: z.enum(['low', 'high']) }), execute: async () => 'ok' }),",
    ];
    writeFileSync(join(project, 'fw-drifting.ts'), module([drifting, clean[1] as string]));
    writeFileSync(join(project, 'fw-clean.ts'), module(clean));
    const flags = ['--runs', '30', '--seed', '1', '--workers', '1', '--corpus', '.corpus'];
    const drift = await runCommand('npx', ['--no', 'toolfuzz', 'run', '--subject', 'fw-drifting.ts', ...flags], { cwd: project });
    expect(drift.code, drift.stdout + drift.stderr).toBe(1);
    expect(drift.stdout, drift.stderr).toMatch(/FALSE_ACCEPT .*tool lookup/);
    expect(drift.stdout).not.toMatch(/tool ticket/);
    const passed = await runCommand('npx', ['--no', 'toolfuzz', 'run', '--subject', 'fw-clean.ts', ...flags], { cwd: project });
    expect(passed.code, passed.stdout + passed.stderr).toBe(0);
    expect(passed.stdout).toContain('no findings');
    // Both frameworks were told from the tools themselves and named in the header.
    expect(passed.stdout + passed.stderr).toMatch(/ai 7\./);
    expect(passed.stdout + passed.stderr).toMatch(/@openai\/agents 0\./);
    console.info(`framework subjects in the scratch project: copy + two runs in ${Date.now() - started} ms`);
  });
});
