import { isBlocking, PROVIDERS, type ToolLintProblem } from '../../lint/lintTypes.ts';
import type { JsonReport } from '../jsonReport.ts';
import { xmlAttr, xmlText } from './xmlEscape.ts';

/** One JUnit test case of the lint: what one provider does with one tool's advertised schema. */
export interface JunitLintCase {
  readonly tool: string;
  /** `lint:<provider>`, the test case's name. */
  readonly name: string;
  /** Sourced rejections under --lint-gate: they fail the test case. */
  readonly rejected: readonly ToolLintProblem[];
  /** Everything else (ignored, rewritten, uncertain): listed, never failing. */
  readonly notes: readonly ToolLintProblem[];
}

/** A test case per tool and linted provider, tools in report order; none for a report without lint. */
export function junitLintCases(report: JsonReport): JunitLintCase[] {
  const problems = report.lint;
  if (problems === undefined) return [];
  const providers = report.lintProviders ?? PROVIDERS;
  return report.tools.flatMap((tool) =>
    providers.map((provider) => {
      const own = problems.filter((p) => p.tool === tool.name && p.provider === provider);
      // Without --lint-gate the run's exit code ignores the lint, and so must a CI that reads the JUnit: rejections are listed, not failed.
      const failing = report.lintGate === true ? own.filter(isBlocking) : [];
      return { tool: tool.name, name: `lint:${provider}`, rejected: failing, notes: own.filter((p) => !failing.includes(p)) };
    }),
  );
}

function line(p: ToolLintProblem): string {
  const tag = p.certainty === 'uncertain' ? `${p.effect}, uncertain` : p.effect;
  return `${p.rule} (${tag}) ${p.path === '' ? '(root)' : p.path}: ${p.message}${p.fix === undefined ? '' : `\n  fix: ${p.fix}`}`;
}

/** A lint test case as JUnit XML: a failure listing the rejections, the other problems as system-out. */
export function lintTestcase(c: JunitLintCase): string {
  const open = `    <testcase classname="${xmlAttr(c.tool)}" name="${xmlAttr(c.name)}" time="0.000"`;
  const out = c.notes.length === 0 ? '' : `      <system-out>${xmlText(c.notes.map(line).join('\n'))}</system-out>`;
  if (c.rejected.length === 0) return out === '' ? `${open}/>` : `${open}>\n${out}\n    </testcase>`;
  const provider = c.name.slice('lint:'.length);
  const first = c.rejected[0] as ToolLintProblem;
  const message = `${provider} would reject this tool: ${first.rule} ${first.message}${c.rejected.length > 1 ? ` (and ${c.rejected.length - 1} more)` : ''}`;
  const failure = `      <failure message="${xmlAttr(message)}" type="lint-rejected">${xmlText(c.rejected.map(line).join('\n'))}</failure>`;
  return `${open}>\n${failure}${out === '' ? '' : `\n${out}`}\n    </testcase>`;
}
