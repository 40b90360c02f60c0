import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../errors/usageError.ts';
import { exampleReport } from '../../testing/exampleReport.ts';
import { readReportFile } from './readReportFile.ts';
import { scratchFolder } from '../../testing/scratchFolder.ts';

const { dir: folder, file } = scratchFolder('read-report');

function usageError(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).not.toContain('\n');
    return error as UsageError;
  }
  throw new Error('expected a UsageError');
}

describe('readReportFile', () => {
  it('returns a valid report as it was written', () => {
    const report = exampleReport();
    expect(readReportFile(file('ok.json', JSON.stringify(report)), 'ok.json')).toEqual(report);
  });

  it('names a missing file', () => {
    expect(usageError(() => readReportFile(join(folder, 'nope.json'), 'nope.json')).message).toBe('report not found: nope.json');
  });

  it('names a file that is not JSON', () => {
    expect(usageError(() => readReportFile(file('bad.json', '{"version": 1,'), 'bad.json')).message).toMatch(/^bad\.json: not a toolfuzz JSON report \(invalid JSON: /);
  });

  it('names the file and its first schema error, on one line', () => {
    const report = exampleReport() as unknown as { findings: Record<string, unknown>[] };
    delete report.findings[0]!['kind'];
    report.findings[1]!['blame'] = 'nobody\nat all';
    const error = usageError(() => readReportFile(file('shard.json', JSON.stringify(report)), 'out/shard.json'));
    expect(error.message).toBe("out/shard.json: not a valid toolfuzz JSON report: findings[0]: must have required property 'kind' (and 1 more)");
  });
});
