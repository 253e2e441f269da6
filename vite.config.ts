import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

// Library mode: eight ESM entries (the React one, the React-free `core`, the two narrow
// ones a host page needs before the first request: `host`, React, and `store`, React-free;
// the relay's two, React-free: `relay` for the server, `remote` for the page; the
// react-hook-form binding; the app-rendered forms, `apps`; README "Entry points"), React and every runtime and peer
// dependency externalised so the host app shares one copy of each (the list comes from
// package.json, so a new dependency cannot be bundled by accident).
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; peerDependencies: Record<string, string> };
const dependencies = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)];
const external = [/^node:/, /^react($|\/)/, /^react-dom($|\/)/, ...dependencies.map((name) => new RegExp(`^${name.replace('/', '\\/')}($|/)`))];

/** The entries whose exports are React components and hooks: they carry `"use client"`. */
const REACT_ENTRIES = new Set(['index', 'host', 'react-hook-form']);
/**
 * Modules that carry `"use client"` themselves: the `/apps` entry mixes React-free exports a
 * server calls (`withAppForms`, `sandboxProxyResponse`) with one component, so the boundary
 * is the component's module, not the entry.
 */
const CLIENT_MODULES = new Set(['components/app-form/app-form']);

/**
 * The stylesheet is opt-in (`import 'mcp-elicitation-react/styles.css'`), so the JS entry
 * does not import it; emit it beside the bundle as ONE file, dist/styles.css, with the
 * local `@import`s of src/theme/styles.css (the tokens) inlined so a host loads one sheet.
 */
export function bundleStylesheet(entry = 'src/theme/styles.css'): string {
  const dir = entry.slice(0, entry.lastIndexOf('/') + 1);
  return readFileSync(entry, 'utf8').replace(/^@import '\.\/([\w-]+\.css)';\n/gm, (_, file: string) => readFileSync(dir + file, 'utf8'));
}

function emitStylesheet(): Plugin {
  return {
    name: 'mcpe-emit-stylesheet',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: bundleStylesheet() });
    },
  };
}

export default defineConfig({
  plugins: [react(), emitStylesheet()],
  build: {
    lib: { entry: { index: 'src/index.ts', core: 'src/core.ts', host: 'src/host.ts', store: 'src/store.ts', relay: 'src/relay.ts', 'relay-node': 'src/relay-node.ts', remote: 'src/remote.ts', 'react-hook-form': 'src/react-hook-form.ts', apps: 'src/apps.ts' }, formats: ['es'] },
    rolldownOptions: {
      external,
      // Vite strips module directives; re-add it to the React entries only (index, host), so
      // React Server Components hosts treat their exports as client components while `core`
      // and `store` (and the shared chunks they are made of) stay callable on the server.
      // One file per source module (dist/ mirrors src/): the host's bundler then sees the
      // same module graph as our own bench apps, so what loads on demand (the form, the URL
      // dialog, the analyser, each validator: src/components/elicitation-host/lazy-bodies.ts)
      // stays out of the host's initial chunk. Merged chunks would put those parts in the
      // same file as the entry they are re-exported from, and no host bundler could split
      // them again (BENCHMARKS.md, "JS added to an app").
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        banner: (chunk) => ((chunk.isEntry && REACT_ENTRIES.has(chunk.name)) || CLIENT_MODULES.has(chunk.name) ? '"use client";' : ''),
      },
    },
    sourcemap: true,
    emptyOutDir: true,
  },
});
