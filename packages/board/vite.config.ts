import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { tcgkitTitles } from './title-discovery.js';

// A static site: relative asset paths so any web server (or `tcgkit board`) can host dist/ at any path.
// In-repo packages resolve to their TypeScript sources (`@tcgkit/source`), so the board builds without tsc first.
export default defineConfig({
  base: './',
  plugins: [react(), tcgkitTitles()],
  resolve: { conditions: ['@tcgkit/source'] },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
