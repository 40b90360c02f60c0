/**
 * Time to first finding and the operator that first found each seeded bug or drift, over the
 * detection fixtures (SchemaSpec seeded bugs, library drift modules, MCP drifting servers), with the
 * seeds and run budgets of their detection tests but no time budget (on a loaded machine a 10 s
 * budget can end before the worker has started, which measures the machine). Prints one JSON line per expected drift, then per share the
 * median and slowest `firstSeenMs` and how often each operator found a drift first.
 *
 *   npx tsx scripts/bench/firstFindings.ts [--root <checkout>] [--only subjects|library|mcp] [--quick]
 *
 * `--quick` measures a fixed sample (8 seeded bugs whose catching mistakes differ, the zod 4 and valibot
 * drift modules, one MCP server): the whole set takes most of an hour on a loaded machine.
 * `--root` measures another checkout (its bin/toolfuzz and fixtures) with this same script, so a
 * before and an after are measured the same way.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

interface Finding {
  kind: string;
  blame: string;
  tools: string[];
  operator?: string;
  source: string;
  firstSeenMs?: number;
}
interface Report {
  findings: Finding[];
  hiddenConstraints: { tool: string }[];
}
interface Row {
  share: string;
  subject: string;
  drift: string;
  found: boolean;
  ms?: number;
  by?: string;
}

const argv = process.argv.slice(2);
const root = resolve(argv.includes('--root') ? (argv[argv.indexOf('--root') + 1] as string) : '.');
const only = argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined;
const bin = join(root, 'bin', 'toolfuzz');
const quick = argv.includes('--quick');
const QUICK_SUBJECTS = [
  'array-index-missing.ts',
  'boolean-strings.ts',
  'enum-case-insensitive.ts',
  'enum-loose-equality.ts',
  'extra-keys-rejected.ts',
  'nested-required-ignored.ts',
  'null-as-absent.ts',
  'numeric-strings.ts',
];
const QUICK_MODULES = ['zod4-drifts.ts', 'valibot-drifts.ts'];
const QUICK_SERVERS = ['drifting-zod.mjs'];
const rows: Row[] = [];

/** One run's report; a run that wrote none (a subject that did not load in time on a loaded machine) is tried twice more. */
function run(args: string[]): Report {
  for (let attempt = 0; attempt < 3; attempt++) {
    const cwd = mkdtempSync(join(tmpdir(), 'toolfuzz-first-'));
    try {
      spawnSync(bin, [...args.slice(0, 1), '--json', join(cwd, 'report.json'), ...args.slice(1)], {
        cwd,
        stdio: 'ignore',
        timeout: 300_000,
      });
      return JSON.parse(readFileSync(join(cwd, 'report.json'), 'utf8')) as Report;
    } catch {
      // no report: try again
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  }
  return { findings: [], hiddenConstraints: [] };
}

function record(share: string, subject: string, drift: string, hits: Finding[]): void {
  const first = [...hits].sort((a, b) => (a.firstSeenMs ?? Infinity) - (b.firstSeenMs ?? Infinity))[0];
  const row: Row = {
    share,
    subject,
    drift,
    found: first !== undefined,
    ...(first?.firstSeenMs === undefined ? {} : { ms: first.firstSeenMs }),
    ...(first === undefined ? {} : { by: first.operator ?? first.source }),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
}

function subjects(): void {
  const dir = join(root, 'fixtures', 'subjects');
  const specs = ['hostile.json', 'misc.json', 'calendar.json', 'files.json'].flatMap((f) => [
    '--specs',
    join(root, 'fixtures', 'specs', f),
  ]);
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && (!quick || QUICK_SUBJECTS.includes(f)))
    .sort()) {
    const header = /^\/\/ toolfuzz-seeded-bug: ([A-Z_|]+) — /.exec(readFileSync(join(dir, file), 'utf8').split('\n')[0] ?? '');
    if (header === null) continue;
    const kinds = (header[1] as string).split('|');
    const blame = file.startsWith('converter-') ? 'converter' : file.startsWith('boundary-') ? 'boundary' : 'validator';
    const report = run(['run', '--subject', join(dir, file), '--seed', '7', '--workers', '1', '--runs', '12', ...specs]);
    record(
      'seeded bugs',
      file,
      kinds.join('|'),
      report.findings.filter((f) => kinds.includes(f.kind) && f.blame === blame),
    );
  }
}

function library(): void {
  const dir = join(root, 'fixtures', 'library');
  const manifest = JSON.parse(readFileSync(join(dir, 'drifts.json'), 'utf8')) as {
    module: string;
    clean: boolean;
    tools: Record<string, { class: string; direction: string }>;
  }[];
  for (const m of manifest.filter(
    (entry) => !entry.clean && !entry.module.endsWith('-literal-refine.ts') && (!quick || QUICK_MODULES.includes(entry.module)),
  )) {
    const report = run(['run', '--subject', join(dir, m.module), '--seed', '1', '--runs', '45', '--workers', '1']);
    for (const [tool, entry] of Object.entries(m.tools)) {
      if (entry.direction === 'none' || entry.direction === 'hidden-constraint') continue;
      const kind =
        entry.class === 'schema-invalid'
          ? 'CONVERTER_INVALID'
          : entry.direction === 'runtime-accepts-schema-forbids'
            ? 'FALSE_ACCEPT'
            : 'FALSE_REJECT';
      record(
        'library',
        m.module,
        tool,
        report.findings.filter((f) => f.tools.includes(tool) && f.kind === kind),
      );
    }
  }
}

function mcp(): void {
  const dir = join(root, 'fixtures', 'mcp');
  const manifest = JSON.parse(readFileSync(join(dir, 'drifts.json'), 'utf8')) as {
    servers: Record<string, { tools: Record<string, { direction: string; calledByDefault?: boolean }> }>;
  };
  for (const server of quick ? QUICK_SERVERS : ['drifting-zod.mjs', 'drifting-lowlevel.mjs']) {
    const report = run(['mcp', '--runs', '30', '--seed', '1', '--workers', '1', '--', process.execPath, join(dir, server)]);
    for (const [tool, entry] of Object.entries(manifest.servers[server]?.tools ?? {})) {
      if (entry.direction === 'none' || entry.calledByDefault === false) continue;
      const kind =
        entry.direction === 'server-accepts-schema-forbids'
          ? 'FALSE_ACCEPT'
          : entry.direction === 'schema-invalid'
            ? 'CONVERTER_INVALID'
            : 'FALSE_REJECT';
      record(
        'mcp',
        server,
        tool,
        report.findings.filter((f) => f.tools.includes(tool) && f.kind === kind),
      );
    }
  }
}

if (only === undefined || only === 'subjects') subjects();
if (only === undefined || only === 'library') library();
if (only === undefined || only === 'mcp') mcp();

for (const share of [...new Set(rows.map((r) => r.share))]) {
  const of = rows.filter((r) => r.share === share);
  const times = of.flatMap((r) => (r.ms === undefined ? [] : [r.ms])).sort((a, b) => a - b);
  const median = times.length === 0 ? undefined : times[Math.floor((times.length - 1) / 2)];
  const by: Record<string, number> = {};
  for (const r of of) if (r.by !== undefined) by[r.by] = (by[r.by] ?? 0) + 1;
  console.log(
    `${share}: found ${of.filter((r) => r.found).length}/${of.length}, first finding median ${median} ms, slowest ${times.at(-1)} ms; found first by ${JSON.stringify(by)}`,
  );
}
