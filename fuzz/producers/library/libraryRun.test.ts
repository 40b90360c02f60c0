// toolfuzz run --subject <library tool module>, as a user runs it: the CLI in a temp folder.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commonJsTypeBoxProject, fakeValibotProject } from '../../testing/fakeLibraryProject.ts';
import { readJsonReport } from '../../testing/readJsonReport.ts';
import { runMain } from '../../testing/runMain.ts';
import { tempFolder } from '../../testing/tempFolder.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const unit = (name: string): string => join(ROOT, 'fixtures/library-unit', name);

describe('toolfuzz run --subject <library tool module>', () => {
  it('finds the drift of a zod 4 .default() field that z.toJSONSchema lists as required, and exits 1', async () => {
    const cwd = tempFolder('library-run');
    const run = await runMain(
      ['run', '--subject', unit('zod4-default.ts'), '--runs', '50', '--seed', '1', '--workers', '1', '--json', 'r.json'],
      { cwd },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain('zod4-default.ts (zod 4.6.7 via z.toJSONSchema) with 1 tools');
    const report = readJsonReport(join(cwd, 'r.json'));
    // Its tools are the campaign: none of the default spec sources came along. (The module lies outside the cwd, so its origin is absolute.)
    expect(report.tools.map((t) => [t.name, t.producer, t.origin])).toEqual([['search', 'library', `${unit('zod4-default.ts')}#search`]]);
    expect(report.tools[0]?.library).toEqual({
      library: 'zod',
      libraryVersion: '4.6.7',
      converter: { kind: 'converter', package: 'zod', version: '4.6.7', options: {} },
    });
    expect(report.findings.map((f) => [f.kind, f.blame])).toEqual([['FALSE_ACCEPT', 'converter']]);
    // Shrunk to the call a model makes when it leaves out a field the type lets it leave out.
    expect(report.findings[0]?.explanation).toBe(
      "the runtime accepts what the schema forbids at page (must have required property 'page')",
    );
    expect(report.findings[0]?.paths).toEqual(['page']);
    expect(report.findings[0]?.argsJson).not.toContain('"page"');
    expect(report.findings[0]?.schema).toMatchObject({ required: ['query', 'page'] });
    // Its reproduce command replays it through the tool as the module defines it now.
    const replay = await runMain(['replay', 'r.json', '--id', 'F1'], { cwd });
    expect(replay.code, replay.stderr).toBe(1);
    expect(replay.stdout).toContain('STILL FAILING: F1 reproduces against');
    // The finding went to the regression corpus, and the next run replays it through the tool as it loads now.
    const again = await runMain(
      ['run', '--subject', unit('zod4-default.ts'), '--runs', '5', '--seed', '2', '--workers', '1', '--json', 'again.json'],
      { cwd },
    );
    expect(again.code, again.stderr).toBe(1);
    expect(readJsonReport(join(cwd, 'again.json')).corpus?.replayed.map((r) => [r.tool, r.kind, r.status])).toEqual([
      ['search', 'FALSE_ACCEPT', 'STILL FAILING'],
    ]);
  });

  it('exits 0 on a tool whose schema says what its runtime checks, and lists a tool its converter cannot convert as skipped', async () => {
    const cwd = tempFolder('library-clean');
    const clean = await runMain(
      ['run', '--subject', unit('zod4-clean.ts'), '--runs', '50', '--seed', '1', '--workers', '1', '--json', 'r.json'],
      { cwd },
    );
    expect(clean.code, clean.stderr).toBe(0);
    const report = readJsonReport(join(cwd, 'r.json'));
    expect(report.findings).toEqual([]);
    expect(report.stats.cases).toBe(200);
    const record = await runMain(
      ['run', '--subject', unit('zod4-record.ts'), '--runs', '5', '--seed', '1', '--workers', '1', '--json', 's.json'],
      { cwd },
    );
    expect(record.code, record.stderr).not.toBe(2);
    expect(readJsonReport(join(cwd, 's.json')).skippedTools).toEqual([
      { tool: 'shout', reason: 'zod cannot convert its schema: Transforms cannot be represented in JSON Schema' },
    ]);
  });

  it("checks a CommonJS project's TypeBox tools with its own CommonJS TypeBox, which knows the module's custom kinds", async () => {
    const project = commonJsTypeBoxProject();
    const run = await runMain(['run', '--subject', 'tools.ts', '--runs', '20', '--seed', '1', '--workers', '1', '--json', 'r.json'], {
      cwd: project.dir,
    });
    expect(run.code, run.stderr).toBe(0);
    const report = readJsonReport(join(project.dir, 'r.json'));
    // Another copy of TypeBox would throw "Unknown type" on every case: a THROWS finding.
    expect(report.findings).toEqual([]);
    expect(report.hiddenConstraints.map((h) => [h.tool, h.message])).toEqual([['even', "n: Expected kind 'Even'"]]);
  });

  it('exits 2 with one line when the converter is not installed, or when --specs is given', async () => {
    const project = fakeValibotProject();
    const missing = await runMain(['run', '--subject', 'tools.mjs', '--runs', '5'], { cwd: project.dir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      'toolfuzz: tools.mjs: tool "ping" uses valibot; install @valibot/to-json-schema to derive its JSON Schema (or export jsonSchema)\n',
    );
    const specs = await runMain(
      ['run', '--subject', unit('zod4-clean.ts'), '--specs', join(ROOT, 'fixtures/specs/calendar.json'), '--runs', '5'],
      { cwd: tempFolder('library-specs') },
    );
    expect(specs.code).toBe(2);
    expect(specs.stderr).toMatch(/^toolfuzz: --specs cannot be used with a library subject: [^\n]+\n$/);
  });
});
