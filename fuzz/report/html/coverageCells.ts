import { CASE_SOURCES } from '../../model/caseSource.ts';
import { VIOLATOR_OPERATORS } from '../../cases/violators/operatorOrder.ts';
import type { ReportTool } from '../jsonReport.ts';
import { SCHEMA_FEATURES } from '../schemaFeatures.ts';

/** One column of the coverage matrix: a case source, or a mutation operator (a kind of violator). */
export interface CoverageColumn {
  readonly group: 'source' | 'operator';
  readonly name: string;
}

/** What the tools using one feature did in one column. */
export interface CoverageCell {
  readonly cases: number;
  readonly drifting: number;
  /** Tools with the feature that ran at least one case in this column. */
  readonly tools: number;
}

/** One row: a schema feature (or every tool), and its cells in column order. */
export interface CoverageRow {
  readonly feature: string;
  readonly tools: number;
  readonly cells: readonly CoverageCell[];
}

/** The coverage matrix of a campaign: schema features × case sources and model mistakes. */
export interface CoverageMatrix {
  readonly columns: readonly CoverageColumn[];
  readonly rows: readonly CoverageRow[];
}

/** The row that sums every tool, whatever its features. */
export const ALL_TOOLS_ROW = 'all tools';

/** The catalogue's mistakes some tool ran, in catalogue order (a column no tool reached would be empty on every row). */
function operatorNames(tools: readonly ReportTool[]): string[] {
  const ran = new Set(tools.flatMap((tool) => Object.keys(tool.casesByOperator)));
  const names: string[] = VIOLATOR_OPERATORS.filter((name) => ran.has(name));
  // Operators of an older report (before the one catalogue) still get their column.
  for (const name of ran) if (!names.includes(name)) names.push(name);
  return names;
}

function cellOf(tool: ReportTool, column: CoverageColumn, operators: readonly string[]): { cases: number; drifting: number } {
  if (column.group === 'operator') return { cases: tool.casesByOperator[column.name] ?? 0, drifting: tool.driftingCases[column.name] ?? 0 };
  const cases = tool.casesBySource[column.name as keyof typeof tool.casesBySource] ?? 0;
  // The engine buckets a drifting violator under its operator, so the violator column sums them back.
  const drifting =
    column.name === 'violator'
      ? operators.reduce((n, op) => n + (tool.driftingCases[op] ?? 0), tool.driftingCases['violator'] ?? 0)
      : (tool.driftingCases[column.name] ?? 0);
  return { cases, drifting };
}

/** Sums every tool's cases and drifting cases per (feature, column), for the features and mistakes some tool met. */
export function coverageMatrix(tools: readonly ReportTool[]): CoverageMatrix {
  const operators = operatorNames(tools);
  // as-sent cases run only with --provider: without them the column would be empty on every row.
  const sources = CASE_SOURCES.filter((name) => name !== 'as-sent' || tools.some((t) => (t.casesBySource['as-sent'] ?? 0) > 0));
  const columns: CoverageColumn[] = [
    ...sources.map((name) => ({ group: 'source' as const, name })),
    ...operators.map((name) => ({ group: 'operator' as const, name })),
  ];
  const row = (feature: string, members: readonly ReportTool[]): CoverageRow => ({
    feature,
    tools: members.length,
    cells: columns.map((column) => {
      let cases = 0;
      let drifting = 0;
      let active = 0;
      for (const tool of members) {
        const cell = cellOf(tool, column, operators);
        cases += cell.cases;
        drifting += cell.drifting;
        if (cell.cases > 0) active++;
      }
      return { cases, drifting, tools: active };
    }),
  });
  // The features some tool's schema uses, in SCHEMA_FEATURES order: a feature no tool has would be a row of empty cells.
  const used = new Set<string>(tools.flatMap((tool) => tool.features));
  const features: string[] = SCHEMA_FEATURES.filter((feature) => used.has(feature));
  for (const feature of used) if (!features.includes(feature)) features.push(feature);
  return {
    columns,
    rows: [
      row(ALL_TOOLS_ROW, tools),
      ...features.map((feature) =>
        row(
          feature,
          tools.filter((tool) => (tool.features as readonly string[]).includes(feature)),
        ),
      ),
    ],
  };
}
