import { describe, expect, it } from 'vitest';
import { hostileReport } from '../../testing/hostileReport.ts';
import { ALL_TOOLS_ROW, coverageMatrix } from './coverageCells.ts';

describe('coverageMatrix', () => {
  const matrix = coverageMatrix(hostileReport().tools);
  const column = (name: string): number => matrix.columns.findIndex((c) => c.name === name);
  const row = (feature: string) => matrix.rows.find((r) => r.feature === feature);

  it('has every case source, then the model mistakes that ran, as columns', () => {
    expect(matrix.columns.slice(0, 4).map((c) => c.name)).toEqual(['valid', 'faker', 'violator', 'loose']);
    expect(matrix.columns.slice(4).every((c) => c.group === 'operator')).toBe(true);
  });

  it('sums cases and drift over the tools whose schema has the feature', () => {
    const hostile = row('hostile keys');
    expect(hostile?.tools).toBe(2);
    // The first tool ran 30 loose cases, `dotted` 30 loose cases of which 2 drifted.
    expect(hostile?.cells[column('loose')]).toEqual({ cases: 60, drifting: 2, tools: 2 });
    expect(hostile?.cells[column('valid')]).toEqual({ cases: 30, drifting: 0, tools: 1 });
  });

  it('counts a drifting violator in the violator column too, though the engine buckets it by operator', () => {
    const all = row(ALL_TOOLS_ROW);
    expect(all?.cells[column('wrong-type')]?.drifting).toBe(4);
    expect(all?.cells[column('violator')]?.drifting).toBe(4);
  });

  it("lists only the features some tool's schema uses, and only the mistakes some tool ran", () => {
    expect(row('boolean')).toBeUndefined();
    expect(matrix.rows.every((r) => r.tools > 0)).toBe(true);
    expect(matrix.columns.filter((c) => c.group === 'operator').map((c) => c.name)).toEqual(['wrong-type', 'null-for-required']);
  });
});
