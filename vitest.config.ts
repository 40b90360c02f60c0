import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'fuzz/**/*.test.ts', 'bin/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    typecheck: { include: ['**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 180_000,
    // CLI tests spawn campaigns (with worker threads) of their own: one at a time per test file, with
    // two files at a time, is what two cores carry without turning timing checks into flakes.
    maxConcurrency: 1,
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
