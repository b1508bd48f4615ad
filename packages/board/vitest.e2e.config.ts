import { defineConfig } from 'vitest/config';

// End-to-end tests in a real Chromium (Debian's /usr/bin/chromium driven by playwright-core) against the
// built board served by `tcgkit board`. Not part of `npm test`: run `npx nx run @tcgkit/board:test:e2e`.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
