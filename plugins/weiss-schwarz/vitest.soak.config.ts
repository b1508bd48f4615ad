import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

/** `npm run test:soak`: 1,000 seeded random games by default (`SOAK_GAMES` to change). */
const config = mergeConfig(shared, defineProject({ test: { name: 'weiss-schwarz-soak' } }));
// mergeConfig concatenates arrays: replace the shared test globs with the soak files only.
config.test = { ...config.test, include: ['soak/**/*.soak.ts'] };
export default config;
