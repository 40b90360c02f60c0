import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'fuzz/**/*.test.ts', 'bin/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    typecheck: { include: ['**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 120_000,
    // CLI tests spawn campaigns of their own: two at a time is what two cores can carry.
    maxConcurrency: 2,
    hookTimeout: 60_000,
  },
});
