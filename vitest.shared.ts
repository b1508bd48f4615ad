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
    reporters: process.env['CI'] ? ['default'] : ['default'],
  },
});
