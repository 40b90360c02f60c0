// The eight tools of benchZodTools.ts in valibot, for `npm run bench`'s library section.
import * as v from 'valibot';

const int = (min: number, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max));
const email = v.pipe(v.string(), v.email());

const searchDocs = v.strictObject({
  query: text(1, 200),
  limit: v.optional(int(1, 50)),
  sort: v.optional(v.picklist(['relevance', 'newest', 'oldest'])),
  tags: v.optional(v.pipe(v.array(text(1, 32)), v.maxLength(10))),
});
const createEvent = v.strictObject({
  title: text(1, 120),
  date: v.pipe(v.string(), v.isoDate()),
  durationMinutes: int(5, 1440),
  attendees: v.pipe(v.array(email), v.maxLength(20)),
  location: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
const deployService = v.strictObject({
  service: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,39}$/)),
  version: v.pipe(v.string(), v.regex(/^\d+\.\d+\.\d+$/)),
  environment: v.picklist(['dev', 'staging', 'prod']),
  replicas: v.optional(int(1, 20)),
  dryRun: v.optional(v.boolean()),
});
const readFile = v.strictObject({
  path: text(1, 1024),
  startLine: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  endLine: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  encoding: v.optional(v.picklist(['utf8', 'base64'])),
});
const sendEmail = v.strictObject({
  to: v.pipe(v.array(email), v.minLength(1), v.maxLength(10)),
  subject: text(1, 150),
  body: v.pipe(v.string(), v.maxLength(5000)),
  cc: v.optional(v.pipe(v.array(email), v.maxLength(10))),
});
const createTicket = v.strictObject({
  title: text(3, 120),
  priority: v.picklist(['low', 'normal', 'high', 'urgent']),
  labels: v.optional(v.pipe(v.array(v.picklist(['bug', 'feature', 'docs', 'chore'])), v.maxLength(4))),
  assignee: v.optional(v.pipe(v.string(), v.uuid())),
  estimateHours: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(400)))),
});
const getWeather = v.strictObject({
  city: text(1, 100),
  unit: v.optional(v.picklist(['celsius', 'fahrenheit'])),
  days: v.optional(int(1, 14)),
});
const transferFunds = v.strictObject({
  fromAccount: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{8}$/)),
  toAccount: v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{8}$/)),
  amount: v.pipe(v.number(), v.gtValue(0), v.maxValue(100000)),
  currency: v.picklist(['EUR', 'USD', 'GBP']),
  memo: v.optional(v.pipe(v.string(), v.maxLength(140))),
});

/** The module's tools, as an array of named tools (what `fuzz({ specs })` loads). */
export const tools = [
  { name: 'searchDocs', description: 'Full-text search over the documentation.', inputSchema: searchDocs },
  { name: 'createEvent', description: 'Create a calendar event.', inputSchema: createEvent },
  { name: 'deployService', description: 'Deploy a service version.', inputSchema: deployService },
  { name: 'readFile', description: 'Read a file, optionally a line range.', inputSchema: readFile },
  { name: 'sendEmail', description: 'Send a plain-text email.', inputSchema: sendEmail },
  { name: 'createTicket', description: 'Open a ticket in the tracker.', inputSchema: createTicket },
  { name: 'getWeather', description: 'The forecast for a city.', inputSchema: getWeather },
  { name: 'transferFunds', description: 'Move money between two accounts.', inputSchema: transferFunds },
];
