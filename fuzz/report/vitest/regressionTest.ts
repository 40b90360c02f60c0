import { dirname, relative, sep } from 'node:path';
import type { FindingKind } from '../../model/findingKind.ts';
import type { JsonReport, ReportFinding } from '../jsonReport.ts';

/** What a tool must do with the finding's args once the drift is fixed, in the model's terms. */
const FIXED_MEANS: Readonly<Partial<Record<FindingKind, string>>> = {
  FALSE_ACCEPT: 'the runtime rejects these args, or the advertised schema allows them',
  FALSE_REJECT: 'the runtime accepts these args, or the advertised schema forbids them',
  VALID_REJECTED: 'the validator accepts these args (the spec allows them)',
  VIOLATOR_ACCEPTED: 'the validator rejects these args (the spec forbids them)',
  AS_SENT_REJECTED: 'the runtime accepts what the provider sends for this schema',
  UNACTIONABLE_MESSAGE: 'every violation message names the offending path',
  HANG: 'the call answers within the call timeout',
  CRASH: 'the call answers without taking its process down',
};

function commentLines(text: string): string {
  return text
    .split('\n')
    .map((line) => `// ${line}`.trimEnd())
    .join('\n');
}

/** A relative module specifier from the test file's folder to `target`, POSIX-separated, starting with `./` or `../`. */
function specifierFrom(testFile: string, target: string): string {
  const rel = relative(dirname(testFile), target).split(sep).join('/');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** What the emitted test embeds of the report: only what replay() reads, for this one finding. */
function embeddedReport(report: JsonReport, finding: ReportFinding): Record<string, unknown> {
  return {
    version: report.version,
    subject: report.subject,
    seed: report.seed,
    budget: report.budget,
    findings: [finding],
    ...(report.server === undefined ? {} : { server: report.server }),
  };
}

/** Where the emitted test runs the finding again: the subject module (resolved from the test file), or the report's MCP server. */
export interface RegressionTarget {
  /** Absolute path the test file will have (relative imports are computed from it). */
  readonly testFile: string;
  /** Absolute path of the subject module; undefined for an MCP report (the server it names is started again). */
  readonly subject: string | undefined;
}

/**
 * One self-contained vitest file for one finding: the exact args JSON, the advertised schema (or
 * spec), the subject or server it targets, what a fixed tool must do and the fix hint, as comments
 * and data; its test replays the finding through `replay()` (the same subject, framework or server
 * path the campaign used) and fails while the drift reproduces, passes once it is fixed.
 */
export function regressionTestFile(report: JsonReport, finding: ReportFinding, target: RegressionTarget): string {
  const fixedMeans = FIXED_MEANS[finding.kind] ?? 'replaying these args shows no drift';
  const contract =
    finding.spec === undefined ? `advertised schema: ${JSON.stringify(finding.schema)}` : `spec: ${JSON.stringify(finding.spec)}`;
  const fix = (finding as { readonly fix?: unknown }).fix;
  const header = [
    `Regression test for toolfuzz finding ${finding.id}: ${finding.kind} (${finding.blame}) on tool ${JSON.stringify(finding.tool)}.`,
    finding.explanation,
    `args (the exact JSON sent): ${finding.argsJson}`,
    contract,
    target.subject === undefined
      ? `server: ${JSON.stringify(report.server?.target ?? report.subject)}`
      : `subject: ${specifierFrom(target.testFile, target.subject)}`,
    `A fixed tool: ${fixedMeans}.`,
    ...(typeof fix === 'string' ? [`Fix: ${fix}`] : []),
    'Written by `toolfuzz replay --emit-vitest`; it fails while the drift exists and passes once it is fixed.',
  ].join('\n');
  const subjectLine =
    target.subject === undefined
      ? ''
      : `\n    subject: fileURLToPath(new URL(${JSON.stringify(specifierFrom(target.testFile, target.subject))}, import.meta.url)),`;
  const title = `${finding.id} ${finding.kind} on ${finding.tool}: ${fixedMeans}`;
  return `${commentLines(header)}
import { fileURLToPath } from 'node:url';
import { replay, type JsonReport } from 'toolfuzz';
import { expect, test } from 'vitest';

// Only what replay() reads of the report this finding came from.
const report = ${JSON.stringify(embeddedReport(report, finding), null, 2)} as unknown as JsonReport;

test(${JSON.stringify(title)}, async () => {
  const result = await replay({
    report,${subjectLine}
  });
  const replayed = result.findings[0];
  const now = replayed?.observations.map((o) => \`\${o.kind} (\${o.blame}): \${o.explanation}\`).join('; ');
  expect(replayed?.status, \`${finding.id} still reproduces: \${now}\`).toBe('fixed');
}, 120_000);
`;
}

/** The file name for a finding's test: `toolfuzz-F1-search.test.ts`, safe on every file system. */
export function regressionTestName(finding: ReportFinding): string {
  const tool = finding.tool.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60);
  return `toolfuzz-${finding.id}-${tool}.test.ts`;
}
