import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CASE_SOURCES } from '../../model/caseSource.ts';
import { FINDING_KINDS } from '../../model/findingKind.ts';
import { VIOLATOR_OPERATORS } from '../../cases/violators/operatorOrder.ts';
import { PROVIDERS } from '../../lint/lintTypes.ts';
import { readJsonReport } from '../../testing/readJsonReport.ts';
import { REPO_ROOT as repo } from '../../testing/repoRoot.ts';
import { runMain } from '../../testing/runMain.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import type { JsonReport } from '../jsonReport.ts';
import { SCHEMA_FEATURES } from '../schemaFeatures.ts';
import { exampleReport } from '../../testing/exampleReport.ts';
import { isValidReport, REPORT_SCHEMA, reportSchemaErrors } from './reportSchema.ts';

const fixture = (path: string): string => join(repo, 'fixtures', path);
const calendar = fixture('specs/calendar.json');
const hostileSpecs = fixture('hostile/specs.json');

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);
const definitions = REPORT_SCHEMA['definitions'] as Record<string, { enum?: unknown[] }>;

/** Runs the real CLI in a fresh folder (so no regression corpus leaks in) and returns its report. */
async function realReport(
  args: readonly string[],
  cwd = tempFolder('schema'),
): Promise<{ code: number | null; report: JsonReport; cwd: string }> {
  const run = await runMain(['run', '--seed', '4', '--json', 'r.json', '--html', 'r.html', ...args], { cwd });
  expect(run.code, run.stderr).not.toBe(2);
  return { code: run.code, report: readJsonReport(join(cwd, 'r.json')), cwd };
}

const sharedRuns = new Map<string, ReturnType<typeof realReport>>();
/** realReport, run once for the same args in this file: the table's THROWS row and the corpus test share their first run. */
function sharedReport(args: readonly string[]): ReturnType<typeof realReport> {
  const key = JSON.stringify(args);
  const run = sharedRuns.get(key) ?? realReport(args);
  sharedRuns.set(key, run);
  return run;
}

/** The mutation-score budget (12 runs) on the subject whose validator throws: 5 found it on 6 seeds in 10, not on this one. */
const THROWS_RUN = ['--runs', '12', '--subject', fixture('subjects/throws-on-null-nested.ts'), '--specs', calendar];

describe('report.schema.json accepts the reports toolfuzz writes', () => {
  it.concurrent.each([
    ['the default subject (no findings)', ['--runs', '5'], []],
    [
      'validator drift on random specs (hostile keys, deep nesting)',
      ['--runs', '5', '--subject', fixture('subjects/null-as-absent.ts'), '--specs', calendar, '--random-specs'],
      ['FALSE_ACCEPT'],
    ],
    [
      'a converter finding: no verdicts, a converter field',
      ['--runs', '5', '--subject', fixture('subjects/converter-required-leaked.ts'), '--specs', calendar],
      ['CONVERTER_INVALID'],
    ],
    [
      'a boundary finding',
      ['--runs', '5', '--subject', fixture('subjects/boundary-plain-error.ts'), '--specs', calendar],
      ['BOUNDARY_WRONG_ERROR'],
    ],
    ['a validator that throws', THROWS_RUN, ['THROWS']],
    [
      'a CRASH: no verdicts',
      ['--runs', '10', '--subject', fixture('hostile/validator-process-exit.ts'), '--specs', hostileSpecs],
      ['CRASH'],
    ],
    [
      'a HANG: no verdicts',
      ['--runs', '10', '--subject', fixture('hostile/validator-sync-loop.ts'), '--specs', hostileSpecs, '--call-timeout', '300'],
      ['HANG'],
    ],
    ['a BAD_RESULT', ['--runs', '5', '--subject', fixture('hostile/validator-returns-null.ts'), '--specs', hostileSpecs], ['BAD_RESULT']],
    ['real tool bodies with hidden constraints', ['--runs', '10', '--specs', fixture('tools/bashTools.ts')], []],
    // A library subject: findings carry the advertised schema and runtime verdicts, tools their library and converter.
    [
      'a library subject (TypeBox): both directions and a broken schema',
      ['--runs', '10', '--workers', '1', '--subject', fixture('library/typebox-drifts.ts')],
      ['FALSE_ACCEPT', 'FALSE_REJECT', 'CONVERTER_INVALID'],
    ],
    [
      'a library subject with as-sent cases',
      ['--runs', '5', '--workers', '1', '--subject', fixture('library/zod4-clean.ts'), '--provider', 'openai-strict'],
      ['AS_SENT_REJECTED'],
    ],
  ])('%s', async (_name, args, kinds) => {
    const { code, report } = await sharedReport(args);
    expect(code).toBe(kinds.length > 0 ? 1 : 0);
    for (const kind of kinds) expect(report.findings.map((f) => f.kind)).toContain(kind);
    expect(reportSchemaErrors(report)).toEqual([]);
  });

  it('including a run that replays findings from its regression corpus', async () => {
    // The table's THROWS run, not a second one: its folder holds the corpus it saved.
    const first = await sharedReport(THROWS_RUN);
    const second = await realReport(
      ['--runs', '1', '--seed', '5', '--subject', fixture('subjects/throws-on-null-nested.ts'), '--specs', calendar],
      first.cwd,
    );
    expect(second.report.corpus?.replayed.length).toBeGreaterThan(0);
    expect(second.report.findings.some((f) => (f.source as string) === 'corpus')).toBe(true);
    expect(reportSchemaErrors(second.report)).toEqual([]);
  });

  it('and the hand-built example report the reporter tests use', () => {
    expect(reportSchemaErrors(exampleReport())).toEqual([]);
  });
});

