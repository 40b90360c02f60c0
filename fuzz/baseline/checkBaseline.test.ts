import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { checkBaseline } from './checkBaseline.ts';

const ENTRY = {
  fingerprint: '3410af1b97a4729a',
  tool: 'create_event',
  specHash: 'abc',
  kind: 'FALSE_ACCEPT',
  blame: 'validator',
  path: 'visibility',
  reason: 'known, tracked in #123',
};

async function problem(json: unknown): Promise<string> {
  return (await usageErrorOf(() => checkBaseline(json, 'toolfuzz.baseline.json'))).message;
}

describe('checkBaseline', () => {
  it('reads a full entry, and a hand-written one without path and specHash', () => {
    const minimal = { fingerprint: 'f', tool: 't', kind: 'HANG', blame: 'body', reason: 'slow on purpose' };
    expect(checkBaseline({ version: 2, entries: [ENTRY, minimal] }, 'b.json')).toEqual({ version: 2, entries: [ENTRY, minimal] });
    expect(checkBaseline({ version: 2, entries: [] }, 'b.json').entries).toEqual([]);
  });

  it('reads a version 1 file as the current version, every fingerprint marked version 1', () => {
    const read = checkBaseline({ version: 1, entries: [ENTRY] }, 'b.json');
    expect(read).toEqual({ version: 2, migratedFrom: 1, entries: [{ ...ENTRY, fingerprintVersion: 1 }] });
  });

  it('reads the version 1 entries a version 2 file still holds, and nothing else under fingerprintVersion', async () => {
    expect(checkBaseline({ version: 2, entries: [{ ...ENTRY, fingerprintVersion: 1 }] }, 'b.json')).toEqual({
      version: 2,
      entries: [{ ...ENTRY, fingerprintVersion: 1 }],
    });
    expect(await problem({ version: 2, entries: [{ ...ENTRY, fingerprintVersion: 2 }] })).toBe(
      'toolfuzz.baseline.json: $.entries[0].fingerprintVersion: "fingerprintVersion" must be 1 when given (left out: the current fingerprint), got number 2',
    );
    // Version 1 files never had the key: one there is a hand edit gone wrong.
    expect(await problem({ version: 1, entries: [{ ...ENTRY, fingerprintVersion: 1 }] })).toMatch(
      /^toolfuzz\.baseline\.json: \$\.entries\[0\]\.fingerprintVersion: unknown key "fingerprintVersion"/,
    );
  });

  it('rejects a file that is not a baseline of version 1 or 2, naming the file and the JSON path', async () => {
    expect(await problem([])).toBe('toolfuzz.baseline.json: $: expected a baseline { "version": 2, "entries": [...] }, got an array');
    expect(await problem({ entries: [] })).toBe(
      'toolfuzz.baseline.json: $.version: unsupported baseline version undefined (this toolfuzz reads versions 1 and 2)',
    );
    expect(await problem({ version: 3, entries: [] })).toBe(
      'toolfuzz.baseline.json: $.version: unsupported baseline version number 3 (this toolfuzz reads versions 1 and 2)',
    );
    expect(await problem({ version: 1, entries: {} })).toBe('toolfuzz.baseline.json: $.entries: "entries" must be an array, got an object');
    expect(await problem({ version: 1, entrys: [] })).toBe(
      'toolfuzz.baseline.json: $.entrys: unknown key "entrys" (did you mean "entries"?); allowed: version, entries',
    );
  });

  it('requires a non-empty reason, saying what one looks like', async () => {
    const { reason: _, ...noReason } = ENTRY;
    expect(await problem({ version: 1, entries: [noReason] })).toBe(
      'toolfuzz.baseline.json: $.entries[0]: missing "reason" (why the finding is accepted, e.g. "known, tracked in #123")',
    );
    expect(await problem({ version: 1, entries: [{ ...ENTRY, reason: '  ' }] })).toBe(
      'toolfuzz.baseline.json: $.entries[0].reason: "reason" must not be empty',
    );
  });

  it('catches the typos of a hand edit', async () => {
    const { reason, ...rest } = ENTRY;
    expect(await problem({ version: 1, entries: [{ ...rest, reson: reason }] })).toBe(
      'toolfuzz.baseline.json: $.entries[0].reson: unknown key "reson" (did you mean "reason"?); allowed: fingerprint, tool, specHash, kind, blame, path, reason',
    );
    expect(await problem({ version: 1, entries: [ENTRY, { ...ENTRY, kind: 'FALSE_ACCEPTED' }] })).toMatch(
      /^toolfuzz\.baseline\.json: \$\.entries\[1\]\.kind: unknown kind "FALSE_ACCEPTED" \(one of FALSE_ACCEPT, /,
    );
    expect(await problem({ version: 1, entries: [{ ...ENTRY, blame: 'validate' }] })).toBe(
      'toolfuzz.baseline.json: $.entries[0].blame: unknown blame "validate" (one of validator, converter, boundary, body)',
    );
    expect(await problem({ version: 1, entries: [{ ...ENTRY, tool: 3 }] })).toBe(
      'toolfuzz.baseline.json: $.entries[0].tool: "tool" must be a string, got number 3',
    );
    expect(await problem({ version: 1, entries: ['F1'] })).toBe(
      'toolfuzz.baseline.json: $.entries[0]: expected an entry { "fingerprint", "tool", "kind", "blame", "reason", ... }, got string "F1"',
    );
  });

  it('rejects two entries for one finding, whose reasons would compete', async () => {
    expect(await problem({ version: 1, entries: [ENTRY, { ...ENTRY, reason: 'other', path: 'x' }] })).toBe(
      'toolfuzz.baseline.json: $.entries[1]: duplicates $.entries[0] (same tool, fingerprint, kind and blame)',
    );
  });
});
