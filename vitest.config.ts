import { defineConfig } from 'vitest/config';

// Folders whose tests share one process per vitest worker (isolate: false), since a fresh process per
// file re-imported ajv, fast-check, the engine and, for the producers, the frameworks (Mastra, LangChain,
// the AI SDK, the Agents SDK) every time. The value-level folders cut their CPU from 98.5 to 59 s
// (measured on 56 files); adding producers, tool, subject and vitest cut the whole suite from 281 s and
// 508 CPU-s to 232 s and 419 (quiet, 2 cores). Adding report, config, api, run, corpus and src as well
// gained nothing more (241 s), so they stay isolated.
const SHARED_PROCESS = [
  'cases',
  'json',
  'judge',
  'schema',
  'lint',
  'findings',
  'model',
  'shrink',
  'reference',
  'specs',
  'options',
  'baseline',
  'producers',
  'tool',
  'subject',
  'vitest',
].map((folder) => `fuzz/${folder}/**/*.test.ts`);
const INCLUDE = ['src/**/*.test.ts', 'fuzz/**/*.test.ts', 'bin/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'];

export default defineConfig({
  // Tests import the package by its own names (toolfuzz/vitest): tsconfig's paths map them to the
  // sources, since package.json's exports point at a build (dist/) the checkout need not have.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      { extends: true, test: { name: 'shared-process', include: SHARED_PROCESS, isolate: false } },
      { extends: true, test: { name: 'isolated', include: INCLUDE, exclude: [...SHARED_PROCESS, '**/node_modules/**'] } },
    ],
    // `npx vitest run --typecheck <file>` checks these; `npm test` does not pass --typecheck, because its
    // `tsc --noEmit` already compiles them with this tsconfig (a second whole-project tsc, run last).
    typecheck: { include: ['**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 180_000,
    // Two files at a time on two cores. Within a file, only tests marked concurrent run side by side,
    // up to three: the files that wait (hang timeouts, --time budgets, servers) mark theirs; the
    // detection shares run one campaign at a time, so that their first-finding speeds stay comparable.
    maxConcurrency: 3,
    maxWorkers: 2,
    hookTimeout: 60_000,
    // The run's own temp folder; its teardown fails when a test left a toolfuzz-* file or folder in it.
    globalSetup: ['fuzz/testing/tempDirOfRun.ts'],
    // In every test file: removes the folders its tests made with tempFolder().
    setupFiles: ['fuzz/testing/removeTempFolders.ts'],
  },
});
