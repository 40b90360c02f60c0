import type { Random } from 'json-schema-faker';

// json-schema-faker 0.6's built-in format generators (src/formats/), copied draw for draw so a compiled
// generator gives the strings generateSync gives. Its registry is internal: nothing else reaches them.

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);
const daysInMonth = (year: number, month: number): number => new Date(year, month, 0).getDate();

function date(random: Random): string {
  const year = random.int(2000, 2030);
  const month = random.int(1, 12);
  const day = random.int(1, daysInMonth(year, month));
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function time(random: Random): string {
  const hour = random.int(0, 23);
  const minute = random.int(0, 59);
  const second = random.int(0, 59);
  return `${pad2(hour)}:${pad2(minute)}:${pad2(second)}Z`;
}

function duration(random: Random): string {
  const parts: string[] = ['P'];
  const hasDate = random.bool();
  const hasTime = random.bool();
  if (hasDate) {
    if (random.bool()) parts.push(`${random.int(0, 100)}Y`);
    if (random.bool()) parts.push(`${random.int(0, 12)}M`);
    if (random.bool()) parts.push(`${random.int(0, 30)}D`);
  }
  if (hasTime) {
    parts.push('T');
    if (random.bool()) parts.push(`${random.int(0, 23)}H`);
    if (random.bool()) parts.push(`${random.int(0, 59)}M`);
    if (random.bool()) parts.push(`${random.int(0, 59)}S`);
  }
  if (parts.length === 1 || (parts.length === 2 && parts[1] === 'T')) parts.push('0D');
  return parts.join('');
}

const NAMES = ['alice', 'bob', 'charlie', 'dave', 'eve', 'frank', 'grace', 'heidi'];
const MAIL_DOMAINS = ['example.com', 'test.org', 'demo.net', 'sample.io'];
function email(random: Random): string {
  const name = random.pick(NAMES);
  const num = random.int(1, 999);
  return `${name}${num}@${random.pick(MAIL_DOMAINS)}`;
}

const SCHEMES = ['https'];
const URI_DOMAINS = ['example.com', 'test.org', 'demo.net'];
const PATHS = ['api', 'v1', 'users', 'items', 'data', 'resource'];
function uri(random: Random): string {
  const scheme = random.pick(SCHEMES);
  const domain = random.pick(URI_DOMAINS);
  const pathLen = random.int(1, 3);
  const parts: string[] = [];
  for (let i = 0; i < pathLen; i++) parts.push(random.pick(PATHS));
  return `${scheme}://${domain}/${parts.join('/')}`;
}

const LABELS = ['alpha', 'beta', 'gamma', 'delta', 'echo', 'fox', 'golf', 'hotel'];
const TLDS = ['com', 'org', 'net', 'io', 'dev'];
function hostname(random: Random): string {
  const labelCount = random.int(1, 3);
  const parts: string[] = [];
  for (let i = 0; i < labelCount; i++) parts.push(random.pick(LABELS));
  parts.push(random.pick(TLDS));
  return parts.join('.');
}

const ipv4 = (random: Random): string => `${random.int(1, 254)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;

function ipv6(random: Random): string {
  const groups: string[] = [];
  for (let i = 0; i < 8; i++) groups.push(random.int(0, 0xffff).toString(16));
  return groups.join(':');
}

function uuid(random: Random): string {
  const hex = (len: number): string => {
    let result = '';
    for (let i = 0; i < len; i++) result += random.int(0, 15).toString(16);
    return result;
  };
  // Template parts are evaluated left to right, as in faker's own template literal.
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${['8', '9', 'a', 'b'][random.int(0, 3)]}${hex(3)}-${hex(12)}`;
}

const TOKENS = ['foo', 'bar', 'baz', 'items', '0', '1', '2', 'name', 'value'];
function jsonPointer(random: Random): string {
  const depth = random.int(1, 4);
  const parts: string[] = [];
  for (let i = 0; i < depth; i++) parts.push(random.pick(TOKENS));
  return `/${parts.join('/')}`;
}

/** json-schema-faker's built-in formats by name, as its registry holds them before user formats are added. */
export const FAKER_BUILTIN_FORMATS: ReadonlyMap<string, (random: Random) => string> = new Map([
  ['date-time', (random: Random) => `${date(random)}T${time(random)}`],
  ['date', date],
  ['time', time],
  ['duration', duration],
  ['email', email],
  ['idn-email', email],
  ['uri', uri],
  ['uri-reference', uri],
  ['iri', uri],
  ['iri-reference', uri],
  ['hostname', hostname],
  ['idn-hostname', hostname],
  ['ipv4', ipv4],
  ['ipv6', ipv6],
  ['uuid', uuid],
  ['json-pointer', jsonPointer],
  ['relative-json-pointer', (random: Random) => `${random.int(0, 5)}${jsonPointer(random)}`],
]);
