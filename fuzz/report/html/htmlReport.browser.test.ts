import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonReport } from '../../testing/readJsonReport.ts';
import { repoOutputs, type RepoOutputs } from '../../testing/repoOutputs.ts';
import { REPO_ROOT } from '../../testing/repoRoot.ts';
import { runCli } from '../../testing/runCli.ts';
import { tempFolder } from '../../testing/tempFolder.ts';
import type { JsonReport } from '../jsonReport.ts';
import { hostileReport, IMG_ONERROR, SCRIPT_BREAKOUT } from '../../testing/hostileReport.ts';
import { formatCount } from './htmlText.ts';
import { parseJsonTree } from './jsonTree.ts';
import { pathsAbsentFrom } from './offendingPaths.ts';
import { renderHtmlReport } from './renderHtmlReport.ts';

const CHROMIUM = '/usr/bin/chromium';
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium)
  console.warn(`htmlReport.browser.test.ts skipped: ${CHROMIUM} is missing (apt-get install -y chromium; .ci/run installs it)`);

// The project compiles without the DOM lib, so what runs in the page is passed as source text.

/** A page under watch: what it logged as errors, threw, and asked the network for. */
interface Watched {
  readonly page: Page;
  readonly problems: string[];
  readonly requests: string[];
  /** Requests for anything but the report file itself (aborted). */
  readonly escaped: string[];
}

