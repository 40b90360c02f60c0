import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { formatNames } from 'ajv-formats/dist/formats.js';

/** The draft classes of ajv, picked by a schema's `$schema` as the tests' independent judge. */
function ajvClassFor(schema: unknown): typeof Ajv {
  const uri = typeof schema === 'object' && schema !== null ? String((schema as { $schema?: unknown }).$schema ?? '') : '';
  if (/draft-0[467]/.test(uri)) return Ajv;
  if (uri.includes('2019-09')) return Ajv2019 as unknown as typeof Ajv;
  return Ajv2020 as unknown as typeof Ajv;
}

function formatsIn(node: unknown, into: Set<string>): Set<string> {
  if (typeof node !== 'object' || node === null) return into;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'format' && typeof value === 'string') into.add(value);
    else if (key !== 'enum' && key !== 'const' && key !== 'default') formatsIn(value, into);
  }
  return into;
}

/**
 * A reference validator for a generated or corpus schema: ajv of the schema's draft, ajv-formats in
 * full mode, own properties only, Infinity a number (see below), strict. Strict mode's type and tuple lints are
 * off (they flag valid schemas, not wrong values), and an unknown format is registered as
 * always-valid, which is what JSON Schema says of it, instead of turning strict off.
 */
export function referenceValidator(schema: unknown): ValidateFunction {
  const AjvClass = ajvClassFor(schema);
  let entry = instances.get(AjvClass);
  // A new ajv costs tens of milliseconds: one per draft, replaced now and then since it keeps every compiled schema.
  if (entry === undefined || entry.compiles > 300) {
    // strictNumbers off: JSON Schema reads `1e400` as a whole number past every double, and ajv on its parse (Infinity)
    // agrees with that for type, bounds and enum when Infinity is not rejected out of hand (multipleOf aside).
    const ajv = new AjvClass({
      strict: true,
      strictNumbers: false,
      strictTypes: false,
      strictTuples: false,
      allowUnionTypes: true,
      ownProperties: true,
      logger: false,
    });
    // ajv-formats is CommonJS: under Node's ESM loader the default import is module.exports, whose `default` is the plugin too.
    addFormats.default(ajv, { mode: 'full' });
    entry = { ajv, compiles: 0 };
    instances.set(AjvClass, entry);
  }
  entry.compiles++;
  for (const format of formatsIn(schema, new Set()))
    if (!formatNames.includes(format as never) && entry.ajv.formats[format] === undefined) entry.ajv.addFormat(format, true);
  return entry.ajv.compile(schema as object);
}

const instances = new Map<typeof Ajv, { ajv: Ajv; compiles: number }>();

/** Whether ajv accepts `value`, or 'crash' when ajv itself throws (its uniqueItems calls an own `toString` key). */
export function referenceVerdict(validate: ValidateFunction, value: unknown): boolean | 'crash' {
  try {
    return validate(value) === true;
  } catch {
    return 'crash';
  }
}

/** One ajv (2020-12, ajv-formats full) judging single format values. */
export function formatValidator(format: string, type: 'string' | 'number'): ValidateFunction {
  return referenceValidator({ type, format });
}
