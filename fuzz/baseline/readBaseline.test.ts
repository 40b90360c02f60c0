import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageErrorOf } from '../testing/usageErrorOf.ts';
import { readBaseline } from './readBaseline.ts';
import { scratchFolder } from '../testing/scratchFolder.ts';

const { dir, file } = scratchFolder('read-baseline');

describe('readBaseline', () => {
  it('reads a file, byte order mark and all', () => {
    expect(readBaseline(file('bom.json', '\uFEFF{"version":2,"entries":[]}'), 'bom.json')).toEqual({ version: 2, entries: [] });
  });

  it('says how to make a baseline that does not exist yet', async () => {
    expect((await usageErrorOf(() => readBaseline(join(dir, 'nope.json'), 'nope.json'))).message).toBe(
      'baseline not found: nope.json (write one from a report with: toolfuzz baseline <report.json> --out nope.json)',
    );
  });

  it('names the file of invalid JSON in one line', async () => {
    const message = (await usageErrorOf(() => readBaseline(file('bad.json', '{"version": 1,\n"entries": [,]}'), 'bad.json'))).message;
    expect(message).toMatch(/^bad\.json: the baseline is not valid JSON: /);
  });
});
