import { defineConfig } from 'vitest/config';

/**
 * Shared by every package's vitest config: in-repo packages resolve to their TypeScript sources through
 * the `@tcgkit/source` export condition, so tests need no build first.
 */
export default defineConfig({
  resolve: { conditions: ['@tcgkit/source'] },
  ssr: { resolve: { conditions: ['@tcgkit/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'threads',
    // A guard against hangs, not a speed check: whole-game tests share two cores with other packages in CI.
    testTimeout: 60_000,
    reporters: process.env['CI'] ? ['default'] : ['default'],
  },
});
