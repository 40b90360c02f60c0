import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleReport } from '../../testing/exampleReport.ts';
import { REPORT_VERSION } from '../jsonReport.ts';
import { readReportFile } from './readReportFile.ts';
import { upgradeVerdictsV1 } from './upgradeReport.ts';
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

  it("reads a version 1 report in today's shape: SchemaSpec verdicts upgraded, JSON-Schema verdicts kept", () => {
    const today = exampleReport();
    const libraryVerdicts = {
      runtime: { kind: 'rejected', issues: [{ message: 'Required', path: ['note'] }], code: -32602 },
      advertised: { valid: true, errors: [] },
      expected: { valid: true, why: 'every keyword holds' },
    };
    const v1 = JSON.parse(JSON.stringify(today)) as { version: number; findings: Record<string, unknown>[] };
    v1.version = 1;
    v1.findings[0]!['verdicts'] = {
      validateArgs: { kind: 'result', violations: [], mutated: false },
      ajv: { valid: false, errors: [{ path: ['visibility'], keyword: 'type', message: 'must be string' }] },
      reference: { valid: false, errors: [{ path: ['visibility'], keyword: 'type', message: 'must be string' }] },
      expected: (today.findings[0]!.verdicts as { expected: unknown }).expected,
      boundary: { reached: true, sameArgs: true, mutatedArgs: false, outcome: 'resolved' },
    };
    v1.findings[1]!['verdicts'] = {
      validateArgs: { kind: 'result', violations: ['a: expected string', 'b: expected string', '… (3 more)'], mutated: true },
      ajv: { unavailable: 'the converted schema is unusable' },
      reference: { valid: false, errors: [] },
    };
    v1.findings[2]!['verdicts'] = libraryVerdicts;
    const read = readReportFile(file('v1.json', JSON.stringify(v1)), 'v1.json');
    expect(read.version).toBe(REPORT_VERSION);
    expect(read.findings[0]).toEqual(today.findings[0]);
    expect(read.findings[1]!.verdicts).toEqual({
      advertised: { unavailable: 'the converted schema is unusable' },
      runtime: {
        kind: 'rejected',
        issues: [{ message: 'a: expected string' }, { message: 'b: expected string' }, { message: '… (3 more)' }],
        mutated: true,
      },
      reference: { valid: false, errors: [] },
    });
    expect(read.findings[2]!.verdicts).toEqual({ ...libraryVerdicts, expected: { expected: 'valid', faults: [] } });
  });

  it("reads version 1's two label shapes and its operator names as today's catalogue names them", () => {
    const v1 = JSON.parse(JSON.stringify(exampleReport())) as { version: number; findings: Record<string, unknown>[] };
    v1.version = 1;
    v1.findings[0]!['operator'] = 'nullForOptional';
    v1.findings[0]!['verdicts'] = {
      validateArgs: { kind: 'result', violations: [], mutated: false },
      ajv: { valid: false, errors: [] },
      reference: { valid: false, errors: [] },
      expected: {
        valid: false,
        faults: [{ path: ['files', 0, 'a/b'], operator: 'nullForOptional', description: 'null where optional string is declared' }],
      },
    };
    v1.findings[1]!['operator'] = 'extra-key';
    v1.findings[1]!['verdicts'] = {
      runtime: { kind: 'accepted' },
      advertised: { valid: false, errors: [] },
      expected: { valid: false, why: 'additionalProperties is false' },
    };
    const read = readReportFile(file('v1-labels.json', JSON.stringify(v1)), 'v1-labels.json');
    expect(read.findings[0]!.operator).toBe('null-for-optional');
    expect(read.findings[0]!.verdicts?.expected).toEqual({
      expected: 'invalid',
      faults: [{ path: '/files/0/a~1b', operator: 'null-for-optional', why: 'null where optional string is declared' }],
    });
    expect(read.findings[1]!.verdicts?.expected).toEqual({
      expected: 'invalid',
      faults: [{ path: '', operator: 'extra-key', why: 'additionalProperties is false' }],
    });
  });

  it('upgrades a thrown and a bad-result validateArgs of version 1', () => {
    expect(upgradeVerdictsV1({ validateArgs: { kind: 'threw', error: 'boom', mutated: false }, ajv: { valid: true, errors: [] } })).toEqual(
      {
        advertised: { valid: true, errors: [] },
        runtime: { kind: 'threw', error: 'boom', mutated: false },
      },
    );
    expect(
      upgradeVerdictsV1({
        validateArgs: { kind: 'bad-result', description: 'returned null', mutated: true },
        ajv: { valid: true, errors: [] },
      }),
    ).toEqual({
      advertised: { valid: true, errors: [] },
      runtime: { kind: 'bad-result', description: 'returned null', mutated: true },
    });
  });

  it('leaves a version it does not know to the schema', async () => {
    const report = { ...exampleReport(), version: 7 };
    const error = await usageErrorOf(() => readReportFile(file('v7.json', JSON.stringify(report)), 'v7.json'));
    expect(error.message).toMatch(/^v7\.json: not a valid toolfuzz JSON report: version: must be equal to constant \(2\)/);
  });
});
