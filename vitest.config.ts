import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'fuzz/**/*.test.ts', 'bin/**/*.test.ts', 'fixtures/**/*.test.ts', 'scripts/**/*.test.ts'],
    typecheck: { include: ['**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
