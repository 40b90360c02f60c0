import { join, resolve } from 'node:path';
import { type CorpusListing, listCorpus, listedEntries } from '../corpus/corpusListing.ts';
import { deleteEntries, type PruneSelection, selectForPrune } from '../corpus/pruneCorpus.ts';
import { readCorpus } from '../corpus/regressionCorpus.ts';
import { subjectId } from '../corpus/corpusEntry.ts';
import { displayPath } from '../errors/userPaths.ts';
import { statPath } from '../errors/statPath.ts';
import { UsageError } from '../errors/usageError.ts';
import { type CliIo, EXIT } from './cliIo.ts';
import { parseCommand } from '../options/commandArgs.ts';
import { formatCommandHelp } from './commandHelp.ts';
import { CORPUS_LIST_COMMAND, CORPUS_PRUNE_COMMAND, type CorpusPruneOptions } from './corpusSpecs.ts';
import { entryLines, formatCorpusListing } from './formatCorpusListing.ts';

/** The corpus folder a command means: a given one must exist; the default one may not yet (an empty corpus). */
async function corpusDir(given: string | undefined, cwd: string): Promise<string> {
  const dir = given ?? join(cwd, '.toolfuzz', 'corpus');
  const stats = await statPath(dir);
  if (stats === undefined && given !== undefined) throw new UsageError(`corpus folder not found: ${displayPath(dir, cwd)}`);
  if (stats !== undefined && !stats.isDirectory())
    throw new UsageError(`${displayPath(dir, cwd)} is not a folder (--corpus takes the corpus folder)`);
  return dir;
}

// As runFuzz names a subject, so `--subject ./src/index.ts` finds the entries a run of it saved.
const storedSubject = (module: string, cwd: string): string => subjectId(resolve(cwd, module), cwd);

function listingJson(listing: CorpusListing): string {
  return `${JSON.stringify({ dir: listing.dir, entries: listing.groups.flatMap((g) => g.entries), unreadable: listing.unreadable }, null, 2)}\n`;
}

async function listCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(argv, CORPUS_LIST_COMMAND, io.cwd);
  if (parsed.kind === 'help') {
    io.stdout(formatCommandHelp(CORPUS_LIST_COMMAND));
    return EXIT.clean;
  }
  const { corpus, subject, json } = parsed.options;
  const dir = await corpusDir(corpus, io.cwd);
  const wanted = subject === undefined ? undefined : storedSubject(subject, io.cwd);
  const listing = listCorpus(dir, readCorpus(dir), wanted);
  io.stdout(json ? listingJson(listing) : formatCorpusListing(listing, io.cwd, wanted));
  return EXIT.clean;
}

function selection(options: CorpusPruneOptions, cwd: string): PruneSelection {
  const { legacy, subject } = options;
  if (legacy && subject !== undefined)
    throw new UsageError(`--legacy and --subject select different entries: give one; usage: ${CORPUS_PRUNE_COMMAND.usage}`);
  if (legacy) return { kind: 'legacy' };
  if (subject !== undefined) return { kind: 'subject', subject: storedSubject(subject, cwd) };
  throw new UsageError(`toolfuzz corpus prune needs what to delete: --legacy or --subject <module>; usage: ${CORPUS_PRUNE_COMMAND.usage}`);
}

async function pruneCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommand(argv, CORPUS_PRUNE_COMMAND, io.cwd);
  if (parsed.kind === 'help') {
    io.stdout(formatCommandHelp(CORPUS_PRUNE_COMMAND));
    return EXIT.clean;
  }
  const chosen = selection(parsed.options, io.cwd);
  const dir = await corpusDir(parsed.options.corpus, io.cwd);
  const contents = readCorpus(dir);
  const picked = selectForPrune(listedEntries(contents), chosen);
  const shownDir = displayPath(dir, io.cwd);
  const what = chosen.kind === 'legacy' ? 'legacy entries' : `entries of ${chosen.subject}`;
  if (picked.length === 0) {
    const known = chosen.kind === 'subject' ? ` (its subjects: ${listCorpus(dir, contents).subjects.join(', ') || 'none'})` : '';
    io.stdout(`toolfuzz: no ${what} in ${shownDir}${known}: nothing deleted\n`);
    return EXIT.clean;
  }
  const { dryRun } = parsed.options;
  const result = deleteEntries(picked, { dryRun });
  const verb = dryRun ? 'would delete' : 'deleted';
  const lines = [
    `toolfuzz: ${verb} ${result.removed.length} ${what} from ${shownDir}${dryRun ? ' (dry run: nothing deleted)' : ''}`,
    ...entryLines(result.removed, io.cwd),
  ];
  io.stdout(`${lines.join('\n')}\n`);
  const first = result.failed[0];
  if (first !== undefined)
    throw new UsageError(
      `could not delete ${result.failed.length} of ${picked.length} entries, e.g. ${displayPath(first.entry.file, io.cwd)}: ${first.message}`,
    );
  return EXIT.clean;
}

/** `toolfuzz corpus [list]` lists the regression corpus; `toolfuzz corpus prune` deletes entries from it. */
export async function corpusCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === 'prune') return pruneCommand(rest, io);
  return listCommand(first === 'list' ? rest : argv, io);
}
