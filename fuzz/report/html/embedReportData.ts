import type { JsonReport } from '../jsonReport.ts';

/** The id of the `<script type="application/json">` block holding the report. */
export const REPORT_DATA_ID = 'toolfuzz-data';

/**
 * The JSON report as an inert data block. With every `<` written as `\u003c`, no `</script>` or
 * `<!--` in a spec or message can end the block early, and JSON.parse still reads the same text.
 */
export function embedReportData(report: JsonReport): string {
  const json = JSON.stringify(report).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${REPORT_DATA_ID}">${json}</script>`;
}
