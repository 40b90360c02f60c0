import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeFinding } from './reportFixture.ts';
import { saveToCorpus } from '../corpus/regressionCorpus.ts';
import { tempFolder } from './tempFolder.ts';

/** A project folder with a regression corpus at `.toolfuzz/corpus`, for `toolfuzz corpus` tests. */
export interface CorpusFolder {
  readonly cwd: string;
  readonly corpus: string;
}

/** An empty project folder in the temp dir; its corpus folder is created but empty. */
export function emptyCorpusFolder(): CorpusFolder {
  const cwd = tempFolder('corpus');
  const corpus = join(cwd, '.toolfuzz', 'corpus');
  mkdirSync(corpus, { recursive: true });
  return { cwd, corpus };
}

/** Saves entries of `subject` as a run would (the real saveToCorpus); returns their files. */
export function saveEntries(
  corpus: string,
  subject: string,
  fingerprints: readonly string[],
  saved: Date,
  tool = 'create_event',
): string[] {
  return saveToCorpus(
    corpus,
    fingerprints.map((fingerprint, i) => fakeFinding({ id: `F${i + 1}`, fingerprint, tool })),
    saved,
    subject,
  );
}

/** Writes an entry as toolfuzz wrote them before entries named their subject (version 1); returns its file. */
export function writeLegacyEntry(corpus: string, fingerprint: string): string {
  const file = join(corpus, `${fingerprint}.json`);
  const entry = {
    version: 1,
    fingerprint,
    kind: 'FALSE_REJECT',
    blame: 'validator',
    tool: 'send_sms',
    spec: { to: { type: 'string' } },
    argsJson: '{"to":"x"}',
    explanation: 'validateArgs rejected args the spec allows',
    firstSeen: '2026-01-02T03:04:05.000Z',
  };
  writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);
  return file;
}
