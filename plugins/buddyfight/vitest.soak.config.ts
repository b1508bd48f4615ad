import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

/** The soak run: `npm run test:soak` (SOAK_GAMES games, 1000 by default). Not part of the default suite. */
const config = mergeConfig(shared, defineProject({ test: { name: 'buddyfight-soak', testTimeout: 3_600_000 } }));
// mergeConfig concatenates `include`; the soak run has only the soak files.
config.test!.include = ['soak/**/*.soak.ts'];
export default config;
