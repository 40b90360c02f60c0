import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { referenceJsonSchema } from '../reference/referenceConversion.ts';
import type { SchemaSpec } from '../reference/schemaSpec.ts';

/** One BFCL tool with its arguments' JSON Schema (the project's reference conversion of the corpus spec). */
export interface BfclTool {
  readonly file: string;
  readonly name: string;
  readonly schema: Record<string, unknown>;
}

/** Where the BFCL corpus is looked for: `../shared/corpora/bfcl` beside the repository (no machine's absolute path). */
export const BFCL_CORPUS_DIR = fileURLToPath(new URL('../../../shared/corpora/bfcl', import.meta.url));

/** The folder of the BFCL corpus, `../shared/corpora/bfcl` from the repository; undefined where it is absent (the tests skip). */
export function bfclCorpusDir(): string | undefined {
  return existsSync(BFCL_CORPUS_DIR) ? BFCL_CORPUS_DIR : undefined;
}

/** Every tool of the corpus in `dir`, as JSON Schema. */
export function readBfclTools(dir: string): BfclTool[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const parsed = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { tools: { name: string; schema: SchemaSpec }[] };
      return parsed.tools.map((tool) => ({
        file,
        name: tool.name,
        schema: referenceJsonSchema(tool.schema) as unknown as Record<string, unknown>,
      }));
    });
}
