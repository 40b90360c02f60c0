// HANG and CRASH findings shrink like the other kinds: the unshrunk case first, then its args cut down
// in a probe worker to the minimal trigger (an undeclared key alone), with the steps in the finding.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonReport } from '../../testing/readJsonReport.ts';
import { runMain } from '../../testing/runMain.ts';
import { tempFolder } from '../../testing/tempFolder.ts';

const HOSTILE = resolve(import.meta.dirname, '../../../fixtures/hostile');
// Each hang among the candidates loads the subject again in a fresh worker: seconds on a busy machine.
const TIMEOUT_MS = 240_000;
// The CLI's main() in this process (spawning bin/toolfuzz is cli.test.ts's subject); the HANG and the
// CRASH shrink side by side, as most of a hang's shrinking is waiting out call timeouts.
const DECLARED = ['text', 'count'];

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('HANG and CRASH shrinking', { timeout: TIMEOUT_MS + 10_000 }, () => {
  it.concurrent.each([
    ['validator-loops-on-undeclared-key', 'HANG'],
    ['validator-exits-on-undeclared-key', 'CRASH'],
  ])('%s: the %s finding shrinks to one undeclared key', async (subject, kind) => {
    const cwd = tempFolder('executor-shrink');
    folders.push(cwd);
    // Only the target tool: one finding to shrink, so the campaign's restart budget goes to it.
    const specs = JSON.parse(readFileSync(join(HOSTILE, 'specs.json'), 'utf8')) as { tools: { name: string }[] };
    writeFileSync(join(cwd, 'target.json'), JSON.stringify({ tools: specs.tools.filter((tool) => tool.name === 'hostile_target') }));
    const args = ['run', '--subject', join(HOSTILE, `${subject}.ts`), '--specs', 'target.json'];
    const run = await runMain([...args, '--runs', '5', '--seed', '1', '--workers', '1', '--call-timeout', '1000', '--json', 'r.json'], {
      cwd,
    });
    expect(run.code, run.stderr).toBe(1);
    const finding = readJsonReport(join(cwd, 'r.json')).findings.find((f) => f.kind === kind && f.tool === 'hostile_target');
    expect(finding, run.stdout).toBeDefined();
    expect(finding?.shrink.done).toBe(true);
    expect(finding?.shrink.steps).toBeGreaterThan(0);
    const shrunk = JSON.parse(finding?.argsJson ?? '{}') as Record<string, unknown>;
    // The trigger alone: one key, and not one the schema declares.
    expect(Object.keys(shrunk)).toHaveLength(1);
    expect(DECLARED).not.toContain(Object.keys(shrunk)[0]);
  });
});
