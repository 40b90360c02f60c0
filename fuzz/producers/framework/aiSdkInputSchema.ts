import { schemaLibraryOf } from '../library/schemaLibrary.ts';

/** The AI SDK marks its Schema objects (jsonSchema(), zodSchema(), valibotSchema() results) with this global symbol. */
const AI_SDK_SCHEMA = Symbol.for('vercel.ai.schema');

/**
 * What a tool's `inputSchema` is, as `asSchema` dispatches on it: an AI SDK Schema object, a zod
 * schema (zod 4, or zod 3 ≥ 3.24 with `~standard`), another Standard Schema vendor, or a lazy
 * function returning a Schema.
 */
export type AiSdkInputSchema =
  | { readonly kind: 'schema'; readonly validates: boolean }
  | { readonly kind: 'zod' | 'zod3' }
  | { readonly kind: 'standard'; readonly vendor: string }
  | { readonly kind: 'lazy' };

function isObjectLike(value: unknown): value is Record<PropertyKey, unknown> {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** `inputSchema`'s kind, or undefined when `asSchema` would not take it. Imports nothing. */
export function aiSdkInputSchema(schema: unknown): AiSdkInputSchema | undefined {
  if (!isObjectLike(schema)) return undefined;
  if (schema[AI_SDK_SCHEMA] === true && 'jsonSchema' in schema)
    return { kind: 'schema', validates: typeof schema['validate'] === 'function' };
  const library = schemaLibraryOf(schema);
  if (library?.check === 'standard') {
    if (library.library === 'zod' || library.library === 'zod3') return { kind: library.library };
    return { kind: 'standard', vendor: library.library };
  }
  if (library !== undefined) return undefined;
  return typeof schema === 'function' ? { kind: 'lazy' } : undefined;
}

/** How the report names the converter `asSchema(inputSchema).jsonSchema` runs for this kind, with the options it passes (as in ai 7). */
export function aiSdkConverter(input: AiSdkInputSchema): {
  readonly converter: string;
  readonly options?: Readonly<Record<string, unknown>>;
} {
  switch (input.kind) {
    case 'zod':
      return {
        converter: 'asSchema(inputSchema).jsonSchema: zod toJSONSchema, then addAdditionalPropertiesToJsonSchema',
        options: { target: 'draft-7', io: 'input', reused: 'inline' },
      };
    case 'zod3':
      return {
        converter: "asSchema(inputSchema).jsonSchema: the AI SDK's zod3ToJsonSchema (objects not closed)",
        options: { $refStrategy: 'none' },
      };
    case 'standard':
      return {
        converter: `asSchema(inputSchema).jsonSchema: ${input.vendor} ~standard.jsonSchema.input, then addAdditionalPropertiesToJsonSchema`,
        options: { target: 'draft-07' },
      };
    case 'schema':
      return { converter: 'asSchema(inputSchema).jsonSchema: the Schema object as given (jsonSchema(), zodSchema(), valibotSchema())' };
    case 'lazy':
      return { converter: 'asSchema(inputSchema).jsonSchema: the Schema the lazy inputSchema() returns' };
  }
}

/** The validation path, in the AI SDK's own function names. */
export function aiSdkValidation(input: AiSdkInputSchema): string {
  const check =
    input.kind === 'schema' && !input.validates
      ? 'no validate: safeValidateTypes accepts every value'
      : input.kind === 'zod'
        ? 'safeValidateTypes: zod safeParseAsync'
        : input.kind === 'zod3'
          ? 'safeValidateTypes: zod 3 safeParseAsync'
          : input.kind === 'standard'
            ? `safeValidateTypes: ${input.vendor} ~standard.validate`
            : "safeValidateTypes: the Schema's validate";
  return `parseToolCall: empty text is {}, else safeParseJSON (secureJsonParse refuses __proto__ and constructor.prototype keys); ${check}`;
}
