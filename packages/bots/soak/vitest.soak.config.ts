import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../../vitest.shared.js';

export default mergeConfig(shared, defineProject({ test: { name: 'bots-soak', include: ['soak/**/*.soak.ts'], testTimeout: 1_800_000 } }));
