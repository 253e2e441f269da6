/**
 * The demo's web client: `npx vite build -c demo/client/vite.config.ts` → demo/client/dist,
 * served by the demo server (`--static demo/client/dist`) so the page, `/mcp` and the
 * connect pages share one origin and the session cookie.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
});
