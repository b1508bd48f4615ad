import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.js';
import { tcgkitTitles } from './title-discovery.js';

export default mergeConfig(shared, defineProject({ plugins: [tcgkitTitles()], test: { name: 'board', include: ['test/**/*.test.ts'] } }));
