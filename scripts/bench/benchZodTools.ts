// Eight realistic zod 4 tools for `npm run bench`'s library section (the same eight as benchValibotTools.ts).
import { z } from 'zod';

const searchDocs = z.strictObject({
  query: z.string().min(1).max(200),
  limit: z.int().min(1).max(50).optional(),
  sort: z.enum(['relevance', 'newest', 'oldest']).optional(),
  tags: z.array(z.string().min(1).max(32)).max(10).optional(),
});
const createEvent = z.strictObject({
  title: z.string().min(1).max(120),
  date: z.iso.date(),
  durationMinutes: z.int().min(5).max(1440),
  attendees: z.array(z.email()).max(20),
  location: z.string().max(200).optional(),
});
const deployService = z.strictObject({
  service: z.string().regex(/^[a-z][a-z0-9-]{1,39}$/),
  version: z.string().regex(/^\d+\.\d+\.\d+$/),
  environment: z.enum(['dev', 'staging', 'prod']),
  replicas: z.int().min(1).max(20).optional(),
  dryRun: z.boolean().optional(),
});
const readFile = z.strictObject({
  path: z.string().min(1).max(1024),
  startLine: z.int().min(1).optional(),
  endLine: z.int().min(1).optional(),
  encoding: z.enum(['utf8', 'base64']).optional(),
});
const sendEmail = z.strictObject({
  to: z.array(z.email()).min(1).max(10),
  subject: z.string().min(1).max(150),
  body: z.string().max(5000),
  cc: z.array(z.email()).max(10).optional(),
});
const createTicket = z.strictObject({
  title: z.string().min(3).max(120),
  priority: z.enum(['low', 'normal', 'high', 'urgent']),
  labels: z
    .array(z.enum(['bug', 'feature', 'docs', 'chore']))
    .max(4)
    .optional(),
  assignee: z.uuid().optional(),
  estimateHours: z.number().min(0).max(400).nullable().optional(),
});
const getWeather = z.strictObject({
  city: z.string().min(1).max(100),
  unit: z.enum(['celsius', 'fahrenheit']).optional(),
  days: z.int().min(1).max(14).optional(),
});
const transferFunds = z.strictObject({
  fromAccount: z.string().regex(/^[A-Z]{2}\d{8}$/),
  toAccount: z.string().regex(/^[A-Z]{2}\d{8}$/),
  amount: z.number().gt(0).max(100000),
  currency: z.enum(['EUR', 'USD', 'GBP']),
  memo: z.string().max(140).optional(),
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
