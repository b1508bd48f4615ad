import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';

/** `npm run test:soak`: 1,000 seeded random games by default (`SOAK_GAMES` to change). */
export default mergeConfig(shared, defineProject({ test: { name: 'vanguard-soak', include: ['soak/**/*.soak.ts'] } }));
