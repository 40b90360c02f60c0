import fc from 'fast-check';
import type { FormatSample } from './formatSample.ts';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const label = fc.string({ unit: lower, minLength: 1, maxLength: 10 });
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'org', 'io', 'example', 'co'))
  .map(([labels, tld]) => [...labels, tld].join('.'));
const pathSegment = fc.string({ unit: fc.constantFrom(...'abcxyz0123-._~'), maxLength: 8 });
const path = fc.array(pathSegment, { maxLength: 3 }).map((segments) => segments.map((s) => `/${s}`).join(''));
const byte = fc.integer({ min: 0, max: 255 });
const hexGroup = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));

/** RFC 3986 URI: a scheme is required. */
export const uriSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: [
    'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
    'http://[::ffff:192.0.2.1]:8080/p',
    'http://[v1.fe]/',
    'file:///etc/hosts',
    'tag:example.com,2004:x',
    'data:text/plain;base64,SGVsbG8=',
    'https://user:pa%20ss@example.com:443/a?b=c#d',
  ],
  closeInvalid: [
    'example.com',
    'http://exa mple.com',
    '//example.com',
    'http://[::1',
    '1http://example.com',
    'http://example.com/%zz',
    'https://例え.jp/',
  ],
  disputed: [
    { value: 'https://例え.jp/', why: 'an IRI (RFC 3987) that browsers and most HTTP clients accept; RFC 3986 wants it percent-encoded' },
  ],
  arbitrary: fc
    .tuple(fc.constantFrom('https', 'http', 'ftp', 'urn'), domain, path)
    .map(([scheme, host, p]) => (scheme === 'urn' ? `urn:isbn:${host}` : `${scheme}://${host}${p}`)),
};

/** RFC 3986 URI-reference: relative references too. */
export const uriReferenceSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['', '#frag', '//example.com', '../a/b?c', '?q=1', 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', '.'],
  closeInvalid: ['http://exa mple.com', '\\\\server\\share', '#a b', 'a%g0', 'http://[::1/'],
  disputed: [],
  arbitrary: fc.oneof(
    uriSample.arbitrary,
    path,
    path.map((p) => `.${p}`),
  ),
};

/** RFC 6570 URI template. */
export const uriTemplateSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['https://example.com/{id}', '/search{?q,lang}', '{+path}/x', '{var:3}', '{list*}', '', '{#frag}'],
  closeInvalid: ['{unclosed', 'https://e.com/{a b}', '{}', '{var:0}', 'a}b', '{var:10000}'],
  disputed: [],
  arbitrary: fc.tuple(domain, fc.constantFrom('{id}', '{?q,lang}', '{/path*}', '')).map(([host, t]) => `https://${host}/${t}`),
};

/** ajv-formats' url: http, https or ftp with a public host. */
export const urlSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: [
    'https://例え.jp/パス',
    'ftp://user@ftp.example.com:2121/file',
    'http://142.42.1.1:8080/',
    'http://a.b-c.de',
    'https://sub.example.museum/?q=1#x',
  ],
  closeInvalid: [
    'http://localhost',
    'https://192.168.1.1',
    'htp://example.com',
    'https://example.c',
    'https:// example.com',
    'https://example.com:1/',
  ],
  disputed: [{ value: 'http://localhost:3000/', why: 'a valid WHATWG URL that ajv-formats excludes (no TLD)' }],
  arbitrary: fc.tuple(fc.constantFrom('https', 'http', 'ftp'), domain, path).map(([scheme, host, p]) => `${scheme}://${host}${p}`),
};

/** Email address (ajv-formats full mode: dot-atom local parts, a dotted domain whose labels end in a letter or digit). */
export const emailSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: [
    "o'reilly@example.com",
    'user+tag@sub.example.co.uk',
    'x@a.io',
    "!#$%&'*+-/=?^_`{|}~@example.org",
    'UPPER@EXAMPLE.COM',
    '1@2.3',
  ],
  closeInvalid: [
    'root@localhost',
    'ana@mail-.example.com',
    'john..doe@example.com',
    'john@example',
    'john@-example.com',
    '@example.com',
    'john doe@example.com',
    'john@example..com',
    'john.@example.com',
  ],
  disputed: [
    { value: '"john doe"@example.com', why: 'a quoted local part (RFC 5321 §4.1.2)' },
    { value: 'user@[192.168.0.1]', why: 'an address literal (RFC 5321 §4.1.3)' },
    { value: '用户@例子.广告', why: 'an internationalised address (RFC 6531)' },
  ],
  arbitrary: fc
    .tuple(label, fc.option(label, { nil: undefined }), domain)
    .map(([local, tag, host]) => `${local}${tag === undefined ? '' : `+${tag}`}@${host}`),
};

/** RFC 1123 hostname. */
export const hostnameSample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['xn--bcher-kva.example', 'a', 'example.com.', 'a-b.c', '123', `${'a'.repeat(63)}.com`, 'localhost'],
  closeInvalid: ['-example.com', 'exa_mple.com', `${'a'.repeat(64)}.com`, 'example..com', '', 'example-.com', 'bücher.example'],
  disputed: [{ value: 'bücher.example', why: 'an IDN in Unicode form (RFC 5890 U-label); only its xn-- form is a hostname' }],
  arbitrary: domain,
};

/** IPv4 dotted quad. */
export const ipv4Sample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: ['0.0.0.0', '255.255.255.255', '127.0.0.1', '10.0.0.255'],
  closeInvalid: ['256.0.0.1', '1.2.3', '1.2.3.4.', '01.2.3.4', '1.2.3.4 ', '1.2.3.-4', '::1'],
  disputed: [{ value: '127.1', why: 'inet_aton shorthand that many socket APIs accept' }],
  arbitrary: fc.tuple(byte, byte, byte, byte).map((parts) => parts.join('.')),
};

/** IPv6 address, with the embedded IPv4 forms. */
export const ipv6Sample: FormatSample<string> = {
  appliesTo: 'string',
  exoticValid: [
    '::',
    '::1',
    '::ffff:192.0.2.128',
    '64:ff9b::192.0.2.33',
    '2001:db8::',
    'FE80::1',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6:1.2.3.4',
    '1::',
  ],
  closeInvalid: ['1:2:3:4:5:6:7:8:9', '::ffff:192.0.2.256', '1::2::3', 'g::1', '2001:db8::/32', ':1:2', '12345::'],
  disputed: [{ value: 'fe80::1%eth0', why: 'a zone index (RFC 4007 §11)' }],
  arbitrary: fc.array(hexGroup, { minLength: 8, maxLength: 8 }).map((groups) => groups.join(':')),
};
