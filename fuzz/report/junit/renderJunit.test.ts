import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonReport } from '../../testing/readJsonReport.ts';
import { REPO_ROOT as repo } from '../../testing/repoRoot.ts';
import { runMain } from '../../testing/runMain.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import type { JsonReport, ReportFinding } from '../jsonReport.ts';
import { exampleReport } from '../../testing/exampleReport.ts';
import { parseXml, type XmlElement } from '../../testing/parseXml.ts';
import { renderJunit } from './renderJunit.ts';
import type { Mutable } from '../../testing/mutable.ts';

function suiteOf(xml: string): XmlElement {
  const root = parseXml(xml);
  expect(root.name).toBe('testsuites');
  expect(root.children).toHaveLength(1);
  const suite = root.children[0] as XmlElement;
  expect(suite.name).toBe('testsuite');
  for (const key of ['tests', 'failures', 'errors', 'skipped', 'time']) expect(root.attributes[key]).toBe(suite.attributes[key]);
  return suite;
}

const testcases = (suite: XmlElement): XmlElement[] => suite.children.filter((c) => c.name === 'testcase');
const failureOf = (testcase: XmlElement): XmlElement | undefined => testcase.children.find((c) => c.name === 'failure');
const find = (suite: XmlElement, tool: string, property: string): XmlElement => {
  const found = testcases(suite).find((t) => t.attributes['classname'] === tool && t.attributes['name'] === property);
  if (found === undefined) throw new Error(`no testcase ${tool}.${property}`);
  return found;
};

const failingNames = (suite: XmlElement): string[] =>
  testcases(suite)
    .filter((c) => failureOf(c) !== undefined)
    .map((c) => `${c.attributes['classname']}.${c.attributes['name']}`)
    .sort();

