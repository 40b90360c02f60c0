import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BFCL_CORPUS_DIR, bfclCorpusDir, readBfclTools } from '../testing/bfclCorpus.ts';
import { referenceValidator, referenceVerdict } from '../testing/jsonSchemaAjv.ts';
import { modelViolators } from './modelViolators.ts';
import { validArbitrary } from './validArbitrary.ts';

const dir = bfclCorpusDir();
if (dir === undefined)
  console.log(`BFCL corpus not found at ${BFCL_CORPUS_DIR} (../shared/corpora/bfcl beside the repository): skipping the corpus run`);

describe.skipIf(dir === undefined)('validArbitrary over the BFCL corpus', () => {
  it('generates for nearly every real tool schema, and what it generates ajv accepts', () => {
    const tools = readBfclTools(dir as string);
    const failures: string[] = [];
    let checked = 0;
    let values = 0;
    const labels = { invalid: 0, valid: 0, either: 0 };
    const wrong: string[] = [];
    for (const [i, tool] of tools.entries()) {
      const result = validArbitrary(tool.schema);
      if (result.kind !== 'ok') {
        failures.push(`${tool.name}: ${result.kind} at ${result.at}: ${result.reason}`);
        continue;
      }
      const sample = fc.sample(result.arbitrary, { numRuns: 10, seed: i });
      // Compiling with ajv is most of the cost: every fourth tool is judged, all are generated from.
      if (i % 4 !== 0) continue;
      const validate = referenceValidator(tool.schema);
      expect(sample.filter((value) => referenceVerdict(validate, value) !== true)).toEqual([]);
      checked++;
      values += sample.length;
      // The violators of one valid call: every definite label must be ajv's verdict.
      for (const v of modelViolators(tool.schema, sample[0])) {
        labels[v.expected]++;
        if (v.expected === 'either' || v.call.kind !== 'args') continue;
        if (referenceVerdict(validate, v.call.args) !== (v.expected === 'valid'))
          wrong.push(`${tool.name} ${v.operator} ${v.path}: ${v.expected} (${v.why})`);
      }
    }
    console.log(
      `BFCL: ${tools.length - failures.length}/${tools.length} tool schemas generate; ${values} values of ${checked} tools checked by ajv; violator labels ${JSON.stringify(labels)}\n  ${failures.join('\n  ')}`,
    );
    expect(wrong).toEqual([]);
    // The corpus holds 3 enums whose members do not match the declared type: unsatisfiable, and reported so.
    expect(failures.every((line) => line.includes('unsatisfiable') && line.includes('enum'))).toBe(true);
    expect(tools.length - failures.length).toBeGreaterThanOrEqual(tools.length - 3);
  });
});
