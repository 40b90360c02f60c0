import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import tempDirOfRun from './tempDirOfRun.ts';

// These tests run inside a run's own folder: each starts from the folder above it, as a run does.
const runFolder = process.env['TMPDIR'];
beforeEach(() => {
  if (runFolder !== undefined) process.env['TMPDIR'] = dirname(runFolder);
});
afterEach(() => {
  if (runFolder !== undefined) process.env['TMPDIR'] = runFolder;
});

describe('the temp folder of a test run', () => {
  it('gives the run a folder of its own and fails its teardown listing the toolfuzz-* entries left in it', () => {
    const outer = tmpdir();
    const exitCode = process.exitCode;
    const teardown = tempDirOfRun();
    const dir = tmpdir();
    try {
      expect(dir).not.toBe(outer);
      mkdirSync(join(dir, 'toolfuzz-cli-abc'));
      writeFileSync(join(dir, 'toolfuzz-report.json'), '{}');
      // Not ours: a loader's cache may stay (it goes with the folder).
      mkdirSync(join(dir, 'tsx-0'));
      expect(teardown).toThrow(
        'the tests left 2 files or folders in the temp folder (each test must remove what it makes): toolfuzz-cli-abc, toolfuzz-report.json',
      );
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = exitCode;
    }
    expect(tmpdir()).toBe(outer);
    expect(existsSync(dir)).toBe(false);
  });

  it('passes a run that removed what it made', () => {
    const teardown = tempDirOfRun();
    const dir = tmpdir();
    mkdirSync(join(dir, 'tsx-0'));
    expect(teardown).not.toThrow();
    expect(existsSync(dir)).toBe(false);
  });

  it('is made once: a second setup in the run (vitest runs it per project too) keeps the folder and checks nothing', () => {
    const teardown = tempDirOfRun();
    const dir = tmpdir();
    try {
      const again = tempDirOfRun();
      expect(tmpdir()).toBe(dir);
      again();
      expect(existsSync(dir)).toBe(true);
    } finally {
      teardown();
    }
    expect(existsSync(dir)).toBe(false);
  });
});