describe.skipIf(!haveChromium)('the HTML report in headless Chromium', () => {
  let dir: string;
  let screenshots: string;
  let repoBefore: RepoOutputs;
  let context: BrowserContext;
  let real: { report: JsonReport; url: string };
  let hostile: { report: JsonReport; url: string };

  beforeAll(async () => {
    // The run has a folder of its own (cwd, corpus, reports, screenshots): in the repo it would replay
    // and grow the repo's .toolfuzz/corpus, and the findings would depend on what earlier runs saved.
    repoBefore = repoOutputs();
    dir = tempFolder('html');
    screenshots = join(dir, 'screenshots');
    const json = join(dir, 'report.json');
    const html = join(dir, 'report.html');
    const subject = join(REPO_ROOT, 'fixtures/subjects/null-as-absent.ts');
    const run = await runCli(
      ['run', '--subject', subject, '--runs', '25', '--seed', '4', '--random-specs', '--json', 'report.json', '--html', 'report.html'],
      { cwd: dir },
    );
    expect(run.code, run.stderr).toBe(1);
    // A fresh corpus: nothing replayed, every finding saved in this folder.
    expect(readdirSync(join(dir, '.toolfuzz/corpus')).length).toBeGreaterThan(0);
    real = { report: readJsonReport(json), url: pathToFileURL(html).href };
    expect(real.report.corpus?.replayed).toEqual([]);
    const hostilePath = join(dir, 'hostile.html');
    writeFileSync(hostilePath, renderHtmlReport(hostileReport()));
    hostile = { report: hostileReport(), url: pathToFileURL(hostilePath).href };
    context = await chromium.launchPersistentContext(join(dir, 'profile'), {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
      viewport: { width: 1280, height: 900 },
    });
    mkdirSync(screenshots, { recursive: true });
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  async function open(url: string, viewport = { width: 1280, height: 900 }): Promise<Watched> {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    const watched: Watched = { page, problems: [], requests: [], escaped: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') watched.problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => watched.problems.push(`page error: ${error.message}`));
    page.on('request', (request) => watched.requests.push(request.url()));
    await page.route('**/*', async (route) => {
      if (route.request().url() === url) return route.continue();
      watched.escaped.push(route.request().url());
      return route.abort();
    });
    await page.goto(url);
    return watched;
  }

  const visibleCards = (page: Page): Promise<number> => page.locator('article.finding:visible').count();

  it('renders the real campaign: no errors, no request but the file, and the counts of the JSON', async () => {
    const { page, problems, requests, escaped } = await open(real.url);
    const { report } = real;
    expect(report.findings.length).toBeGreaterThan(0);
    expect(await page.locator('article.finding').count()).toBe(report.findings.length);
    expect(await visibleCards(page)).toBe(report.findings.length);
    expect(await page.locator('#filter-count').textContent()).toBe(`${report.findings.length} of ${report.findings.length} shown`);

    const perKind = new Map<string, number>();
    for (const f of report.findings) perKind.set(f.kind, (perKind.get(f.kind) ?? 0) + 1);
    expect(await page.locator('.chart-row').count()).toBe(perKind.size);
    for (const [kind, n] of perKind) {
      const row = page.locator(`.chart-row[data-kind="${kind}"]`);
      expect(await row.getAttribute('data-count')).toBe(String(n));
      expect(await row.locator('.chart-count').textContent()).toBe(String(n));
    }
    for (const blame of new Set(report.findings.map((f) => f.blame))) {
      const n = report.findings.filter((f) => f.blame === blame).length;
      expect(await page.locator(`.legend li[data-blame="${blame}"] b`).textContent()).toBe(String(n));
    }

    expect(await page.locator('[data-stat="seed"] dd').textContent()).toBe(String(report.seed));
    expect(await page.locator('[data-stat="cases"] dd').textContent()).toContain(formatCount(report.stats.cases));
    expect(await page.locator('[data-stat="cases-per-second"] dd').textContent()).toBe(formatCount(report.stats.casesPerSecond));
    expect(await page.locator('[data-stat="completion"] dd').textContent()).toBe('complete');
    expect(await page.locator('h1').textContent()).toBe(report.subject);
    // A row for every schema feature some tool uses, plus the total.
    const features = new Set(report.tools.flatMap((t) => t.features));
    expect(features.size).toBeGreaterThan(5);
    expect(await page.locator('table.coverage tbody tr').count()).toBe(features.size + 1);
    expect(await page.locator('table.coverage td.cov-empty').count()).toBeGreaterThan(0);

    await page.screenshot({
      path: join(screenshots, 'html-report-test.png'),
      clip: { x: 0, y: 0, width: 1280, height: 2300 },
      fullPage: true,
    });
    await page.locator('#coverage').scrollIntoViewIfNeeded();
    await page.locator('.cov-wrap').screenshot({ path: join(screenshots, 'html-report-test-coverage.png') });

    expect(problems).toEqual([]);
    expect(requests).toEqual([real.url]);
    expect(escaped).toEqual([]);
    await page.close();
  });

  it('filters by kind, blame and tool, and searches the cards', async () => {
    const { page, problems } = await open(real.url);
    const { findings } = real.report;
    const kind = findings[findings.length - 1]?.kind ?? 'FALSE_ACCEPT';
    await page.selectOption('#filter-kind', kind);
    expect(await visibleCards(page)).toBe(findings.filter((f) => f.kind === kind).length);
    expect(await visibleCards(page)).toBeLessThan(findings.length);

    await page.selectOption('#filter-kind', '');
    const blame = findings[0]?.blame ?? 'validator';
    await page.selectOption('#filter-blame', blame);
    expect(await visibleCards(page)).toBe(findings.filter((f) => f.blame === blame).length);
    await page.selectOption('#filter-blame', '');

    const tool = findings[0]?.tools[1] ?? findings[0]?.tool ?? '';
    await page.selectOption('#filter-tool', tool);
    const withTool = findings.filter((f) => f.tools.includes(tool)).length;
    expect(withTool).toBeGreaterThan(0);
    expect(await visibleCards(page)).toBe(withTool);
    expect(await page.locator('#filter-count').textContent()).toBe(`${withTool} of ${findings.length} shown`);
    await page.selectOption('#filter-tool', '');

    const target = findings[Math.floor(findings.length / 2)];
    await page.fill('#filter-text', target?.fingerprint ?? '');
    expect(await visibleCards(page)).toBe(1);
    expect(await page.locator('article.finding:visible .fid').textContent()).toBe(target?.id);

    // Terms combine, and with the filters: a fingerprint of one kind under another kind matches nothing.
    const otherKind = findings.find((f) => f.kind !== target?.kind)?.kind;
    if (otherKind !== undefined) {
      await page.selectOption('#filter-kind', otherKind);
      expect(await visibleCards(page)).toBe(0);
      expect(await page.locator('#no-match').isVisible()).toBe(true);
    }
    await page.click('#filter-reset');
    await page.waitForFunction("document.querySelectorAll('article.finding:not([hidden])').length > 1");
    expect(await visibleCards(page)).toBe(findings.length);
    expect(await page.locator('#no-match').isVisible()).toBe(false);

    await page.locator(`.chart-row[data-kind="${kind}"]`).click();
    expect(await page.inputValue('#filter-kind')).toBe(kind);
    expect(await visibleCards(page)).toBe(findings.filter((f) => f.kind === kind).length);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('highlights the offending value of each finding in its args', async () => {
    const { page } = await open(real.url);
    const first = real.report.findings[0];
    // Seed 4's first finding is at one top-level key (a violator's mistake): its key and value are marked.
    expect(first?.paths).toHaveLength(1);
    const key = first?.paths[0] as string;
    expect(key).toMatch(/^[a-z_]+$/);
    const mark = page.locator('#finding-0 .pane').nth(1).locator('mark.hl');
    expect(await mark.count()).toBe(1);
    expect(await mark.textContent()).toMatch(new RegExp(`^"${key}": `));
    expect(await page.locator('#finding-0 .pane').first().locator('mark.hl').textContent()).toContain(`"${key}"`);
    for (const [i, f] of real.report.findings.entries()) {
      const absent = pathsAbsentFrom(parseJsonTree(f.argsJson), f.paths);
      if (f.paths.length > absent.length)
        expect(await page.locator(`#finding-${i} .pane`).nth(1).locator('mark.hl').count(), f.id).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('copies the reproduce command, or selects it when the clipboard is unavailable', async () => {
    const { page, problems } = await open(real.url);
    expect(await page.locator('article.finding button.copy').count()).toBe(real.report.findings.length);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const button = page.locator('#finding-0 button.copy');
    await button.click();
    await page.waitForFunction("document.querySelector('#finding-0 button.copy').textContent !== 'Copy'");
    expect(await button.textContent()).toBe('Copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(real.report.findings[0]?.reproduce);

    await page.evaluate("void Object.defineProperty(navigator, 'clipboard', { value: undefined })");
    const second = page.locator('#finding-1 button.copy');
    await second.click();
    expect(await second.textContent()).toMatch(/^(Copied|Selected: press Ctrl\+C)$/);
    expect(await page.evaluate('window.getSelection().toString()')).toBe(real.report.findings[1]?.reproduce);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps hostile spec and subject strings inert, and shows them as text', async () => {
    const { page, problems, requests, escaped } = await open(hostile.url);
    const pwned = (): Promise<unknown> => page.evaluate('window.__pwned');
    expect(await pwned()).toBeUndefined();
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(2);
    expect(await page.locator('h1').textContent()).toBe(hostile.report.subject);
    expect(await page.getByText(SCRIPT_BREAKOUT).first().isVisible()).toBe(true);
    expect(await page.locator('#finding-0 .pane').first().textContent()).toContain(JSON.stringify(SCRIPT_BREAKOUT));
    expect(await page.locator('#finding-0 .meta b').textContent()).toBe(IMG_ONERROR);
    expect(await page.locator('#finding-0 .pane').nth(1).locator('mark.hl').textContent()).toBe(`${JSON.stringify(IMG_ONERROR)}: 5`);
    expect(await page.locator('#finding-1 [data-oracle="runtime"] li').textContent()).toContain(IMG_ONERROR);
    expect(await page.locator('#finding-0 [data-oracle="advertised"] li').textContent()).toContain(SCRIPT_BREAKOUT);
    expect(await page.locator('table.hidden-constraints td').nth(1).textContent()).toContain(SCRIPT_BREAKOUT);
    expect(await page.locator('[data-partial="interrupted"]').isVisible()).toBe(true);

    // The args as sent, highlighted where the violation points.
    expect(await page.locator('#finding-1 .pane').nth(1).locator('mark.hl').textContent()).toBe('"path": 31337');
    expect(await page.locator('#finding-2 .pane').nth(1).locator('mark.hl').textContent()).toBe('"a.b": 1e400');
    expect(await page.locator('#finding-4 .pane').nth(1).locator('mark.hl').textContent()).toBe('[424242]');

    await page.selectOption('#filter-tool', IMG_ONERROR);
    expect(await visibleCards(page)).toBe(1);
    await page.selectOption('#filter-tool', '');
    await page.fill('#filter-text', '<img src=x');
    expect(await visibleCards(page)).toBe(hostile.report.findings.filter((f) => JSON.stringify(f).includes('<img src=x')).length);
    for (const details of await page.locator('details').all()) await details.evaluate((d) => d.setAttribute('open', ''));
    expect(await pwned()).toBeUndefined();
    expect(await page.locator('img').count()).toBe(0);
    await page.screenshot({ path: join(screenshots, 'html-report-test-hostile.png'), fullPage: true });
    expect(problems).toEqual([]);
    expect(requests).toEqual([hostile.url]);
    expect(escaped).toEqual([]);
    await page.close();
  });

  it('fits a phone: nothing wider than the screen but the scrollable matrix and code', async () => {
    const { page, problems } = await open(real.url, { width: 390, height: 844 });
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(screenshots, 'html-report-test-mobile.png') });
    expect(problems).toEqual([]);
    await page.close();
  });

  it('states plainly that there are no findings', async () => {
    const path = join(dir, 'empty.html');
    writeFileSync(path, renderHtmlReport({ ...real.report, findings: [] }));
    const url = pathToFileURL(path).href;
    const { page, problems, requests } = await open(url);
    expect(await page.locator('#empty-state').isVisible()).toBe(true);
    expect(await page.locator('#empty-state h3').textContent()).toBe('No findings');
    expect(await page.locator('article.finding').count()).toBe(0);
    expect(problems).toEqual([]);
    expect(requests).toEqual([url]);
    await page.close();
  });

  // Last, after every screenshot.
  it("leaves the repository's reports/ and .toolfuzz/corpus as they were", () => {
    expect(repoOutputs()).toEqual(repoBefore);
  });
});
