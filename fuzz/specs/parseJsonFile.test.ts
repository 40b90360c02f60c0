import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { parseJsonFile } from './parseJsonFile.ts';

const temp = mkdtempSync(join(tmpdir(), 'toolfuzz-json-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = join(temp, name);
  writeFileSync(file, text);
  return file;
}

describe('parseJsonFile', () => {
  it('parses JSON, ignoring a byte order mark', async () => {
    expect(await parseJsonFile(write('ok.json', '\uFEFF{"a": [1, "x"]}'), 'ok.json')).toEqual({ a: [1, 'x'] });
  });

  it('reports a read failure as "cannot read" with the system error', async () => {
    expect((await usageErrorOf(() => parseJsonFile(temp, 'dir.json'))).message).toBe(
      'dir.json: cannot read: EISDIR: illegal operation on a directory, read',
    );
  });

  it('reports invalid JSON on one line, with line and column when the parser gives a position', async () => {
    const message = (await usageErrorOf(() => parseJsonFile(write('bad.json', '{\n  "a": 1,\n  "b" 2\n}'), 'bad.json'))).message;
    // The parser's wording varies across Node versions; the location is ours.
    expect(message).toMatch(/^bad\.json: invalid JSON: .+ at position 18 \(line 3, column 7\)$/);
  });

  it('keeps a parser message that quotes a multi-line source excerpt on one line', async () => {
    const message = (await usageErrorOf(() => parseJsonFile(write('excerpt.json', '{\n"a": }'), 'excerpt.json'))).message;
    expect(message).toMatch(/^excerpt\.json: invalid JSON: Unexpected token/);
  });
});
