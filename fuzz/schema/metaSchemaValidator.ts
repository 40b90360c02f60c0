import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { ErrorObject } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv, metaSchemaOptions } from './ajvFactory.ts';

const require = createRequire(import.meta.url);

/** The 2020-12 meta-schema's `$id`: what a schema is checked against as a document of that draft. */
export const DRAFT_2020_12_META = 'https://json-schema.org/draft/2020-12/schema';

/** A compiled check of schemas (as data) against a meta-schema: true when valid, with ajv's `errors` when not. */
export interface MetaSchemaCheck {
  (schema: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** What loading the check did: read ajv's code for it from the cache, or compiled it (and tried to keep its code). */
export type MetaSchemaCheckSource = 'cache' | 'compiled';

// Compiling the 2020-12 meta-schema costs ajv 45-60 ms of CPU, in every worker thread that lints a tool
// (the lint of Anthropic's dialect checks each schema against it): 348 worker starts in one test run.
// ajv's standalone code for it is written once under node_modules/.cache and read by every later thread.
function cacheFile(): string {
  const ajvMain = require.resolve('ajv');
  const nodeModules = ajvMain.slice(0, ajvMain.lastIndexOf(`${join('node_modules', 'ajv')}`) + 'node_modules'.length);
  const { version } = require('ajv/package.json') as { version: string };
  const key = createHash('sha256')
    .update(JSON.stringify([version, metaSchemaOptions('2020-12'), DRAFT_2020_12_META]))
    .digest('hex')
    .slice(0, 16);
  return join(nodeModules, '.cache', 'toolfuzz', `ajv-meta-2020-12-${key}.cjs`);
}

// The generated code requires ajv's runtime helpers by package name; written as absolute paths of this
// toolfuzz's own ajv, the file means the same wherever the cache folder sits.
function standaloneSource(ajv: ReturnType<typeof createAjv>, check: object): string {
  const code = standaloneCode.default(ajv, check as Parameters<typeof standaloneCode.default>[1]);
  return code.replace(
    /require\("(ajv\/dist\/runtime\/[^"]+)"\)/g,
    (_, name: string) => `require(${JSON.stringify(require.resolve(name))})`,
  );
}

/**
 * The 2020-12 meta-schema check, from ajv's code cached on disk when a thread has compiled it before,
 * else compiled now (and its code written for the next thread, if the cache folder is writable). `file`
 * is the cache's file (tests give their own).
 */
export function draft2020MetaCheck(file = cacheFile()): { readonly check: MetaSchemaCheck; readonly source: MetaSchemaCheckSource } {
  try {
    return { check: require(file) as MetaSchemaCheck, source: 'cache' };
  } catch {
    // Not written yet, or unreadable: compile it.
  }
  const ajv = createAjv({ use: 'meta-schema', draft: '2020-12' }, { keepSource: true });
  const check = ajv.getSchema(DRAFT_2020_12_META);
  if (check === undefined) throw new Error(`ajv has no meta-schema ${DRAFT_2020_12_META}`);
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Written whole, then renamed: a thread reading the cache never sees half a file.
    const partial = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(partial, standaloneSource(ajv, check));
    renameSync(partial, file);
  } catch {
    // A read-only install still lints: every thread compiles, as before the cache.
  }
  return { check, source: 'compiled' };
}
