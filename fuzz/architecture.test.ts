import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localImports } from './testing/localImports.ts';
import { headingAnchors, markdownLinks } from './testing/markdownLinks.ts';

const FUZZ = new URL('.', import.meta.url).pathname;
const ROOT = resolve(FUZZ, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test(-d)?\.ts$/.test(entry.name) && !path.includes('/testing/') ? [path] : [];
  });
}

/** Every file under `dir`, tests, fixtures and markdown included. */
function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? allFiles(path) : [path];
  });
}

/** What users read and run: the code, its tests and fixtures, the launcher, the scripts, the README. */
function shippedTextFiles(): string[] {
  return [...['src', 'fuzz', 'fixtures', 'bin', 'scripts'].flatMap((dir) => allFiles(join(ROOT, dir))), join(ROOT, 'README.md')];
}

/** The markdown that links into docs/: the README, the docs themselves, and the fixtures' READMEs. */
function markdownFiles(): string[] {
  const docs = readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(ROOT, 'docs', name));
  const fixtures = allFiles(join(ROOT, 'fixtures')).filter((path) => path.endsWith('.md'));
  return [join(ROOT, 'README.md'), ...docs, ...fixtures];
}

describe('the engine', () => {
  // src/ is the sample tool layer: users read it and it is the default subject. An oracle that took
  // anything from it would change whenever the sample does.
  it('never imports the sample tool layer in src/ (tests may use it as a subject)', () => {
    const offenders = sourceFiles(FUZZ).filter((file) => /from '(\.\.\/)+src\//.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(FUZZ, file))).toEqual([]);
  });

  // Reporters render the report: they know nothing of how a campaign ran (workers, servers, the CLI).
  it('has reporters that import nothing from the engine, the run or the CLI', () => {
    const offenders = sourceFiles(join(FUZZ, 'report')).filter((file) =>
      /from '(\.\.\/)+(engine|run|cli)\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(FUZZ, file))).toEqual([]);
  });

  it('has no import cycle between its source files', () => {
    const imports = new Map(
      sourceFiles(FUZZ).map((file) => [
        file,
        [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^'"]*?from\s+'(\.[^']+\.ts)'/gm)].map((m) =>
          resolve(dirname(file), m[1] as string),
        ),
      ]),
    );
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string): void => {
      state.set(file, 'open');
      path.push(file);
      for (const next of imports.get(file) ?? []) {
        if (!imports.has(next)) continue;
        if (state.get(next) === 'open')
          cycles.push(
            path
              .slice(path.indexOf(next))
              .map((f) => relative(FUZZ, f))
              .join(' -> '),
          );
        else if (state.get(next) === undefined) visit(next);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of imports.keys()) if (state.get(file) === undefined) visit(file);
    expect(imports.size).toBeGreaterThan(100);
    expect(cycles).toEqual([]);
  });
});

describe('the test helpers', () => {
  const isTest = (file: string): boolean => /\.test(-d)?\.ts$/.test(file);
  const isHelper = (file: string): boolean => file.startsWith(join(FUZZ, 'testing/')) || file.includes('/__test-helpers__/');
  const modules = (dir: string): string[] => allFiles(join(ROOT, dir)).filter((file) => /\.(ts|mts|mjs)$/.test(file));
  /** What a user runs: the engine, the sample tool layer and the launcher, without their tests and helpers. */
  const shippedCode = (): string[] =>
    [...['fuzz', 'src'].flatMap(modules), join(ROOT, 'bin/toolfuzz')].filter((file) => !isTest(file) && !isHelper(file));

  // fuzz/testing/ is left out of the package by one pattern: code that imported from it would break there.
  it('are imported by tests and other helpers only, never by the code the package runs', () => {
    const code = shippedCode();
    expect(code.length).toBeGreaterThan(100);
    const offenders = code.flatMap((file) =>
      localImports(file)
        .filter(isHelper)
        .map((helper) => `${relative(ROOT, file)} imports ${relative(ROOT, helper)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('live in fuzz/testing/ alone: no __test-helpers__ folder, no module elsewhere that only tests import', () => {
    const everything = ['src', 'fuzz', 'fixtures', 'scripts', 'bin'].flatMap((dir) => allFiles(join(ROOT, dir)));
    expect(everything.filter((file) => file.includes('/__test-helpers__/')).map((file) => relative(ROOT, file))).toEqual([]);
    const importers = new Map<string, string[]>();
    for (const file of everything.filter((f) => /\.(ts|mts|mjs)$/.test(f) || f.endsWith('bin/toolfuzz'))) {
      for (const target of localImports(file)) importers.set(target, [...(importers.get(target) ?? []), file]);
    }
    // The JSON Schema case sources are built and tested ahead of the library and MCP producers that
    // will call them; until then only their tests do. (An entry here must name its future caller.)
    // prepareJsonSchemaTool: the library (fuzz/producers/library/libraryPreparer.ts) and MCP (fuzz/producers/mcp/mcpPreparer.ts) preparers.
    const AWAITING_THEIR_PRODUCER = ['fuzz/cases/index.ts', 'fuzz/tool/schemaTool/prepareJsonSchemaTool.ts'];
    // Package entry points are imported by their users, not by this repo's code.
    // `exports` points at the build (dist/…/x.js, or { types, import }): its source is the entry.
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, string | { import: string }> };
    const built = Object.values(pkg.exports).map((target) => (typeof target === 'string' ? target : target.import));
    const entryPoints = new Set(built.map((path) => join(ROOT, path.replace(/^\.\/dist\//, './').replace(/\.js$/, '.ts'))));
    expect(entryPoints.has(join(ROOT, 'fuzz/index.ts'))).toBe(true);
    const testOnly = shippedCode().filter((file) => {
      const by = importers.get(file) ?? [];
      return !entryPoints.has(file) && !AWAITING_THEIR_PRODUCER.includes(relative(ROOT, file)) && by.length > 0 && by.every(isTest);
    });
    expect(testOnly.map((file) => relative(ROOT, file))).toEqual([]);
  });
});

describe('the docs', () => {
  // The internal contract, design record and RFC are not shipped: a reference to them tells a user nothing.
  // The brackets keep this file from matching its own patterns.
  it('are what the code cites, never the internal contract, design record or RFC documents', () => {
    // A bare "the AD[R]" in a message points at the same document a user does not have.
    const cites = /\bCONTRAC[T]\b|\bAD[R]\b|\bRFC 00[1]\b/;
    const offenders = shippedTextFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (cites.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('exist wherever a file points at one', () => {
    const missing = shippedTextFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bdocs\/[\w-]+\.md\b/g)]
        .map((match) => match[0])
        .filter((doc) => !existsSync(join(ROOT, doc)))
        .map((doc) => `${relative(ROOT, file)}: ${doc}`),
    );
    expect(missing).toEqual([]);
  });

  // The docs describe the code by its paths: a moved or deleted file must not leave a doc pointing at nothing.
  it('name only source paths that exist (every `fuzz/...`, `src/...`, `fixtures/...` in code spans)', () => {
    const named = /`((?:fuzz|src|fixtures|scripts|bin|docs)\/[\w./-]*)/g;
    const missing = markdownFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(named)]
            .map((match) => (match[1] as string).replace(/[.,:;]+$/, ''))
            .filter((path) => !existsSync(join(ROOT, path)))
            .map((path) => `${relative(ROOT, file)}:${index + 1}: ${path}`),
        ),
    );
    expect(missing).toEqual([]);
  });

  it('link only to files (and headings) that exist', () => {
    const broken = markdownFiles().flatMap((file) =>
      markdownLinks(readFileSync(file, 'utf8'))
        .filter((link) => !/^[a-z]+:/.test(link.target))
        .filter((link) => {
          const [path = '', anchor] = link.target.split('#');
          const target = path === '' ? file : resolve(dirname(file), path);
          if (!existsSync(target)) return true;
          return anchor !== undefined && target.endsWith('.md') && !headingAnchors(readFileSync(target, 'utf8')).has(anchor);
        })
        .map((link) => `${relative(ROOT, file)}:${link.line}: ${link.target}`),
    );
    expect(broken).toEqual([]);
  });

  it('are all linked from the README', () => {
    const readme = markdownLinks(readFileSync(join(ROOT, 'README.md'), 'utf8')).map((link) => link.target.split('#')[0]);
    const pages = readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((name) => !readme.includes(`docs/${name}`))).toEqual([]);
  });
});
