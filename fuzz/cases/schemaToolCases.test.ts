import { describe, expect, it } from 'vitest';
import { FORMAT_SAMPLES } from '../schema/formats/formatSamples.ts';
import { SchemaToolCases } from './schemaToolCases.ts';

const advertised = {
  type: 'object',
  properties: { day: { type: 'string', format: 'date' } },
  required: ['day'],
  additionalProperties: false,
};

function closeInvalidDays(cases: SchemaToolCases, count: number): string[] {
  const days: string[] = [];
  for (let index = 0; index < count; index++) {
    const made = cases.make('violator', index);
    if (made?.operator === 'format-close-invalid') days.push((JSON.parse(made.json) as { day: string }).day);
  }
  return days;
}

describe('SchemaToolCases violators', () => {
  it("reach a format's close-invalid samples from the head of the list, one per round after a random first", () => {
    const cases = new SchemaToolCases({ tool: 't', seed: 1, advertised });
    const days = closeInvalidDays(cases, 400);
    const samples = FORMAT_SAMPLES.date.closeInvalid;
    // Rounds 1, 2, 3...: the samples in their order, so the misses models make most are tried within a short budget.
    expect(days.slice(1, 4)).toEqual(samples.slice(0, 3));
    expect(new Set(days)).toEqual(new Set(samples));
    // Same seed, same cases.
    expect(closeInvalidDays(new SchemaToolCases({ tool: 't', seed: 1, advertised }), 40)).toEqual(
      days.slice(0, closeInvalidDays(cases, 40).length),
    );
  });

  it('keep the rounds in step when valid cases carry undeclared keys, which admit more mistakes in some cases than in others', () => {
    // An open object: valid cases draw undeclared keys whose values (objects, numbers) admit mistakes of
    // their own. Counted per case, the rounds skipped samples and repeated others (`10:30`, a model's
    // commonest time, came up in no round of 45 under seed 1).
    const open = { type: 'object', properties: { at: { type: 'string', format: 'time' } }, required: ['at'] };
    const times: string[] = [];
    const cases = new SchemaToolCases({ tool: 'time-without-seconds', seed: 1, advertised: open });
    for (let index = 0; index < 160; index++) {
      const made = cases.make('violator', index);
      if (made?.operator === 'format-close-invalid') times.push((JSON.parse(made.json) as { at: string }).at);
    }
    const samples = FORMAT_SAMPLES.time.closeInvalid;
    // Round 0 draws a random sample; a case without its planned mistake lends the slot to the next,
    // with a random sample: the planned rounds after the first still go down the list, so the samples
    // come in their order among the visits after the first.
    const firstVisits = times
      .slice(1)
      .map((time) => samples.indexOf(time))
      .filter((at, i, all) => all.indexOf(at) === i);
    expect(firstVisits.filter((at) => at < 3)).toEqual([0, 1, 2]);
    expect(times.indexOf('10:30')).toBeLessThan(4);
    expect(new Set(times)).toEqual(new Set(samples));
  });
});
