import { Ajv } from 'ajv';

/**
 * An ajv configured as a faithful JSON Schema reference: every error, strict schemas, finite numbers
 * only, own properties only (inherited `constructor` is absent), no coercion, no defaults.
 */
export function createAjv(): Ajv {
  return new Ajv({
    allErrors: true,
    strict: true,
    strictNumbers: true,
    ownProperties: true,
    coerceTypes: false,
    useDefaults: false,
    validateFormats: false,
  });
}
