import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleReport } from '../../testing/exampleReport.ts';
import { readReportFile } from './readReportFile.ts';
import { scratchFolder } from '../../testing/scratchFolder.ts';
import { usageErrorOf } from '../../testing/usageErrorOf.ts';

const { dir: folder, file } = scratchFolder('read-report');

describe('readReportFile', () => {
  it('returns a valid report as it was written', () => {
    const report = exampleReport();
    expect(readReportFile(file('ok.json', JSON.stringify(report)), 'ok.json')).toEqual(report);
  });

  it('names a missing file', async () => {
    const error = await usageErrorOf(() => readReportFile(join(folder, 'nope.json'), 'nope.json'));
    expect(error.message).toBe('report not found: nope.json');
  });

  it('names a file that is not JSON', async () => {
    const error = await usageErrorOf(() => readReportFile(file('bad.json', '{"version": 1,'), 'bad.json'));
    expect(error.message).toMatch(/^bad\.json: not a toolfuzz JSON report \(invalid JSON: /);
  });

  it('names the file and its first schema error, on one line', async () => {
    const report = exampleReport() as unknown as { findings: Record<string, unknown>[] };
    delete report.findings[0]!['kind'];
    report.findings[1]!['blame'] = 'nobody\nat all';
    const error = await usageErrorOf(() => readReportFile(file('shard.json', JSON.stringify(report)), 'out/shard.json'));
    expect(error.message).toBe(
      "out/shard.json: not a valid toolfuzz JSON report: findings[0]: must have required property 'kind' (and 1 more)",
    );
  });
});
