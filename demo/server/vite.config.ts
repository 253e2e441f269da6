/**
 * Builds the demo server for plain Node 20 (which cannot run TypeScript itself):
 * `npx vite build -c demo/server/vite.config.ts` → demo/server/dist/main.mjs.
 * An SSR build keeps every package external (imported from node_modules at run time),
 * so the output is just this folder's code with the types stripped.
 */
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  logLevel: 'warn',
  build: {
    ssr: 'main.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: '[name].mjs' } },
  },
});
