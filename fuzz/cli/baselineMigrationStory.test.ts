// A team's baseline from before presence findings were merged, end to end through bin/toolfuzz: the
// same campaign is still gated green by it, and `toolfuzz baseline`'s update rewrites it in the new form.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonReport } from '../report/jsonReport.ts';
import { compareWithBaseline } from '../baseline/compareWithBaseline.ts';
import { readBaseline } from '../baseline/readBaseline.ts';
import { updateBaseline } from '../baseline/updateBaseline.ts';
import { runCli } from '../testing/runCli.ts';
import { tempFolder } from '../testing/tempFolder.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const cwd = tempFolder('baseline-migration');
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const entry = (fingerprint: string, tool: string, specHash: string, kind: string, path: string) => ({
  fingerprint,
  tool,
  specHash,
  kind,
  blame: 'validator',
  path,
  reason: 'known, tracked in #123',
});

// What `toolfuzz baseline` at 3931390 (before presence findings got their own shape) writes from the
// campaign below: null for an optional key of another type or depth was a finding of its own then,
// one now. Each entry holds the version 1 fingerprint (legacyFingerprint, pinned for these shapes'
// kin in fingerprintPins.test.ts) of the first case the campaign reaches on its tool. Which case that
// is follows the case order, not the fingerprints: since SchemaSpec violators take each tool's
// mistake cycle (fuzz/cases/violators/violatorCycle.ts), seed 4 reaches recurrence on create_event
// and max_results on list_events (a null for an optional key: one version 1 shape for both), and
// working_hours on find_free_slots; its first unactionable message is at attendees[0].display_name.
const V1_BASELINE = {
  version: 1,
  entries: [
    entry('61408cdce8439da0', 'create_event', '4fafc11eeb15', 'FALSE_ACCEPT', 'recurrence'),
    entry('61408cdce8439da0', 'list_events', 'eab7b7295e5a', 'FALSE_ACCEPT', 'max_results'),
    entry('7bf407597442c258', 'find_free_slots', '4d34c5bf00b5', 'FALSE_ACCEPT', 'working_hours'),
    entry('a4a2af740c81a827', 'create_event', '1beaeb6d4bde', 'UNACTIONABLE_MESSAGE', 'attendees[0].display_name'),
  ],
};

describe('a version 1 baseline, end to end', () => {
  it('still counts its findings as known, then is rewritten with one fingerprint for the merged drift', async () => {
    writeFileSync(join(cwd, 'v1.json'), JSON.stringify(V1_BASELINE));
    const args = [
      '--subject',
      join(ROOT, 'fixtures/subjects/null-as-absent.ts'),
      '--specs',
      join(ROOT, 'fixtures/specs/calendar.json'),
      '--runs',
      '25',
      '--seed',
      '4',
      '--workers',
      '1',
    ];
    const run = await runCli(['run', ...args, '--corpus', 'corpus', '--json', 'run.json', '--baseline', 'v1.json'], { cwd });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const report = JSON.parse(readFileSync(join(cwd, 'run.json'), 'utf8')) as JsonReport;
    expect(report.findings.map((f) => f.kind)).toEqual(['FALSE_ACCEPT', 'UNACTIONABLE_MESSAGE']);
    // The cases the seed reaches, as version 1 saw them: if the case order changes again, this says so before the baseline does.
    expect(report.findings.map((f) => f.legacyFingerprints)).toEqual([['61408cdce8439da0', '7bf407597442c258'], ['a4a2af740c81a827']]);
    expect(report.baseline).toMatchObject({ known: ['F1', 'F2'], fresh: [], stale: [], unchecked: [] });
    expect(run.stdout).toContain('baseline v1.json: 2 known findings do not fail the run; no new findings');

    // In process: report.schema.json does not yet know the WIP report's new fields, so `toolfuzz baseline` rejects real reports.
    const update = updateBaseline(readBaseline(join(cwd, 'v1.json'), 'v1.json'), report, 'new', false);
    expect(update.added).toEqual([]);
    expect(update.file.entries.map((e) => [e.fingerprint, e.tool, e.fingerprintVersion])).toEqual([
      [report.findings[0]?.fingerprint, 'create_event', undefined],
      [report.findings[0]?.fingerprint, 'list_events', undefined],
      [report.findings[0]?.fingerprint, 'find_free_slots', undefined],
      [report.findings[1]?.fingerprint, 'create_event', undefined],
    ]);
    expect(compareWithBaseline(update.file.entries, report)).toMatchObject({ fresh: [], stale: [] });
  });
});
