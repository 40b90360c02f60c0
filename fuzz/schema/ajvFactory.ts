import { Ajv, type Options } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Draft } from './schemaTypes.ts';

/**
 * What an ajv judges. Each use fixes its options here and nowhere else:
 * - `reference`: SchemaSpec's reference conversion and the subject's conversion (draft-07): every
 *   error, strict schemas, finite numbers only, formats not checked (a SchemaSpec has none);
 * - `advertised`: a tool's advertised schema, the model's contract: the class of its draft,
 *   ajv-formats in full mode, finite numbers only, unknown keywords and formats ignored (real tool
 *   schemas carry them), the first error only;
 * - `meta-schema`: schemas as data against their draft's meta-schema (lint), formats not checked;
 * - `own-schema`: toolfuzz's own report schemas, strict so a typo in them fails loudly.
 */
export type AjvUse =
  | { readonly use: 'reference' }
  | { readonly use: 'advertised'; readonly draft: Draft }
  | { readonly use: 'meta-schema'; readonly draft: Draft }
  | { readonly use: 'own-schema' };

/** An ajv that counts its compiles: it keeps generated code for every schema it compiled, removeSchema or not. */
export type CountingAjv = Ajv & { readonly compiles: number };

/** Compiles after which a pool starts on a fresh ajv (measured: ~40 kB kept per compile). */
export const AJV_ROTATE_AFTER = 400;

// Every use: own properties only, so an inherited `constructor` or `toString` is never a present key;
// patterns with the `u` flag and lengths in code points, as JSON Schema reads them (and as the case
// generators build their RegExps); nothing printed from inside a campaign.
const EVERY_USE = { ownProperties: true, unicodeRegExp: true, unicode: true, logger: false } as const satisfies Options;

function optionsOf(use: AjvUse): Options {
  switch (use.use) {
    case 'reference':
      return {
        ...EVERY_USE,
        allErrors: true,
        strict: true,
        strictNumbers: true,
        coerceTypes: false,
        useDefaults: false,
        validateFormats: false,
      };
    case 'advertised':
      // strict: false turns strictNumbers off with it, so it is set again.
      return { ...EVERY_USE, allErrors: false, strict: false, strictNumbers: true };
    case 'meta-schema':
      return { ...EVERY_USE, allErrors: false, strict: false, validateFormats: false };
    case 'own-schema':
      // required-in-then is fine; the report schema uses union types and a discriminator.
      return { ...EVERY_USE, allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true };
  }
}

function draftOfUse(use: AjvUse): Draft {
  return use.use === 'advertised' || use.use === 'meta-schema' ? use.draft : 'draft-07';
}

function counting(ajv: Ajv): CountingAjv {
  const counted = ajv as Ajv & { compiles: number };
  counted.compiles = 0;
  const compile = ajv.compile.bind(ajv);
  counted.compile = ((schema: object, meta?: boolean) => {
    counted.compiles++;
    return compile(schema, meta);
  }) as Ajv['compile'];
  return counted;
}

/** The options of the meta-schema use for `draft`: what a cached meta-schema check was compiled with. */
export function metaSchemaOptions(draft: Draft): Options {
  return optionsOf({ use: 'meta-schema', draft });
}

/**
 * A fresh ajv for `use`: the class of its draft, its options, and the formats it checks. `keepSource`
 * keeps each compiled function's code, for ajv's standalone output (metaSchemaValidator.ts).
 */
export function createAjv(use: AjvUse, { keepSource = false }: { readonly keepSource?: boolean } = {}): CountingAjv {
  const options = keepSource ? { ...optionsOf(use), code: { source: true } } : optionsOf(use);
  const draft = draftOfUse(use);
  const ajv = draft === 'draft-07' ? new Ajv(options) : draft === '2019-09' ? new Ajv2019(options) : new Ajv2020(options);
  // ajv-formats is CommonJS: under Node's ESM loader the default import is module.exports, whose `default` is the plugin too.
  if (use.use === 'advertised') addFormats.default(ajv, { mode: 'full' });
  if (use.use === 'own-schema') addFormats.default(ajv, ['date-time']);
  return counting(ajv);
}

/**
 * One ajv of a use at a time, replaced by a fresh one once it has compiled `rotateAfter` schemas:
 * creating one costs tens of milliseconds, and one kept forever would grow with every schema it
 * compiled. Whoever holds the old one keeps using it until it lets it go.
 */
export class AjvPool {
  #ajv: CountingAjv | undefined;

  constructor(
    private readonly use: AjvUse,
    private readonly rotateAfter = AJV_ROTATE_AFTER,
  ) {}

  /** Whether the current ajv has compiled its share: the next `acquire` gives a fresh one. */
  get spent(): boolean {
    return this.#ajv !== undefined && this.#ajv.compiles > this.rotateAfter;
  }

  /** The current ajv, a fresh one when there is none yet or it is spent. */
  acquire(): CountingAjv {
    if (this.#ajv === undefined || this.spent) this.#ajv = createAjv(this.use);
    return this.#ajv;
  }
}

const advertisedPools = new Map<Draft, AjvPool>();

/** The worker's shared pool of advertised-schema ajvs for a draft (schema checkers and advertised validators alike). */
export function advertisedAjv(draft: Draft): CountingAjv {
  let pool = advertisedPools.get(draft);
  if (pool === undefined) {
    pool = new AjvPool({ use: 'advertised', draft });
    advertisedPools.set(draft, pool);
  }
  return pool.acquire();
}
