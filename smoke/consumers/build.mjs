#!/usr/bin/env node
// Builds each consumer app of apps/ in production mode into dist/<app>/, as a host would
// build it, against the packed library: test/smoke/consumer-builds.test.ts renders them.
//   node smoke/consumers/build.mjs [<tarball>]   (a tarball is installed first, without saving)
// scripts/test.mjs passes the tarball it packs; without one, the installed copy is built.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const here = import.meta.dirname;
const tarball = process.argv[2] && resolve(process.argv[2]);
if (tarball) execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball], { cwd: here, stdio: 'inherit' });

const { build: viteBuild } = await import('vite');
const { build: esbuild } = await import('esbuild');
const { default: react } = await import('@vitejs/plugin-react');
const { default: tailwind } = await import('@tailwindcss/vite');
const { default: postcss } = await import('postcss');
const { default: postcssImport } = await import('postcss-import');
const { default: postcssPresetEnv } = await import('postcss-preset-env');
const { default: cssnano } = await import('cssnano');

const dist = join(here, 'dist');
rmSync(dist, { recursive: true, force: true });
const app = (name) => join(here, 'apps', name);
const out = (name) => join(dist, name);

/** Vite 8 in production mode: CSS minified by Lightning CSS for Vite's default browser targets. */
const vite = (name, plugins = []) =>
  viteBuild({ root: app(name), base: './', configFile: false, logLevel: 'warn', plugins: [react(), ...plugins], build: { outDir: out(name), emptyOutDir: true } });

/** The browsers of Vite's default target (baseline widely available), for the other pipelines. */
const TARGETS = ['chrome111', 'edge111', 'firefox114', 'safari16.4'];
const BROWSERSLIST = 'chrome >= 111, edge >= 111, firefox >= 114, safari >= 16.4';

async function esbuildApp(name, { css }) {
  await esbuild({
    entryPoints: [join(app(name), 'main.tsx')],
    outdir: out(name),
    bundle: true,
    minify: true,
    format: 'esm',
    target: TARGETS,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  if (css) writeFileSync(join(out(name), 'main.css'), await css());
  writeFileSync(
    join(out(name), 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${name} consumer</title>` +
      '<link rel="stylesheet" href="./main.css"></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
}

/** PostCSS as a stylesheet pipeline of its own: inline the @import, lower for the targets, minify. */
async function postcssSheet() {
  const from = join(app('postcss'), 'app.css');
  const result = await postcss([postcssImport(), postcssPresetEnv({ browsers: BROWSERSLIST }), cssnano({ preset: 'default' })]).process(readFileSync(from, 'utf8'), { from });
  return result.css;
}

mkdirSync(dist, { recursive: true });
const started = Date.now();
await vite('vite');
await vite('css-modules');
await vite('tailwind', [tailwind()]);
await esbuildApp('esbuild', {});
await esbuildApp('postcss', { css: postcssSheet });
console.log(`consumer apps built in ${((Date.now() - started) / 1000).toFixed(1)}s: ${dist}`);
