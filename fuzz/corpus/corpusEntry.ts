import { isAbsolute, relative, sep } from 'node:path';
import type { SchemaSpec } from '../reference/schemaSpec.ts';
import type { JsonSchema } from '../schema/schemaTypes.ts';
import type { Blame, FindingKind } from '../model/findingKind.ts';

/** The version of a corpus entry's shape: 2 added the subject it belongs to. */
export const CORPUS_ENTRY_VERSION = 2;

/** One past finding's minimal case, kept in the regression corpus and replayed first on every run of its subject. */
export interface CorpusEntry {
  /** 1: written before entries named their subject (never replayed now: see `toolfuzz corpus`). */
  readonly version: 1 | typeof CORPUS_ENTRY_VERSION;
  /** The finding's fingerprint (kind, blame, shape): also the entry's file name. */
  readonly fingerprint: string;
  /**
   * The subject the finding was seen on, as its module path relative to the project (the folder
   * toolfuzz ran in): a run replays only its own subject's entries. Absent in version 1.
   */
  readonly subject?: string;
  readonly kind: FindingKind;
  readonly blame: Blame;
  readonly tool: string;
  /** A SchemaSpec finding's shrunk spec (exactly one of spec and schema is present). */
  readonly spec?: SchemaSpec;
  /** A library or MCP finding's advertised JSON Schema. */
  readonly schema?: JsonSchema;
  /** The exact JSON args. */
  readonly argsJson: string;
  readonly explanation: string;
  /** When it was first found (ISO). */
  readonly firstSeen: string;
}

/** How a corpus entry fared on this run (a model type: the report shows it too). */
export type { CorpusStatus } from '../model/replayTarget.ts';

/**
 * How the corpus names a subject: its module path relative to the project folder, with `/`
 * separators, so entries stay valid when the project is cloned elsewhere; an absolute path when the
 * module lies outside the project.
 */
export function subjectId(subjectPath: string, projectDir: string): string {
  const rel = relative(projectDir, subjectPath);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return subjectPath.split(sep).join('/');
  return rel.split(sep).join('/');
}
