import { join } from 'node:path';
import { defineProject } from 'vitest/config';
import shared from '../../../vitest.shared.js';

/**
 * `npm run test:soak`: the playout invariants over many games (`SOAK_GAMES`, default 10,000 per answer
 * model). Built from the shared config by hand rather than merged, because merging would add the
 * soak files to the normal test globs instead of replacing them.
 */
export default defineProject({
  ...shared,
  root: join(import.meta.dirname, '..'),
  test: { ...shared.test, name: 'testing-soak', include: ['soak/**/*.soak.ts'], testTimeout: 24 * 3_600_000 },
});