describe('report.schema.json rejects what breaks the contract', () => {
  const broken: [string, (r: Json & { findings: Json[]; stats: Json }) => void, RegExp][] = [
    ['a finding without kind', (r) => delete r.findings[0]!['kind'], /^findings\[0\]: must have required property 'kind'$/],
    [
      'an unknown kind',
      (r) => (r.findings[0]!['kind'] = 'FALSE_ALARM'),
      /^findings\[0\]\.kind: must be equal to one of the allowed values \("FALSE_ACCEPT"/,
    ],
    ['an unknown blame', (r) => (r.findings[0]!['blame'] = 'model'), /^findings\[0\]\.blame: must be equal to one of the allowed values/],
    ['an unknown source', (r) => (r.findings[0]!['source'] = 'llm'), /^findings\[0\]\.source: must be equal to one of/],
    [
      'a validator finding without verdicts',
      (r) => delete r.findings[0]!['verdicts'],
      /^findings\[0\]: must have required property 'verdicts'$/,
    ],
    [
      'a converter finding without its converter field',
      (r) => delete r.findings[1]!['converter'],
      /^findings\[1\]: must have required property 'converter'$/,
    ],
    ['a finding without reproduce', (r) => delete r.findings[2]!['reproduce'], /^findings\[2\]: must have required property 'reproduce'$/],
    ['an id that is not F<n>', (r) => (r.findings[0]!['id'] = 'finding-1'), /^findings\[0\]\.id: must match pattern/],
    [
      'a runtime verdict of an unknown kind',
      (r) => (((r.findings[0]!['verdicts'] as Json)['runtime'] as Json)['kind'] = 'maybe'),
      /^findings\[0\]\.verdicts\.runtime: value of tag "kind" must be in oneOf$/,
    ],
    [
      'a rejected verdict without issues',
      (r) => ((r.findings[0]!['verdicts'] as Json)['runtime'] = { kind: 'rejected' }),
      /runtime: must have required property 'issues'$/,
    ],
    [
      'an ajv verdict whose valid is not a boolean',
      (r) => (((r.findings[0]!['verdicts'] as Json)['advertised'] as Json)['valid'] = 'no'),
      /^findings\[0\]\.verdicts\.advertised\.valid: must be boolean$/,
    ],
    [
      'an unknown field inside a verdict',
      (r) => (((r.findings[0]!['verdicts'] as Json)['reference'] as Json)['score'] = 1),
      /^findings\[0\]\.verdicts\.reference: must NOT have additional properties \("score"\)$/,
    ],
    [
      'a spec prop of an unknown type',
      (r) => ((r.findings[0]!['spec'] as Record<string, Json>)['visibility']!['type'] = 'date'),
      /^findings\[0\]\.spec\.visibility\.type: must be equal to one of the allowed values/,
    ],
    ['missing stats.cases', (r) => delete r.stats['cases'], /^stats: must have required property 'cases'$/],
    ['a negative casesPerSecond', (r) => (r.stats['casesPerSecond'] = -1), /^stats\.casesPerSecond: must be >= 0$/],
    ['another version', (r) => (r['version'] = 3), /^version: must be equal to constant \(2\)$/],
    ['a seed that is not an integer', (r) => (r['seed'] = '4'), /^seed: must be integer$/],
    ['a missing durationMs', (r) => delete r['durationMs'], /^\(top level\): must have required property 'durationMs'$/],
    ['startedAt that is not a date-time', (r) => (r['startedAt'] = 'yesterday'), /^startedAt: must match format "date-time"$/],
    [
      'an unknown field in stats',
      (r) => (r.stats['casesPerMinute'] = 1),
      /^stats: must NOT have additional properties \("casesPerMinute"\)$/,
    ],
  ];
  it.each(broken)('%s', (_name, mutate, message) => {
    const report = clone(exampleReport()) as unknown as Json & { findings: Json[]; stats: Json };
    mutate(report);
    const errors = reportSchemaErrors(report);
    expect(errors[0]).toMatch(message);
    expect(isValidReport(report)).toBe(false);
  });

  it('but lets later versions add fields at the top level and in findings', () => {
    const report = clone(exampleReport()) as unknown as Json & { findings: Json[] };
    report['baseline'] = { file: 'toolfuzz.baseline.json' };
    report.findings[0]!['baseline'] = 'known';
    expect(reportSchemaErrors(report)).toEqual([]);
  });

  it('rejects what is not a report at all', () => {
    expect(reportSchemaErrors(null)[0]).toBe('(top level): must be object');
    expect(reportSchemaErrors([])[0]).toBe('(top level): must be object');
  });
});

describe('report.schema.json stays in step with the code', () => {
  it('lists exactly the finding kinds, case sources, model mistakes and schema features', () => {
    expect(definitions['findingKind']?.enum).toEqual([...FINDING_KINDS]);
    expect(definitions['caseSource']?.enum).toEqual([...CASE_SOURCES]);
    expect(definitions['violatorOperator']?.enum).toEqual([...VIOLATOR_OPERATORS]);
    expect(definitions['schemaFeature']?.enum).toEqual([...SCHEMA_FEATURES]);
    const lintItem = (REPORT_SCHEMA['properties'] as Record<string, { items: { properties: Record<string, { enum?: unknown[] }> } }>)[
      'lint'
    ]?.items.properties;
    expect(lintItem?.['provider']?.enum).toEqual([...PROVIDERS]);
    expect(lintItem?.['effect']?.enum).toEqual(['rejected', 'ignored', 'rewritten']);
  });
});
