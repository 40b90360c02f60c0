import { describe, expect, it } from 'vitest';
import type { JsonReport, ReportFinding } from '../jsonReport.ts';
import { exampleReport } from '../../testing/exampleReport.ts';
import { githubAnnotations, githubStepSummary } from './githubActions.ts';
import type { Mutable } from '../../testing/mutable.ts';

const unescapeData = (text: string): string => text.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
const unescapeProperty = (text: string): string => unescapeData(text.replaceAll('%3A', ':').replaceAll('%2C', ','));

/** Splits `::cmd k=v,k=v::message` the way the runner does. */
function parseCommand(line: string): { command: string; properties: Record<string, string>; message: string } {
  const match = /^::(\w+)(?: ([^:]*))?::(.*)$/s.exec(line);
  if (match === null) throw new Error(`not a workflow command: ${line}`);
  const properties: Record<string, string> = {};
  for (const pair of (match[2] ?? '').split(',').filter((p) => p !== '')) {
    const equals = pair.indexOf('=');
    properties[pair.slice(0, equals)] = unescapeProperty(pair.slice(equals + 1));
  }
  return { command: match[1] as string, properties, message: unescapeData(match[3] as string) };
}

const count = (text: string, needle: string): number => text.split(needle).length - 1;

describe('githubStepSummary', () => {
  it('has a run line, a kind × blame table and one collapsible block per finding', () => {
    const report = exampleReport();
    const md = githubStepSummary(report);
    expect(md).toMatch(/^## toolfuzz: 3 findings\n/);
    expect(md).toContain('`/repo/fixtures/subjects/example.ts` · seed 4 · 10 runs per source · 120 cases on 3 tools in 2.5s (48 cases/s)');
    expect(md).toContain('| kind | validator | converter | boundary | body | total |');
    expect(md).toContain('| `FALSE_ACCEPT` | 1 |  |  |  | 1 |');
    expect(md).toContain('| `CONVERTER_INVALID` |  | 1 |  |  | 1 |');
    expect(md).toContain('| `HANG` | 1 |  |  |  | 1 |');
    expect(md).toContain('| **total** | 2 | 1 | 0 | 0 | 3 |');
    // Table rows in FINDING_KINDS order.
    expect(md.indexOf('`FALSE_ACCEPT`')).toBeLessThan(md.indexOf('`CONVERTER_INVALID`'));
    expect(count(md, '<details>')).toBe(3);
    expect(count(md, '</details>')).toBe(3);
    for (const f of report.findings) {
      expect(md).toContain(`<summary><strong>${f.id} ${f.kind}</strong> (${f.blame})`);
      expect(md).toContain(`\`\`\`json\n${f.argsJson}\n\`\`\``);
      expect(md).toContain(`\`\`\`json\n${JSON.stringify(f.spec)}\n\`\`\``);
      expect(md).toContain(`\`\`\`sh\n${f.reproduce}\n\`\`\``);
    }
    expect(md).toContain('on <code>create_event (+1 more tools)</code>, 7 cases:');
    expect(md).toContain('- the schema of start\\.time carries a boolean required');
    expect(md).toContain('**Constraints only tool bodies enforce**');
    // Markdown resumes inside <details> only after a blank line.
    expect(md).toMatch(/<\/summary>\n\n/);
  });

  it('says so when there are no findings', () => {
    const report = { ...exampleReport(), findings: [], hiddenConstraints: [] };
    const md = githubStepSummary(report);
    expect(md).toMatch(/^## toolfuzz: no findings\n/);
    expect(md).not.toContain('<details>');
    expect(md).not.toContain('| kind |');
  });

  it('marks a partial run', () => {
    expect(githubStepSummary({ ...exampleReport(), partial: true, timedOut: true })).toContain(
      '> **Partial run**: the time budget ran out',
    );
  });

  it('keeps hostile text from breaking out of its block', () => {
    const report = exampleReport() as Mutable<JsonReport>;
    const f1 = report.findings[0] as ReportFinding;
    const evil = '</summary></details><script>alert(1)</script> | **bold** ```';
    report.findings[0] = { ...f1, tool: evil, explanation: `${evil}\nsecond line`, argsJson: '{"a":"```\\n</details>"}', paths: ['a`b'] };
    const md = githubStepSummary(report);
    expect(md).not.toContain('<script>');
    const lines = md.split('\n');
    expect(lines.filter((l) => l === '<details>')).toHaveLength(3);
    expect(lines.filter((l) => l === '</details>')).toHaveLength(3);
    expect(count(md, '</summary>')).toBe(3);
    // The one inside the args stays inside a fence its own backticks cannot close.
    expect(md).toContain('````json\n{"a":"```\\n</details>"}\n````');
    const summaryLine = md.split('\n').find((l) => l.startsWith('<summary><strong>F1')) as string;
    expect(summaryLine).toContain('&lt;/summary&gt;&lt;/details&gt;&lt;script&gt;');
    expect(summaryLine).toContain('second line</summary>');
  });

  it('details only the first 30 findings, within GitHub’s size limit', () => {
    const report = exampleReport() as Mutable<JsonReport>;
    const f1 = report.findings[0] as ReportFinding;
    report.findings = Array.from({ length: 40 }, (_, i) => ({
      ...f1,
      id: `F${i + 1}`,
      argsJson: JSON.stringify({ s: 'x'.repeat(50_000) }),
    }));
    const md = githubStepSummary(report);
    expect(count(md, '<details>')).toBe(30);
    expect(md).toContain('… and 10 more findings: see the JSON or HTML report.');
    expect(md).toContain('more characters in the JSON report');
    expect(md.length).toBeLessThan(1024 * 1024);
  });
});

describe('githubAnnotations', () => {
  it('gives one ::error line per finding, escaped so the runner reads back the text', () => {
    const report = exampleReport();
    const lines = githubAnnotations(report);
    expect(lines).toHaveLength(report.findings.length);
    for (const [i, line] of lines.entries()) {
      const f = report.findings[i] as ReportFinding;
      expect(line).not.toMatch(/[\r\n]/);
      const command = parseCommand(line);
      expect(command.command).toBe('error');
      expect(command.properties['title']).toBe(`toolfuzz ${f.id} ${f.kind} (${f.blame})`);
      expect(command.message).toContain(f.explanation);
      expect(command.message).toContain(`\nargs: ${f.argsJson}\n`);
      expect(command.message).toContain(`\nreproduce: ${f.reproduce}`);
    }
  });

  it('points at the spec file a tool came from when it is a workspace path', () => {
    const report = exampleReport() as Mutable<JsonReport>;
    expect(parseCommand(githubAnnotations(report)[0] as string).properties['file']).toBe('fixtures/specs/calendar.json');
    report.tools = report.tools.map((t) => ({ ...t, origin: `/abs/${t.origin}` }));
    expect(parseCommand(githubAnnotations(report)[0] as string).properties['file']).toBeUndefined();
  });

  it('escapes %, line breaks, : and , wherever they occur', () => {
    const report = exampleReport() as Mutable<JsonReport>;
    const f1 = report.findings[0] as ReportFinding;
    const evil = '100% a,b: c\r\n::error title=x::injected';
    report.findings = [{ ...f1, id: 'F1', tool: evil, tools: [evil], duplicates: 0, explanation: evil, argsJson: evil }];
    const [line] = githubAnnotations(report);
    expect(line).toBeDefined();
    expect(line).not.toMatch(/[\r\n]/);
    // The properties end at the first `::`; the message may hold more, the runner reads them as text.
    const command = parseCommand(line as string);
    expect(command.properties['title']).toBe('toolfuzz F1 FALSE_ACCEPT (validator)');
    expect(command.message.startsWith(`${evil}: ${evil}\n`)).toBe(true);
    expect(command.message).toContain(`args: ${evil}`);
  });

  it('adds a warning when the run was partial', () => {
    const lines = githubAnnotations({ ...exampleReport(), partial: true, interrupted: true });
    expect(lines).toHaveLength(4);
    expect(parseCommand(lines[3] as string)).toMatchObject({ command: 'warning', properties: { title: 'toolfuzz partial run' } });
    expect(githubAnnotations({ ...exampleReport(), findings: [] })).toEqual([]);
  });
});

describe('githubAnnotations and githubStepSummary with a baseline', () => {
  const withBaseline = (): JsonReport => ({
    ...exampleReport(),
    baseline: {
      file: 'toolfuzz.baseline.json',
      known: ['F1'],
      reasons: { F1: 'fixed in the next release' },
      fresh: ['F2', 'F3'],
      stale: [],
      unchecked: [],
      failOnStale: false,
    },
  });

  it('turns a finding the baseline accepts into a ::notice with its reason, and keeps ::error for new ones', () => {
    const commands = githubAnnotations(withBaseline()).map(parseCommand);
    expect(commands.map((c) => c.command)).toEqual(['notice', 'error', 'error']);
    expect(commands[0]?.properties['title']).toBe('toolfuzz F1 FALSE_ACCEPT (validator), known by the baseline');
    expect(commands[0]?.message).toMatch(/^accepted: fixed in the next release\n/);
  });

  it('counts known and new findings in the summary heading and marks the known ones', () => {
    const md = githubStepSummary(withBaseline());
    expect(md).toMatch(/^## toolfuzz: 3 findings \(1 known by the baseline, 2 new\)$/m);
    expect(md.split('\n').find((l) => l.startsWith('<summary><strong>F1'))).toContain('known by the baseline');
    expect(md.split('\n').find((l) => l.startsWith('<summary><strong>F2'))).not.toContain('known by the baseline');
  });
});
