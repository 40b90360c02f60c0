import { describe, expect, it } from 'vitest';
import { FORMAT_SAMPLES } from '../../jsonSchema/formats/formatSamples.ts';
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
});
