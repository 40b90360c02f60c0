// Fingerprints that baselines and corpus file names already hold. Each case is a real minimal case
// from a seeded-bug subject (`--random-specs --seed 1`) or a hand-made one; the hash is what the
// report carried before presence findings were fingerprinted on their own (hand-made ones: computed then). A change here loses users' entries.
import { describe, expect, it } from 'vitest';
import { type FingerprintInput, findingShape, fingerprintOf, legacyFingerprint } from './fingerprint.ts';

type Pinned = FingerprintInput & { readonly from: string; readonly fingerprint: string };
type PinnedPresence = Pinned & { readonly current: string };

// What buildReport writes as a finding's `fingerprint`.
function reportFingerprint(finding: Pinned): string {
  return fingerprintOf(findingShape(finding));
}

/** Findings that are not about a key's presence. */
const OTHER: readonly Pinned[] = [
  {
    from: 'numeric-strings',
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    spec: { max_results: { type: 'integer' } },
    argsJson: '{"max_results":"1"}',
    paths: [['max_results']],
    fingerprint: '3efc4bda35bbcb6f',
  },
  {
    from: 'numeric-strings',
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    // Keys such as valueOf and toString confuse TypeScript's contextual typing of a literal.
    spec: JSON.parse(
      '{"objects":{"type":"array","required":true,"items":{"type":"object","properties":{"key with spaces":{"type":"object","properties":{"valueOf":{"type":"number","required":true}}}}}}}',
    ),
    argsJson: '{"objects":[{"key with spaces":{"valueOf":"9"}}]}',
    paths: [['objects', 0, 'key with spaces', 'valueOf']],
    fingerprint: '46872f67fb120f76',
  },
  {
    from: 'throws-on-null-nested',
    kind: 'THROWS',
    blame: 'validator',
    spec: { attendees: { type: 'array', items: { type: 'object', properties: { response_status: { type: 'string' } } } } },
    argsJson: '{"attendees":[null]}',
    paths: [['attendees', 0]],
    fingerprint: 'deaaa36729bb07f5',
  },
  {
    from: 'throws-on-null-nested',
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    spec: { l__zaa: { type: 'object', required: true } },
    argsJson: '{"l__zaa":null}',
    paths: [['l__zaa']],
    fingerprint: '1f932607812d6f92',
  },
  {
    from: 'truthy-presence',
    kind: 'FALSE_REJECT',
    blame: 'validator',
    spec: { summary: { type: 'string', required: true } },
    argsJson: '{"summary":""}',
    paths: [],
    fingerprint: 'fa8a3f7f9142d4dd',
  },
  {
    from: 'truthy-presence',
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    spec: { jk: { type: 'integer' } },
    argsJson: '{"jk":false}',
    paths: [['jk']],
    fingerprint: 'aa4be6cb8fc31f70',
  },
  {
    from: 'in-operator-presence',
    kind: 'FALSE_REJECT',
    blame: 'validator',
    spec: JSON.parse('{"__proto__":{"type":"object","properties":{"valueOf":{"type":"integer"}}}}'),
    argsJson: '{}',
    paths: [],
    fingerprint: '543e3a93c15a6d22',
  },
  {
    from: 'hand-made',
    kind: 'CONVERTER_INVALID',
    blame: 'converter',
    spec: { start: { type: 'object', properties: { time: { type: 'string', required: true } } } },
    argsJson: '{}',
    paths: [],
    fingerprint: 'f567eb7ae134e752',
  },
  {
    from: 'hand-made',
    kind: 'HANG',
    blame: 'validator',
    spec: { text: { type: 'string', required: true } },
    argsJson: '{"text":""}',
    paths: [],
    fingerprint: 'afcc6f948a23ae41',
  },
  {
    from: 'hand-made',
    kind: 'CRASH',
    blame: 'validator',
    spec: { n: { type: 'number' } },
    argsJson: '{"n":1e400',
    paths: [],
    fingerprint: '6cccf1f5405c9a2c',
  },
];

/**
 * Findings whose drift is whether a key counts as present: a key left out, or null where leaving it
 * out is allowed. `fingerprint` is what version 1 baselines hold, `current` what version 2 ones do.
 */
const PRESENCE: readonly PinnedPresence[] = [
  {
    from: 'null-as-absent',
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    spec: { on_conflict: { type: 'string' } },
    argsJson: '{"on_conflict":null}',
    paths: [['on_conflict']],
    fingerprint: '3410af1b97a4729a',
    current: 'e05d63271c2e0c33',
  },
  {
    from: 'null-as-absent',
    kind: 'UNACTIONABLE_MESSAGE',
    blame: 'validator',
    spec: {
      attendees: {
        type: 'array',
        items: { type: 'object', properties: { email: { type: 'string', required: true }, display_name: { type: 'string' } } },
      },
    },
    argsJson: '{"attendees":[{"display_name":null}]}',
    paths: [['attendees', 0, 'display_name']],
    fingerprint: 'a4a2af740c81a827',
    current: '9899806eb02398ec',
  },
  {
    from: 'converter-optional-nullable',
    kind: 'FALSE_REJECT',
    blame: 'converter',
    spec: { reminders: { type: 'object' } },
    argsJson: '{"reminders":null}',
    paths: [['reminders']],
    fingerprint: 'd6b86a74e96e2d53',
    current: '80e50e33cc7c63b2',
  },
  {
    from: 'converter-required-all-keys',
    kind: 'FALSE_ACCEPT',
    blame: 'converter',
    spec: { visibility: { type: 'string' } },
    argsJson: '{}',
    paths: [['visibility']],
    fingerprint: '4c33d66669d0d503',
    current: '36db6969e5ce0449',
  },
  {
    from: 'nested-required-ignored',
    kind: 'FALSE_ACCEPT',
    blame: 'validator',
    spec: JSON.parse(
      '{"objects":{"type":"array","required":true,"items":{"type":"object","properties":{"toString":{"type":"string","required":true}}}}}',
    ),
    argsJson: '{"objects":[{}]}',
    paths: [['objects', 0, 'toString']],
    fingerprint: '0bf8e2ba008b6612',
    current: '0e8dc8e8e86518d9',
  },
  {
    from: 'nested-required-ignored',
    kind: 'UNACTIONABLE_MESSAGE',
    blame: 'validator',
    spec: {
      attendees: {
        type: 'array',
        items: { type: 'object', properties: { email: { type: 'string', required: true }, display_name: { type: 'string' } } },
      },
    },
    argsJson: '{"attendees":[{"display_name":[]}]}',
    paths: [['attendees', 0, 'email']],
    fingerprint: 'c579885ed6bfb6e2',
    current: '4f9c32a6d9bd323d',
  },
];

describe("fingerprints already in users' baselines", () => {
  it.each(OTHER.map((f) => [`${f.kind} from ${f.from}`, f] as const))('keeps %s, which is its legacy fingerprint too', (_name, finding) => {
    expect(reportFingerprint(finding)).toBe(finding.fingerprint);
    expect(legacyFingerprint(finding)).toBe(finding.fingerprint);
  });

  it.each(PRESENCE.map((f) => [`${f.kind} from ${f.from}`, f] as const))(
    'gives the presence finding %s its version 2 fingerprint and keeps the old one as its legacy fingerprint',
    (_name, finding) => {
      expect(reportFingerprint(finding)).toBe(finding.current);
      expect(legacyFingerprint(finding)).toBe(finding.fingerprint);
    },
  );
});
