import { readFileSync } from 'node:fs';
import { firstLineOf } from '../errors/describeError.ts';
import { UsageError } from '../errors/usageError.ts';
import type { ReadBaseline } from './baselineFile.ts';
import { checkBaseline } from './checkBaseline.ts';

/**
 * Reads and checks a baseline file, synchronously (the gate that calls it is synchronous). A missing
 * file, invalid JSON or a malformed entry is a one-line UsageError naming `where`.
 */
export function readBaseline(absolutePath: string, where: string): ReadBaseline {
  let text: string;
  try {
    text = readFileSync(absolutePath, 'utf8');
  } catch (thrown) {
    if ((thrown as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new UsageError(`baseline not found: ${where} (write one from a report with: toolfuzz baseline <report.json> --out ${where})`);
    }
    throw new UsageError(`${where}: cannot read the baseline: ${firstLineOf(thrown)}`);
  }
  // Editors on Windows save a byte order mark that JSON.parse rejects; it carries no meaning.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (thrown) {
    throw new UsageError(`${where}: the baseline is not valid JSON: ${firstLineOf(thrown)}`);
  }
  return checkBaseline(json, where);
}
