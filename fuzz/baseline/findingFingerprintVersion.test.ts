import { describe, expect, it } from 'vitest';
import { findingShape, fingerprintOf } from '../findings/fingerprint.ts';
import { baselineEntryOf } from './baselineEntryOf.ts';
import { checkBaseline } from './checkBaseline.ts';
import { findingFingerprintVersion } from './findingFingerprintVersion.ts';
import { fakeFinding, fakeReport } from '../testing/reportFixture.ts';
import { updateBaseline } from './updateBaseline.ts';

// null for an optional string, as a report before version 2 showed it (fingerprint pinned in fingerprintPins.test.ts).
const oldPresence = fakeFinding({
  id: 'F1',
  fingerprint: '3410af1b97a4729a',
  spec: { on_conflict: { type: 'string' } },
  argsJson: '{"on_conflict":null}',
  args: { on_conflict: null },
  paths: ['on_conflict'],
});
const currentFingerprint = fingerprintOf(findingShape({ ...oldPresence, paths: [['on_conflict']] }));
const newPresence = { ...oldPresence, fingerprint: currentFingerprint, legacyFingerprints: ['3410af1b97a4729a'] };
const other = fakeFinding({
  id: 'F2',
  fingerprint: '3efc4bda35bbcb6f',
  spec: { max_results: { type: 'integer' } },
  argsJson: '{"max_results":"1"}',
  args: { max_results: '1' },
  paths: ['max_results'],
});

describe('findingFingerprintVersion', () => {
  it('is 1 for a presence finding of a report written before version 2, and current otherwise', () => {
    expect(findingFingerprintVersion(oldPresence)).toBe(1);
    expect(findingFingerprintVersion(newPresence)).toBeUndefined();
    expect(findingFingerprintVersion(other)).toBeUndefined();
  });

  it('takes the fingerprint as current when the minimal case cannot be recomputed', () => {
    expect(findingFingerprintVersion({ ...oldPresence, argsJson: '{"on_conflict":nu…' })).toBeUndefined();
    expect(findingFingerprintVersion({ ...oldPresence, paths: ['on_conflict..x'] })).toBeUndefined();
  });
});

describe('toolfuzz baseline on a report written before version 2', () => {
  it('writes its presence entries as version 1, so they match the findings of later runs', () => {
    expect(baselineEntryOf(oldPresence, 'r').fingerprintVersion).toBe(1);
    expect(baselineEntryOf(other, 'r').fingerprintVersion).toBeUndefined();
    const { file } = updateBaseline(undefined, fakeReport([oldPresence, other]), 'r', false);
    const later = updateBaseline(file, fakeReport([newPresence, other]), 'r', false);
    expect(later.added).toEqual([]);
    expect(later.file.entries.map((e) => [e.fingerprint, e.fingerprintVersion])).toEqual([
      [currentFingerprint, undefined],
      ['3efc4bda35bbcb6f', undefined],
    ]);
  });

  it('keeps a version 1 entry that such a report shows as version 1', () => {
    const v1 = checkBaseline(
      {
        version: 1,
        entries: [{ fingerprint: '3410af1b97a4729a', tool: 'create_event', kind: 'FALSE_ACCEPT', blame: 'validator', reason: 'r' }],
      },
      'b.json',
    );
    const update = updateBaseline(v1, fakeReport([oldPresence]), 'new', false);
    expect(update.added).toEqual([]);
    expect(update.migrated).toEqual([]);
    expect(update.file.entries.map((e) => [e.fingerprint, e.fingerprintVersion])).toEqual([['3410af1b97a4729a', 1]]);
  });
});
