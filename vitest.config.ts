import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests import the package by its own names (toolfuzz/vitest): tsconfig's paths map them to the
  // sources, since package.json's exports point at a build (dist/) the checkout need not have.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.ts', 'fuzz/**/*.test.ts', 'bin/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    typecheck: { include: ['**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 180_000,
    // CLI tests spawn campaigns (with worker threads) of their own: one at a time per test file, with
    // two files at a time, is what two cores carry without turning timing checks into flakes.
    maxConcurrency: 1,
    maxWorkers: 2,
    hookTimeout: 60_000,
    // The run's own temp folder; its teardown fails when a test left a toolfuzz-* file or folder in it.
    globalSetup: ['fuzz/testing/tempDirOfRun.ts'],
  },
});