describe('renderJunit', () => {
  it('writes one test case per tool × property, with counts that match the JSON report', () => {
    const suite = suiteOf(renderJunit(exampleReport()));
    const cases = testcases(suite);
    expect(cases.map((c) => `${c.attributes['classname']}.${c.attributes['name']}`)).toEqual(
      ['create_event', 'send_sms', 'search'].flatMap((tool) =>
        ['valid', 'faker', 'violator', 'loose', 'converter'].map((p) => `${tool}.${p}`),
      ),
    );
    expect(suite.attributes).toMatchObject({
      tests: '15',
      failures: '4',
      errors: '0',
      skipped: '0',
      time: '2.500',
      timestamp: '2026-11-29T23:32:19',
    });
    // F1 (violator, create_event and send_sms), F2 (a spec-level CONVERTER_INVALID), F3 (loose, send_sms).
    expect(failingNames(suite)).toEqual(['create_event.converter', 'create_event.violator', 'send_sms.loose', 'send_sms.violator']);
  });

  it('shares the campaign time out by cases, so the test cases add up to the suite', () => {
    const suite = suiteOf(renderJunit(exampleReport()));
    const total = testcases(suite).reduce((n, c) => n + Number(c.attributes['time']), 0);
    expect(total).toBeCloseTo(2.5, 2);
    expect(find(suite, 'search', 'converter').attributes['time']).toBe('0.000');
  });

  it('puts kind, blame, explanation, minimal spec and args and the reproduce command in the failure', () => {
    const report = exampleReport();
    const suite = suiteOf(renderJunit(report));
    const f1 = report.findings[0] as ReportFinding;
    for (const tool of f1.tools) {
      const failure = failureOf(find(suite, tool, 'violator')) as XmlElement;
      expect(failure.attributes['type']).toBe('FALSE_ACCEPT');
      expect(failure.attributes['message']).toBe(`F1 FALSE_ACCEPT (validator): ${f1.explanation}`);
      for (const part of [
        'FALSE_ACCEPT',
        'blame: validator',
        f1.explanation,
        `spec: ${JSON.stringify(f1.spec)}`,
        `args: ${f1.argsJson}`,
        `reproduce: ${f1.reproduce}`,
      ]) {
        expect(failure.text).toContain(part);
      }
    }
    expect(failureOf(find(suite, 'send_sms', 'violator'))?.text).toContain('shrunk on tool create_event');
    const converter = failureOf(find(suite, 'create_event', 'converter')) as XmlElement;
    expect(converter.attributes['type']).toBe('CONVERTER_INVALID');
    expect(converter.text).toContain('converter: the schema of start.time carries a boolean required');
  });

  it('lists every finding of a test case in one failure', () => {
    const report = exampleReport() as Mutable<JsonReport>;
    const second = {
      ...(report.findings[0] as ReportFinding),
      id: 'F4',
      kind: 'VIOLATOR_ACCEPTED' as const,
      tools: ['create_event'],
      duplicates: 0,
      fingerprint: 'ffffffffffffffff',
    };
    report.findings.push(second);
    const suite = suiteOf(renderJunit(report));
    const failures = find(suite, 'create_event', 'violator').children.filter((c) => c.name === 'failure');
    expect(failures).toHaveLength(1);
    expect(failures[0]?.attributes['message']).toBe('2 findings: F1 FALSE_ACCEPT (validator), F4 VIOLATOR_ACCEPTED (validator)');
    expect(failures[0]?.attributes['type']).toBe('FALSE_ACCEPT,VIOLATOR_ACCEPTED');
    expect(suite.attributes['failures']).toBe('4');
  });

  it('passes a test case whose findings the baseline accepts, and notes them with their reason', () => {
    const report: JsonReport = {
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
    };
    const suite = suiteOf(renderJunit(report));
    const f1 = report.findings[0] as ReportFinding;
    for (const tool of f1.tools) {
      const testcase = find(suite, tool, 'violator');
      expect(failureOf(testcase)).toBeUndefined();
      const out = testcase.children.find((c) => c.name === 'system-out');
      expect(out?.text).toContain(
        `known by the baseline: F1 FALSE_ACCEPT (validator): ${f1.explanation} (reason: fixed in the next release)`,
      );
    }
    // The other findings still fail their test cases, and the counts say so.
    expect(failureOf(find(suite, 'create_event', 'converter'))).toBeDefined();
    expect(failureOf(find(suite, 'send_sms', 'loose'))).toBeDefined();
    expect(suite.attributes['failures']).toBe('2');
  });

  it('passes a test case whose only finding is an edge (beyond-double) unless the run gated edges', () => {
    const base = exampleReport();
    const findings = base.findings.map((f, i) => (i === 0 ? { ...f, edge: 'beyond-double' as const } : f));
    const suite = suiteOf(renderJunit({ ...base, findings }));
    const f1 = findings[0] as ReportFinding;
    const testcase = find(suite, f1.tool, 'violator');
    expect(failureOf(testcase)).toBeUndefined();
    expect(testcase.children.find((c) => c.name === 'system-out')?.text).toContain(
      `edge beyond-double, not failing without --gate-edges: F1 FALSE_ACCEPT (validator)`,
    );
    expect(suite.attributes['failures']).toBe('2');
    const gated = suiteOf(renderJunit({ ...base, findings, gateEdges: true }));
    expect(failureOf(find(gated, f1.tool, 'violator'))).toBeDefined();
    expect(gated.attributes['failures']).toBe(String(Number(suite.attributes['failures']) + f1.tools.length));
  });

  it('skips a property no case ran for, and says why', () => {
    const report = exampleReport() as Mutable<JsonReport>;
    const search = report.tools[2];
    if (search === undefined) throw new Error('example has three tools');
    report.tools[2] = { ...search, satisfiable: false, casesBySource: { ...search.casesBySource, valid: 0 } };
    const suite = suiteOf(renderJunit(report));
    expect(suite.attributes).toMatchObject({ tests: '15', skipped: '1' });
    expect(find(suite, 'search', 'valid').children[0]?.attributes['message']).toMatch(/unsatisfiable/);
  });

  it('adds a corpus test case for tools whose past findings were replayed', () => {
    const report = exampleReport() as Mutable<JsonReport>;
    const replayed = {
      ...(report.findings[0] as ReportFinding),
      id: 'F4',
      tools: ['old_tool'],
      tool: 'old_tool',
      source: 'corpus' as ReportFinding['source'],
      fingerprint: 'eeeeeeeeeeeeeeee',
    };
    report.findings.push(replayed);
    report.corpus = {
      dir: '.toolfuzz/corpus',
      replayed: [
        {
          file: 'a.json',
          fingerprint: 'eeeeeeeeeeeeeeee',
          kind: 'FALSE_ACCEPT',
          blame: 'validator',
          tool: 'old_tool',
          status: 'STILL FAILING',
        },
        { file: 'b.json', fingerprint: 'dddddddddddddddd', kind: 'THROWS', blame: 'validator', tool: 'search', status: 'FIXED' },
      ],
      unreadable: [],
      saved: 0,
    };
    const suite = suiteOf(renderJunit(report));
    expect(failureOf(find(suite, 'old_tool', 'corpus'))?.attributes['message']).toMatch(/^F4 FALSE_ACCEPT/);
    expect(failureOf(find(suite, 'search', 'corpus'))).toBeUndefined();
    // A tool this run did not fuzz gets only the case it has evidence for.
    expect(testcases(suite).filter((t) => t.attributes['classname'] === 'old_tool')).toHaveLength(1);
    expect(suite.attributes).toMatchObject({ tests: '17', failures: '5' });
  });

  it('stays well-formed whatever the tools, explanations and args hold', () => {
    const hostile = 'x</testcase>]]><![CDATA[ & "q" \'a\' \u0000\u0001\u001B \uD800 \uDFFF \uFFFE\r\n\t 😀';
    const report = exampleReport() as Mutable<JsonReport>;
    const f1 = report.findings[0] as ReportFinding;
    report.subject = `/tmp/${hostile}.ts`;
    report.findings[0] = {
      ...f1,
      tool: hostile,
      tools: [hostile],
      explanation: hostile,
      argsJson: JSON.stringify({ [hostile]: hostile }).replace('\\u0000', '\u0000'),
      spec: { [hostile]: { type: 'string' } },
      reproduce: `toolfuzz replay '${hostile}' --id F1`,
    };
    report.hiddenConstraints = [{ tool: hostile, message: hostile, exampleJson: hostile }];
    report.partial = true;
    // What XML 1.0 cannot carry (NUL, controls, lone surrogates, U+FFFE) is shown as a \uXXXX escape; the rest stays.
    const shown = 'x</testcase>]]><![CDATA[ & "q" \'a\' \\u0000\\u0001\\u001b \\ud800 \\udfff \\ufffe\r\n\t 😀';
    const xml = renderJunit(report);
    const suite = suiteOf(xml);
    expect(suite.attributes['name']).toBe(`toolfuzz /tmp/${shown}.ts`);
    const failure = failureOf(find(suite, shown, 'violator')) as XmlElement;
    expect(failure.attributes['message']).toBe(`F1 FALSE_ACCEPT (validator): ${shown}`);
    expect(failure.text).toContain(`\n${shown}\n`);
    expect(suite.children.find((c) => c.name === 'system-out')?.text).toContain('hidden constraint');
  });

  it('matches the JSON report of a real run (toolfuzz run --junit)', async () => {
    const cwd = tempFolder('junit');
    const specs = ['calendar.json', 'messaging.json'].flatMap((f) => ['--specs', join(repo, 'fixtures', 'specs', f)]);
    const run = await runMain(
      [
        'run',
        '--subject',
        join(repo, 'fixtures/subjects/null-as-absent.ts'),
        ...specs,
        '--runs',
        '5',
        '--seed',
        '4',
        '--json',
        'r.json',
        '--html',
        'r.html',
        '--junit',
        'r.xml',
        '--lint-gate',
      ],
      { cwd },
    );
    expect(run.code, run.stderr).toBe(1);
    const report = readJsonReport(join(cwd, 'r.json'));
    expect(report.lintGate).toBe(true);
    const suite = suiteOf(readFileSync(join(cwd, 'r.xml'), 'utf8'));
    const all = testcases(suite);
    const isLint = (c: XmlElement): boolean => String(c.attributes['name']).startsWith('lint:');
    const cases = all.filter((c) => !isLint(c));
    expect(cases).toHaveLength(report.tools.length * 5);
    expect(Number(suite.attributes['tests'])).toBe(all.length);
    const failing = all.filter((c) => failureOf(c) !== undefined);
    expect(Number(suite.attributes['failures'])).toBe(failing.length);
    // The lint under --lint-gate: a test case per tool and provider, failing exactly where a provider would reject the tool.
    const lint = all.filter(isLint);
    expect(lint).toHaveLength(report.tools.length * 6);
    const refused = new Set(
      (report.lint ?? []).filter((p) => p.effect === 'rejected' && p.certainty !== 'uncertain').map((p) => `${p.tool}.lint:${p.provider}`),
    );
    expect(refused.size).toBeGreaterThan(0);
    expect(
      lint
        .filter((c) => failureOf(c) !== undefined)
        .map((c) => `${c.attributes['classname']}.${c.attributes['name']}`)
        .sort(),
    ).toEqual([...refused].sort());
    // Seed 4, 5 runs: null-as-absent's FALSE_ACCEPT fails the violator case of every tool whose first
    // five mistakes put a null at an optional prop (every tool with one, measured), and two loose cases
    // meet its path-less messages (UNACTIONABLE_MESSAGE). A presence bug is one drift whatever the
    // prop's type or depth: one finding of each, over its tools.
    expect(report.findings.map((f) => [`${f.kind}/${f.source}`, [...f.tools].sort()])).toEqual([
      [
        'FALSE_ACCEPT/violator',
        ['create_event', 'create_ticket', 'find_free_slots', 'list_events', 'post_slack_message', 'send_email', 'send_sms'],
      ],
      ['UNACTIONABLE_MESSAGE/loose', ['create_event', 'post_slack_message']],
    ]);
    expect(failingNames(suite).filter((name) => !name.includes('.lint:'))).toEqual([
      'create_event.loose',
      'create_event.violator',
      'create_ticket.violator',
      'find_free_slots.violator',
      'list_events.violator',
      'post_slack_message.loose',
      'post_slack_message.violator',
      'send_email.violator',
      'send_sms.violator',
    ]);
    expect(Number(suite.attributes['time'])).toBeCloseTo(report.durationMs / 1000, 3);
    for (const finding of report.findings) expect(failing.some((c) => failureOf(c)?.text.includes(finding.reproduce))).toBe(true);
  });
});
