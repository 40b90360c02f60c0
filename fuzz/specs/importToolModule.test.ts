import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RecordingProcessRunner } from '../../src/tools/recordingProcessRunner.ts';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { importToolModule } from './importToolModule.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('importToolModule', () => {
  it('hands back live bodies and the fuzzContext, so a worker can run the real tool safely', async () => {
    const module = await importToolModule(resolve(ROOT, 'fixtures/tools/bashTools.ts'));
    expect(module.hasFuzzContext).toBe(true);
    const runner = (module.fuzzContext as { runner: RecordingProcessRunner }).runner;
    expect(runner).toBeInstanceOf(RecordingProcessRunner);
    const before = runner.requests.length;
    const output = await module.tools[0]?.execute?.({ command: 'echo hi' }, module.fuzzContext);
    expect(output).toBe('exit code: 0');
    expect(runner.requests.slice(before)).toEqual([{ command: 'echo hi', timeoutMs: 120_000, background: false }]);
  });

  it('keeps the body behind validation: invalid args reject with INVALID_ARGS and never reach the runner', async () => {
    const module = await importToolModule(resolve(ROOT, 'fixtures/tools/bashTools.ts'));
    const runner = (module.fuzzContext as { runner: RecordingProcessRunner }).runner;
    const before = runner.requests.length;
    await expect(module.tools[0]?.execute?.({ command: 42 }, module.fuzzContext)).rejects.toMatchObject({ code: 'INVALID_ARGS' });
    expect(runner.requests.length).toBe(before);
  });

  it('reports no fuzzContext and no bodies for bare entries', async () => {
    const module = await importToolModule(resolve(ROOT, 'fixtures/bad/tools/plainTools.ts'));
    expect(module.hasFuzzContext).toBe(false);
    expect(module.fuzzContext).toBeUndefined();
    expect(module.tools.map((tool) => tool.execute)).toEqual([undefined, undefined]);
  });

  it('says what a module without tools does export', async () => {
    const error = await usageErrorOf(() => importToolModule(resolve(ROOT, 'fixtures/bad/tools/noToolsExport.ts')));
    expect(error.message).toBe('fixtures/bad/tools/noToolsExport.ts: does not export a "tools" array (it exports myTools)');
  });
});
