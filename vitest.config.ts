import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests import the package by its own names (toolfuzz/vitest): tsconfig's paths map them to the
  // sources, since package.json's exports point at a build (dist/) the checkout need not have.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'fuzz/**/*.test.ts', 'bin/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
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
