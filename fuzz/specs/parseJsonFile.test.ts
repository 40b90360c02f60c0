import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { parseJsonFile } from './parseJsonFile.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

const { dir: temp, file: write } = scratchFolder('json');

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
