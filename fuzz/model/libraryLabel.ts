import type { LibraryOrigin } from '../tool/toolUnderTest.ts';

// Converters that are a function of the library itself, as users call them.
const CALLED_AS: Readonly<Record<string, string>> = {
  zod: 'z.toJSONSchema',
  arktype: '.toJsonSchema()',
  '@sinclair/typebox': 'the schema itself',
  typebox: 'the schema itself',
};

/** What made a library tool's advertised schema, as users name it: `z.toJSONSchema`, `zod-to-json-schema 3.25.2`, `jsonSchema given`. */
export function converterName(converter: LibraryOrigin['converter']): string {
  if (converter.kind === 'given') return 'jsonSchema given';
  const called = CALLED_AS[converter.package];
  if (called !== undefined) return called;
  // A vendor's Standard JSON Schema interface, asked for the input side at a target.
  if (converter.options['io'] === 'input' && typeof converter.options['target'] === 'string') return '~standard.jsonSchema.input';
  return converter.version === undefined ? converter.package : `${converter.package} ${converter.version}`;
}

/** The library and its version, as a report names them: `zod 4.6.7`. */
export function libraryName(origin: LibraryOrigin): string {
  return origin.libraryVersion === undefined ? origin.library : `${origin.library} ${origin.libraryVersion}`;
}

/** A library tool's library and converter in one phrase: `zod 4.6.7 via z.toJSONSchema`, `valibot 1.5.0, jsonSchema given`. */
export function libraryLabel(origin: LibraryOrigin): string {
  return origin.converter.kind === 'given'
    ? `${libraryName(origin)}, ${converterName(origin.converter)}`
    : `${libraryName(origin)} via ${converterName(origin.converter)}`;
}

/** The converter's options as a report shows them: `defaults` when none was set (toolfuzz always calls converters at their defaults). */
export function converterOptions(converter: LibraryOrigin['converter']): string {
  if (converter.kind === 'given') return '';
  const entries = Object.entries(converter.options);
  return entries.length === 0 ? 'defaults' : JSON.stringify(converter.options);
}
