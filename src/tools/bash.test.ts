import { describe, expect, it } from 'vitest';
import { ToolRegistry } from '../toolRegistry.ts';
import { createBashTool, DEFAULT_BASH_TIMEOUT_MS } from './bash.ts';
import { RecordingProcessRunner } from './recordingProcessRunner.ts';
import { spawnProcessRunner } from './spawnProcessRunner.ts';

describe('the bash tool', () => {
  it('hands the command to the injected runner, with the default timeout', async () => {
    const runner = new RecordingProcessRunner({ exitCode: 0, stdout: 'hi\n', stderr: '', timedOut: false });
    const tool = createBashTool(runner);
    await expect(tool.execute({ command: 'echo hi' })).resolves.toBe('exit code: 0\nstdout:\nhi\n');
    expect(runner.requests).toEqual([{ command: 'echo hi', timeoutMs: DEFAULT_BASH_TIMEOUT_MS, background: false }]);
  });

  it('prefers the runner in ctx over its own', async () => {
    const own = new RecordingProcessRunner();
    const fromCtx = new RecordingProcessRunner();
    await createBashTool(own).execute({ command: 'ls', timeout: 5, run_in_background: true }, { runner: fromCtx });
    expect(own.requests).toEqual([]);
    expect(fromCtx.requests).toEqual([{ command: 'ls', timeoutMs: 5, background: true }]);
  });

  it.each([
    [{ command: '' }, 'command: must be a non-empty command'],
    [{ command: '   ' }, 'command: must be a non-empty command'],
    [{ command: 'ls', timeout: 0 }, 'timeout: must be a positive number of milliseconds, got 0'],
    [{ command: 'ls', timeout: -5 }, 'timeout: must be a positive number of milliseconds, got -5'],
  ])('raises the value constraints the DSL cannot express as ToolArgsError: %j', async (args, violation) => {
    const runner = new RecordingProcessRunner();
    const error = await createBashTool(runner)
      .execute(args)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_ARGS', violations: [violation] });
    expect(runner.requests).toEqual([]);
  });

  it('rejects schema violations before its body', async () => {
    const runner = new RecordingProcessRunner();
    await expect(createBashTool(runner).execute({ command: 1, timeout: '5' })).rejects.toMatchObject({ code: 'INVALID_ARGS' });
    expect(runner.requests).toEqual([]);
  });

  it('reads as isError through the registry for an empty command', async () => {
    const registry = new ToolRegistry().register(createBashTool(new RecordingProcessRunner()));
    const result = await registry.call('bash', { command: '' });
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain('command: must be a non-empty command');
  });
});

describe('the real process runner', () => {
  it('runs bash -c and captures stdout, stderr and the exit code', async () => {
    await expect(
      spawnProcessRunner.run({ command: 'echo out; echo err >&2; exit 3', timeoutMs: 10_000, background: false }),
    ).resolves.toEqual({
      exitCode: 3,
      stdout: 'out\n',
      stderr: 'err\n',
      timedOut: false,
    });
  });

  it('kills a command that outlives its timeout', async () => {
    const started = Date.now();
    const result = await spawnProcessRunner.run({ command: 'sleep 5', timeoutMs: 200, background: false });
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('starts a background command and returns its pid at once', async () => {
    const result = await spawnProcessRunner.run({ command: 'exit 0', timeoutMs: 1000, background: true });
    expect(result.pid).toEqual(expect.any(Number));
  });
});
