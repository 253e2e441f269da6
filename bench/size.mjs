/**
 * JS added to an app, min+gzip, React excluded: bench/apps/ours (ElicitationHost) and
 * bench/apps/rjsf (@rjsf/core Form + validator-ajv8), each built by Vite 8 (Rolldown) and
 * by esbuild, minify on, code splitting on. What a page loads is measured as paths through
 * the chunk graph (a chunk plus every chunk it imports statically), so the numbers follow
 * the modules, not the chunk names either bundler picks.
 */
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { build as esbuild } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** React is the host's anyway: both apps leave it out of the count. */
const REACT = [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler($|\/)/];
const REACT_NAMES = ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'];

export const gzip = (code) => gzipSync(code, { level: 9 }).length;

/**
 * The modules that mark each on-demand part of ours (a chunk holding one is fetched when
 * that part is first needed; src/components/elicitation-host/lazy-bodies.ts, validators.ts,
 * load-url-analyzer.ts, safe-pattern.ts).
 */
export const PARTS = {
  form: /src[/\\]components[/\\]schema-form[/\\]schema-form\.tsx$/,
  evalFree: /node_modules[/\\]@cfworker[/\\]/,
  ajv: /node_modules[/\\]ajv[/\\]/,
  urlDialog: /src[/\\]components[/\\]url-consent-dialog[/\\]url-consent-dialog\.tsx$/,
  urlAnalyzer: /src[/\\]url[/\\]analyze-url\.ts$/,
  publicSuffixList: /node_modules[/\\]tldts[/\\]/,
  patterns: /node_modules[/\\]re2js[/\\]/,
};

/** Vite 8: one in-memory build; each chunk with its modules and imports. */
async function viteChunks(root) {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    mode: 'production',
    build: { write: false, minify: true, sourcemap: false, rolldownOptions: { input: `${root}main.tsx`, external: REACT } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  return outputs.map((chunk) => ({
    file: chunk.fileName,
    isEntry: chunk.isEntry,
    code: chunk.code,
    modules: chunk.moduleIds,
    imports: chunk.imports.filter((name) => outputs.some((o) => o.fileName === name)),
  }));
}

/** esbuild: ESM with splitting (its way of emitting dynamic imports as chunks), JSX automatic. */
async function esbuildChunks(root) {
  const outdir = await mkdtemp(join(tmpdir(), 'mcpe-size-'));
  try {
    const result = await esbuild({
      entryPoints: [join(root, 'main.tsx')],
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      write: false,
      metafile: true,
      outdir,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      external: REACT_NAMES,
      logLevel: 'error',
    });
    const files = new Map(result.outputFiles.map((f) => [relative(outdir, f.path), f.text]));
    return Object.entries(result.metafile.outputs)
      .filter(([name]) => name.endsWith('.js'))
      .map(([name, out]) => {
        const file = relative(outdir, join(process.cwd(), name));
        return {
          file,
          // esbuild names an entryPoint for every `import()` target too: the app's is main.tsx.
          isEntry: out.entryPoint !== undefined && join(process.cwd(), out.entryPoint) === join(root, 'main.tsx'),
          code: files.get(file) ?? '',
          modules: Object.keys(out.inputs),
          imports: out.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => relative(outdir, join(process.cwd(), i.path))),
        };
      });
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

/**
 * Build one app with one bundler. Returns its chunks (gzip and minified bytes, modules) and
 * `load(...parts)`: the gzip bytes a page has loaded once the entry and those parts are in.
 */
export async function measureApp(name, bundler = 'vite') {
  const root = fileURLToPath(new URL(`./apps/${name}/`, import.meta.url));
  // A production build wherever this runs: under vitest NODE_ENV is "test", and Vite and
  // its React plugin would then keep development code (test/smoke/size-budget.test.ts).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let raw;
  try {
    raw = bundler === 'esbuild' ? await esbuildChunks(root) : await viteChunks(root);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const chunks = raw.map((c) => ({ ...c, gzip: gzip(c.code), min: Buffer.byteLength(c.code) }));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const closure = (chunk, seen = new Set()) => {
    if (!chunk || seen.has(chunk)) return seen;
    seen.add(chunk);
    for (const file of chunk.imports) closure(byFile.get(file), seen);
    return seen;
  };
  const holding = (part) => chunks.filter((c) => c.modules.some((id) => PARTS[part].test(id)));
  const entry = chunks.find((c) => c.isEntry);
  /** Chunks loaded once the entry and `parts` are in (missing parts count nothing). */
  const loaded = (...parts) => {
    const seen = closure(entry);
    for (const part of parts) for (const chunk of holding(part)) closure(chunk, seen);
    return seen;
  };
  const sum = (set) => [...set].reduce((total, c) => total + c.gzip, 0);
  return {
    bundler,
    chunks,
    has: (part) => holding(part).length > 0,
    load: (...parts) => sum(loaded(...parts)),
    /** Every chunk the build emitted. */
    all: () => sum(new Set(chunks)),
  };
}

/** The paths of the issue, for one bundler: what a page has loaded at each moment. */
export async function measurePaths(bundler) {
  const [ours, rjsf] = [await measureApp('ours', bundler), await measureApp('rjsf', bundler)];
  return {
    bundler,
    rjsf: rjsf.all(),
    ours: {
      /** Before any request: the entry chunk and what it imports statically. */
      initial: ours.load(),
      /** The first form request: the form and the default (eval-free) validator. */
      form: ours.load('form', 'evalFree'),
      /** The first URL request: the consent dialog, the analyser and the Public Suffix List. */
      url: ours.load('urlDialog', 'urlAnalyzer', 'publicSuffixList'),
      /** Form and URL requests both seen, no server `pattern` yet. */
      formAndUrl: ours.load('form', 'evalFree', 'urlDialog', 'urlAnalyzer', 'publicSuffixList'),
      /** Every feature of the default configuration: form, URL, and the pattern engine (re2js, fetched for a schema with a `pattern`). */
      all: ours.load('form', 'evalFree', 'urlDialog', 'urlAnalyzer', 'publicSuffixList', 'patterns'),
      /** The on-demand parts on their own (a part's chunks beyond the initial ones). */
      parts: Object.fromEntries(Object.keys(PARTS).map((part) => [part, ours.has(part) ? ours.load(part) - ours.load() : 0])),
    },
    chunks: ours.chunks.map(({ file, gzip: g, min, modules }) => ({ file, gzip: g, min, modules: modules.length })),
  };
}

/** Both bundlers (bench/run.mjs → BENCHMARKS.md; test/smoke/size-budget.test.ts). */
export async function measureSizes() {
  return { vite: await measurePaths('vite'), esbuild: await measurePaths('esbuild') };
}
