import type { JsonReport } from '../jsonReport.ts';

/** The markdown summary written to $GITHUB_STEP_SUMMARY under GitHub Actions. */
export function githubStepSummary(report: JsonReport): string {
  return `## toolfuzz: ${report.findings.length} findings\n`;
}

/** `::error` workflow commands, one per finding. */
export function githubAnnotations(report: JsonReport): string[] {
  return report.findings.map((f) => `::error title=toolfuzz ${f.kind}::${f.tool}: ${f.explanation}`);
}
