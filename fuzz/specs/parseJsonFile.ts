import { readFile } from 'node:fs/promises';
import { UsageError } from '../errors/usageError.ts';
import { firstLineOf } from '../errors/describeError.ts';

// `position N` (V8's JSON.parse wording) turned into the line and column an editor shows.
function locate(message: string, text: string): string {
  const match = /at position (\d+)/.exec(message);
  if (match?.[1] === undefined) return '';
  const before = text.slice(0, Number(match[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return ` (line ${line}, column ${column})`;
}

/** Reads and parses the JSON file at `absolutePath`; unreadable or invalid JSON is a UsageError naming `where`. */
export async function parseJsonFile(absolutePath: string, where: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(absolutePath, 'utf8');
  } catch (thrown) {
    throw new UsageError(`${where}: cannot read: ${firstLineOf(thrown)}`);
  }
  // Editors on Windows save a byte order mark that JSON.parse rejects; it carries no meaning.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  try {
    return JSON.parse(text) as unknown;
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    throw new UsageError(`${where}: invalid JSON: ${firstLineOf(message)}${locate(message, text)}`);
  }
}
