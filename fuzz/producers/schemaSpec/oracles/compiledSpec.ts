import type { Ajv, ValidateFunction } from 'ajv';
import { describeError } from '../../../errors/describeError.ts';
import type { SchemaSpec } from '../../../reference/schemaSpec.ts';
import { referenceJsonSchema as referenceConvert } from '../../../reference/referenceConversion.ts';
import { renameArgsKeys, renameSpecKeys, specNeedsRenaming } from '../../../reference/renameDeclaredKeys.ts';
import type { Subject } from '../../../subject/subject.ts';
import { type CallWatch, UNWATCHED } from '../../../tool/callWatch.ts';
import { converterShapeProblems } from './converterShape.ts';

/** Everything the case oracles need for one spec, compiled once and disposed of when the spec is done. */
export interface CompiledSpec {
  readonly spec: SchemaSpec;
  /** The subject's conversion of the spec as it is (what the model would see), or undefined if it threw. */
  readonly subjectSchema: unknown;
  /** Why the subject's converted schema is not valid JSON Schema or breaks the tool-layer shape; empty when fine. */
  readonly converterProblems: readonly string[];
  /**
   * ajv on the subject's conversion (declared keys renamed); undefined when it does not compile.
   * The very referenceValidate when the conversion is the reference's, to the byte.
   */
  readonly subjectValidate: ValidateFunction | undefined;
  /** ajv on the reference conversion (declared keys renamed): the reference semantics. */
  readonly referenceValidate: ValidateFunction;
  /** Whether both ajv functions expect args with declared keys renamed (see specNeedsRenaming). */
  readonly keysRenamed: boolean;
  /** Args as both ajv functions expect them: renamed, or the very same object when nothing needs renaming. */
  readonly ajvArgs: (args: unknown) => unknown;
  /** Drops both compiled schemas from ajv's cache, which never evicts by itself. */
  dispose(): void;
}

function convert(subject: Subject, spec: SchemaSpec, watch: CallWatch): { schema: unknown; error?: string } {
  watch.call('converter');
  try {
    return { schema: subject.schemaSpecToJsonSchema(spec) };
  } catch (thrown) {
    return { schema: undefined, error: `schemaSpecToJsonSchema threw ${describeError(thrown)}` };
  } finally {
    watch.done();
  }
}

function compile(ajv: Ajv, schema: unknown): { validate?: ValidateFunction; error?: string } {
  try {
    return { validate: ajv.compile(schema as object) };
  } catch (thrown) {
    return { error: `ajv cannot compile it: ${describeError(thrown)}` };
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false; // a cycle or a BigInt: certainly not the reference's schema
  }
}

/** Converts and compiles `spec` for the subject and for the reference. */
export function compileSpec(ajv: Ajv, subject: Subject, spec: SchemaSpec, watch: CallWatch = UNWATCHED): CompiledSpec {
  const problems: string[] = [];
  const original = convert(subject, spec, watch);
  if (original.error !== undefined) problems.push(original.error);
  else {
    if (!ajv.validateSchema(original.schema as object)) {
      problems.push(`not valid JSON Schema (draft-07): ${ajv.errorsText(ajv.errors)}`);
    }
    problems.push(...converterShapeProblems(original.schema, spec));
  }
  const keysRenamed = specNeedsRenaming(spec);
  const renamedSpec = keysRenamed ? renameSpecKeys(spec) : spec;
  const renamed = keysRenamed ? convert(subject, renamedSpec, watch) : original;
  const referenceSchema = referenceConvert(renamedSpec);
  const referenceValidate = ajv.compile(referenceSchema);
  // A faithful converter gives the reference's very schema: one compile, not two (a compile is
  // milliseconds, and each compiled function warms up its own JIT in every worker).
  const sameAsReference = renamed.error === undefined && sameJson(renamed.schema, referenceSchema);
  const subjectCompiled =
    renamed.error === undefined ? (sameAsReference ? { validate: referenceValidate } : compile(ajv, renamed.schema)) : {};
  if (subjectCompiled.error !== undefined && original.error === undefined) problems.push(subjectCompiled.error);
  return {
    spec,
    subjectSchema: original.schema,
    converterProblems: problems,
    subjectValidate: subjectCompiled.validate,
    referenceValidate,
    keysRenamed,
    ajvArgs: keysRenamed ? (args) => renameArgsKeys(spec, args) : (args) => args,
    dispose() {
      if (subjectCompiled.validate !== undefined && !sameAsReference) ajv.removeSchema(renamed.schema as object);
      ajv.removeSchema(referenceSchema);
    },
  };
}
