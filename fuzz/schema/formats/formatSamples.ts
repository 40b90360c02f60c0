import { dateSample, dateTimeSample, durationSample, isoDateTimeSample, isoTimeSample, timeSample } from './dateFormats.ts';
import type { FormatName, FormatSample } from './formatSample.ts';
import {
  emailSample,
  hostnameSample,
  ipv4Sample,
  ipv6Sample,
  uriReferenceSample,
  uriSample,
  uriTemplateSample,
  urlSample,
} from './networkFormats.ts';
import {
  binarySample,
  byteSample,
  doubleSample,
  floatSample,
  int32Sample,
  int64Sample,
  jsonPointerFragmentSample,
  jsonPointerSample,
  passwordSample,
  regexSample,
  relativeJsonPointerSample,
  uuidSample,
} from './otherFormats.ts';

/** Every ajv-formats format (full mode) with its exotic-valid and close-invalid values and a generator. */
export const FORMAT_SAMPLES: Readonly<Record<FormatName, FormatSample>> = {
  date: dateSample,
  time: timeSample,
  'date-time': dateTimeSample,
  'iso-time': isoTimeSample,
  'iso-date-time': isoDateTimeSample,
  duration: durationSample,
  uri: uriSample,
  'uri-reference': uriReferenceSample,
  'uri-template': uriTemplateSample,
  url: urlSample,
  email: emailSample,
  hostname: hostnameSample,
  ipv4: ipv4Sample,
  ipv6: ipv6Sample,
  regex: regexSample,
  uuid: uuidSample,
  'json-pointer': jsonPointerSample,
  'json-pointer-uri-fragment': jsonPointerFragmentSample,
  'relative-json-pointer': relativeJsonPointerSample,
  byte: byteSample,
  int32: int32Sample,
  int64: int64Sample,
  float: floatSample,
  double: doubleSample,
  password: passwordSample,
  binary: binarySample,
};

/** Whether `name` is a format ajv-formats knows. */
export function isFormatName(name: unknown): name is FormatName {
  return typeof name === 'string' && Object.hasOwn(FORMAT_SAMPLES, name);
}
