import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNames } from 'ajv-formats/dist/formats.js';
import { formatValidator } from '../../testing/jsonSchemaAjv.ts';
import { FORMAT_SAMPLES, isFormatName } from './formatSamples.ts';

const entries = Object.entries(FORMAT_SAMPLES);

describe('format samples, judged by ajv-formats itself (full mode)', () => {
  it('cover every format ajv-formats defines, and no other', () => {
    expect(Object.keys(FORMAT_SAMPLES).sort()).toEqual([...formatNames].sort());
    expect(isFormatName('email')).toBe(true);
    expect(isFormatName('toString')).toBe(false);
  });

  it.each(entries)('%s: every exotic value is valid and every close value invalid', (name, sample) => {
    const validate = formatValidator(name, sample.appliesTo);
    expect(sample.exoticValid.filter((value) => !validate(value))).toEqual([]);
    expect(sample.closeInvalid.filter((value) => validate(value))).toEqual([]);
    // A format with no close-invalid value must say it accepts everything of its type, not just be unfinished.
    expect(sample.closeInvalid.length > 0 || sample.acceptsEverything === true).toBe(true);
    expect(sample.exoticValid.length).toBeGreaterThan(0);
  });

  it.each(entries)('%s: disputed values are the ones ajv-formats rejects', (name, sample) => {
    const validate = formatValidator(name, sample.appliesTo);
    expect(sample.disputed.filter(({ value }) => validate(value)).map(({ value }) => value)).toEqual([]);
  });

  it.each(entries)('%s: generated values are valid', (name, sample) => {
    const validate = formatValidator(name, sample.appliesTo);
    fc.assert(
      fc.property(sample.arbitrary, (value) => validate(value) === true),
      { numRuns: 200, seed: 7 },
    );
  });

  it('include the edges the issue names: quoted local parts, IPv4 in IPv6, fractional durations, urn:uuid, leap seconds, offsets', () => {
    expect(FORMAT_SAMPLES.email.disputed.map((d) => d.value)).toContain('"john doe"@example.com');
    expect(FORMAT_SAMPLES.ipv6.exoticValid).toContain('::ffff:192.0.2.128');
    expect(FORMAT_SAMPLES.duration.disputed.map((d) => d.value)).toContain('P0.5D');
    expect(FORMAT_SAMPLES.uuid.exoticValid.some((v) => String(v).startsWith('urn:uuid:'))).toBe(true);
    expect(FORMAT_SAMPLES.time.exoticValid).toContain('23:59:60Z');
    expect(FORMAT_SAMPLES['date-time'].exoticValid.some((v) => /[+-]\d\d:\d\d$/.test(String(v)))).toBe(true);
  });

  it('include the close misses models write: impossible days, no seconds, no offset, dotless and hyphen-ended domains', () => {
    expect(FORMAT_SAMPLES.date.closeInvalid).toEqual(expect.arrayContaining(['2023-02-29', '2024-02-30']));
    expect(FORMAT_SAMPLES.time.closeInvalid).toEqual(expect.arrayContaining(['10:30', '07:30:00']));
    expect(FORMAT_SAMPLES['date-time'].closeInvalid).toEqual(expect.arrayContaining(['2024-06-01T09:30', '2024-06-01T10:30Z']));
    expect(FORMAT_SAMPLES.email.closeInvalid).toEqual(expect.arrayContaining(['root@localhost', 'ana@mail-.example.com']));
  });
});
