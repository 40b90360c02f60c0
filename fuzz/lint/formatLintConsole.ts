import type { LintReport } from './lintReport.ts';
import { isBlocking, type ToolLintProblem } from './lintTypes.ts';

// A rule that fires all over one tool (every optional key, every open object) says so in a few lines.
const PER_RULE = 5;

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The console view of a lint report: problems grouped by tool, then provider (a few per rule), then the totals. */
export function formatLintConsole(report: LintReport, targets: { readonly json?: string } = {}): string {
  const { counts } = report;
  const out = [
    `toolfuzz lint: ${plural(report.tools.length, 'tool')} for ${report.providers.join(', ')}: ${plural(report.lint.length, 'problem')} (${counts.rejected} rejected, ${counts.ignored} ignored, ${counts.rewritten} rewritten, ${counts.uncertain} uncertain)`,
  ];
  const origins = new Map(report.tools.map((t) => [t.name, t.origin]));
  for (const [tool, problems] of groupBy(report.lint, (p) => p.tool)) {
    out.push('', `${tool} (${origins.get(tool) ?? '?'})`);
    for (const [provider, own] of groupBy(problems, (p) => p.provider)) {
      out.push(`  ${provider}`);
      const pathWidth = Math.min(40, Math.max(...own.map((p) => shownPath(p).length)));
      for (const [rule, hits] of groupBy(own, (p) => p.rule)) {
        for (const p of hits.slice(0, PER_RULE))
          out.push(`    ${p.effect.padEnd(9)} ${p.rule.padEnd(5)} ${shownPath(p).padEnd(pathWidth)}  ${p.message}`);
        if (hits.length > PER_RULE)
          out.push(
            `    ${''.padEnd(9)} ${rule.padEnd(5)} ... and ${hits.length - PER_RULE} more${targets.json === undefined ? ' (all of them in --json)' : ` (all of them in ${targets.json})`}`,
          );
        // The fix is the rule's for nearly every hit: said once per rule, where the user reads on.
        const fixes = [...new Set(hits.map((p) => p.fix))];
        for (const fix of fixes.slice(0, 2)) out.push(`    ${''.padEnd(9)} ${''.padEnd(5)} fix: ${fix}`);
      }
    }
  }
  if (report.skipped.length > 0) {
    out.push('', `skipped ${plural(report.skipped.length, 'tool')}:`);
    for (const s of report.skipped) out.push(`  ${s.tool} (${s.origin}): ${s.reason}`);
  }
  if (report.lint.length > 0) {
    out.push('', 'by provider:');
    for (const provider of report.providers) {
      const own = report.lint.filter((p) => p.provider === provider);
      const tools = new Set(own.filter(isBlocking).map((p) => p.tool)).size;
      const sourced = own.filter((p) => p.certainty !== 'uncertain');
      const effects = [
        ...(['rejected', 'ignored', 'rewritten'] as const).map((e) => `${sourced.filter((p) => p.effect === e).length} ${e}`),
        `${own.length - sourced.length} uncertain`,
      ].join(', ');
      out.push(`  ${provider.padEnd(16)} ${effects}${tools > 0 ? ` · ${plural(tools, 'tool')} would be refused` : ''}`);
    }
  }
  if (targets.json !== undefined) out.push('', `json: ${targets.json}`);
  return `${out.join('\n')}\n`;
}

function shownPath(problem: ToolLintProblem): string {
  return problem.path === '' ? '(root)' : problem.path;
}
