import type { CommandSpec } from '../options/commandArgs.ts';
import type { TypedFlag } from '../options/flagRow.ts';

/** Where the corpus is, for every corpus command: unset means `.toolfuzz/corpus` (and a missing one is empty). */
const CORPUS_FLAG: TypedFlag<string | undefined> = {
  flag: '--corpus',
  kind: 'string',
  placeholder: '<dir>',
  description: 'the regression corpus folder (as toolfuzz run --corpus)',
  isPath: true,
  defaultValue: () => undefined,
  defaultText: '.toolfuzz/corpus',
};

const SUBJECT_HELP = 'its module, as given to toolfuzz run --subject';
// Said in both helps: `--subject` is resolved, then named the way runFuzz names it (subjectId).
const SUBJECT_NOTE = 'A subject is named as the corpus stores it: its path relative to the cwd when inside it, else absolute.';

/** What `toolfuzz corpus list` reads. */
export interface CorpusListOptions {
  readonly corpus: string | undefined;
  readonly subject: string | undefined;
  readonly json: boolean;
}

/** `toolfuzz corpus [list]`'s arguments. */
export const CORPUS_LIST_COMMAND: CommandSpec<CorpusListOptions> = {
  command: 'corpus',
  usage: 'toolfuzz corpus [list] [--corpus <dir>] [--subject <module>] [--json]',
  summary: "List the regression corpus's entries by subject, marking legacy (version 1) entries no run replays.",
  details: ['Each entry: fingerprint, kind (blame), tool, the date it was saved and its file.', SUBJECT_NOTE],
  flags: {
    corpus: CORPUS_FLAG,
    subject: {
      flag: '--subject',
      kind: 'string',
      placeholder: '<module>',
      description: `only this subject's entries (${SUBJECT_HELP})`,
      defaultValue: () => undefined,
    },
    json: { flag: '--json', kind: 'boolean', description: 'print the listing as JSON on stdout', defaultValue: () => false },
  },
  positionals: { name: 'no arguments', min: 0, max: 0 },
  positionalHint: 'toolfuzz corpus takes list or prune, then flags (see toolfuzz corpus --help)',
  epilogue: ['To delete entries: toolfuzz corpus prune --help'],
};

/** What `toolfuzz corpus prune` reads; exactly one of `legacy` and `subject` selects the entries. */
export interface CorpusPruneOptions {
  readonly corpus: string | undefined;
  readonly legacy: boolean;
  readonly subject: string | undefined;
  readonly dryRun: boolean;
}

/** `toolfuzz corpus prune`'s arguments. */
export const CORPUS_PRUNE_COMMAND: CommandSpec<CorpusPruneOptions> = {
  command: 'corpus prune',
  usage: 'toolfuzz corpus prune (--legacy | --subject <module>) [--corpus <dir>] [--dry-run]',
  summary: 'Delete corpus entries: the legacy (version 1) ones, or every entry of one subject.',
  details: ['Only entry files that toolfuzz corpus lists are ever deleted; other files in the folder are left alone.', SUBJECT_NOTE],
  flags: {
    corpus: CORPUS_FLAG,
    legacy: {
      flag: '--legacy',
      kind: 'boolean',
      description: 'delete the entries written before entries named their subject (no run replays them)',
      defaultValue: () => false,
    },
    subject: {
      flag: '--subject',
      kind: 'string',
      placeholder: '<module>',
      description: `delete this subject's entries (${SUBJECT_HELP})`,
      defaultValue: () => undefined,
    },
    dryRun: { flag: '--dry-run', kind: 'boolean', description: 'print what would be deleted, delete nothing', defaultValue: () => false },
  },
  positionals: { name: 'no arguments', min: 0, max: 0 },
  positionalHint: 'toolfuzz corpus prune takes flags only (see toolfuzz corpus prune --help)',
  epilogue: ['exit codes: 0 done (also when nothing matched), 2 bad input or an entry that could not be deleted'],
};
