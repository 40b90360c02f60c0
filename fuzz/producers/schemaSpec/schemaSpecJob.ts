import type { RealBody } from './specUnderTest.ts';
import type { SchemaSpec } from '../../reference/schemaSpec.ts';
import type { SubjectDictionary } from '../../cases/dictionary/subjectDictionary.ts';

/** One SchemaSpec tool to fuzz in a worker: its spec, and a real body when it is safe to run one. */
export interface SchemaSpecJob {
  readonly name: string;
  readonly spec: SchemaSpec;
  readonly body?: RealBody;
  /** Constants of the module the tool came from, tried in its first valid cases (absent: a JSON spec source). */
  readonly dictionary?: SubjectDictionary;
}
