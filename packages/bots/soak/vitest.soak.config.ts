import { join } from 'node:path';
import { defineProject } from 'vitest/config';
import shared from '../../../vitest.shared.js';

/**
 * `npm run test:soak`: the heuristic bots against the random bot over `SOAK_GAMES` games per title
 * (200 by default). Built from the shared config by hand: merging would add the soak files to the
 * normal test globs instead of replacing them.
 */
export default defineProject({
  ...shared,
  root: join(import.meta.dirname, '..'),
  test: { ...shared.test, name: 'bots-soak', include: ['soak/**/*.soak.ts'], testTimeout: 3_600_000 },
});
