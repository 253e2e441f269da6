import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Library mode: one ESM entry, React and our runtime dependencies externalised so the
// host app shares one copy of each (and tree-shakes what it does not use).
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^react-hook-form($|\/)/, /^ajv($|\/)/, /^ajv-formats($|\/)/, /^tldts($|\/)/, /^@cfworker\/json-schema($|\/)/];

/**
 * The stylesheet is opt-in (`import 'mcp-elicitation-react/styles.css'`), so the JS entry
 * does not import it; emit it beside the bundle as dist/styles.css.
 */
function emitStylesheet(): Plugin {
  return {
    name: 'mcpe-emit-stylesheet',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: readFileSync('src/theme/styles.css', 'utf8') });
    },
  };
}

export default defineConfig({
  plugins: [react(), emitStylesheet()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external,
      // Vite strips module directives; re-add it so React Server Components hosts treat
      // every export as a client component (STYLE.md convention 15).
      output: { banner: '"use client";' },
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
