import { createSchemaChecker, type SchemaChecker } from '../schema/schemaChecker.ts';
import { draftOf, type JsonSchema } from '../schema/schemaTypes.ts';

// One checker per schema object: a checker compiles on first use and keeps it, so a test that judges
// many args against one schema compiles it once (a checker per call compiled it again for every case).
const checkers = new WeakMap<object, SchemaChecker>();

/** Whether ajv (ajv-formats, draft by `$schema`), the model's contract, accepts `args` against an advertised schema; compiled once per schema object. */
export function advertisedAccepts(schema: JsonSchema, args: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  let checker = checkers.get(schema);
  if (checker === undefined) {
    checker = createSchemaChecker(schema, draftOf(schema));
    checkers.set(schema, checker);
  }
  return checker.accepts(schema, args);
}
