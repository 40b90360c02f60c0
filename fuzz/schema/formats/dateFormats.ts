import fc from 'fast-check';
import type { FormatSample } from './formatSample.ts';

const instant = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true });
const offset = fc.oneof(
  fc.constant('Z'),
  fc.constant('z'),
  fc
    .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
);

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

const date = instant.map((d) => d.toISOString().slice(0, 10));
const clock = instant.map((d) => d.toISOString().slice(11, 23));

/** RFC 3339 full-date: the days per month and leap years count (models write `2024-02-30`). */
export const dateSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['2024-02-29', '2000-02-29', '0000-02-29', '9999-12-31', '1900-02-28'],
  closeInvalid: [
    '2023-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-1-01',
    '2024/01/01',
    '1900-02-29',
    '2024-13-01',
    '2024-01-32',
    '20240101',
    '2024-00-10',
  ],
  disputed: [],
  arbitrary: date,
};

/** RFC 3339 full-time: seconds and the offset are required (models write `10:30` and local `07:30:00`). */
export const timeSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['23:59:60Z', '23:59:60.999Z', '00:59:60+01:00', '12:00:00.123456789-23:59', '12:00:00z', '12:00:00+05', '12:00:00+0530'],
  closeInvalid: [
    '07:30:00',
    '10:30',
    '12:00Z',
    '12:00:00.000',
    '24:00:00Z',
    '12:60:00Z',
    '23:59:60+01:00',
    '12:00:00+24:00',
    '12:00:00 Z',
    '1:00:00Z',
  ],
  disputed: [],
  arbitrary: fc.tuple(clock, offset).map(([c, o]) => c + o),
};

/** RFC 3339 date-time: seconds and the offset are required (models write `2024-06-01T09:30`). */
export const dateTimeSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: [
    '2016-12-31T23:59:60Z',
    '1985-04-12t23:20:50.52z',
    '1996-12-19 16:39:57-08:00',
    '2024-02-29T00:00:00+14:00',
    '1937-01-01T12:00:27.87+00:20',
    '2024-01-01T00:00:00.000000001Z',
  ],
  closeInvalid: [
    '2024-06-01T09:30',
    '2024-01-01T12:00:00',
    '2024-06-01T10:30Z',
    '2024-06-01T09:30:00.000',
    '2024-01-01T25:00:00Z',
    '2024-01-01T12:00:00+25:00',
    '2024-01-01TT12:00:00Z',
    '2024-01-0112:00:00Z',
    '2023-02-29T00:00:00Z',
    '2024-01-01T12:00:00ZZ',
  ],
  disputed: [{ value: '2024-01-01T24:00:00Z', why: 'ISO 8601 (before 2019) allows 24:00 for the end of a day; RFC 3339 does not' }],
  arbitrary: fc.tuple(date, fc.constantFrom('T', 't', ' '), clock, offset).map((parts) => parts.join('')),
};

/** ajv-formats' iso-time: an RFC 3339 time whose offset may be left out. */
export const isoTimeSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['12:00:00', '23:59:60', '23:59:60Z', '00:00:00.5+01:00', '07:08:09-0000'],
  closeInvalid: ['12:00', '12:00:61', '1:00:00', '12:00:00+24:00', '12-00-00', '25:00:00'],
  disputed: [],
  arbitrary: fc.tuple(clock, fc.option(offset, { nil: '' })).map(([c, o]) => c + o),
};

/** ajv-formats' iso-date-time: a date-time whose offset may be left out. */
export const isoDateTimeSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['2024-01-01T12:00:00', '2024-01-01 12:00:00', '2016-12-31T23:59:60', '2024-02-29t00:00:00.1z'],
  closeInvalid: ['2024-01-01', '2024-01-01T12:00', '2023-02-29T00:00:00', '2024-01-01T12:00:00+2', '2024-01-01_12:00:00'],
  disputed: [],
  arbitrary: fc.tuple(date, fc.constantFrom('T', ' '), clock, fc.option(offset, { nil: '' })).map((parts) => parts.join('')),
};

const durationPart = (unit: string) =>
  fc.option(
    fc.nat({ max: 999 }).map((n) => `${n}${unit}`),
    { nil: '' },
  );

/** RFC 3339 appendix A duration: whole numbers only, as ajv-formats reads it. */
export const durationSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['P1W', 'PT0S', 'P0D', 'P1Y2M3DT4H5M6S', 'PT36H', 'P10000Y', 'PT1M'],
  closeInvalid: ['P', 'PT', 'P1H', '1D', 'P1DT', 'P-1D', 'P1D1Y', 'p1d', 'P1W1D'],
  disputed: [
    { value: 'P0.5D', why: 'ISO 8601 allows a decimal fraction on the smallest unit; the RFC 3339 grammar does not' },
    { value: 'PT0.5S', why: 'fractional seconds are ISO 8601; ajv-formats follows RFC 3339 appendix A' },
    { value: 'PT1,5H', why: 'ISO 8601 prefers the comma as decimal sign' },
  ],
  arbitrary: fc
    .tuple(durationPart('Y'), durationPart('M'), durationPart('D'), durationPart('H'), durationPart('M'), durationPart('S'))
    .map(([y, mo, d, h, mi, s]) => {
      const time = h + mi + s;
      const body = y + mo + d + (time === '' ? '' : `T${time}`);
      return `P${body === '' ? '0D' : body}`;
    }),
};
