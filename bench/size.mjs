/**
 * JS added to an app, min+gzip, React excluded: bench/apps/ours (ElicitationHost) and
 * bench/apps/rjsf (@rjsf/core Form + validator-ajv8), each built by Vite 8 (Rolldown) and
 * by esbuild, minify on, code splitting on. What a page loads is measured as paths through
 * the chunk graph (a chunk plus every chunk it imports statically), so the numbers follow
 * the modules, not the chunk names either bundler picks.
 *
 * Ours imports the package by its name, and gets the package as a host installs it: dist/
 * built afresh by vite.config.ts (one file per module, the entries as flat lists of
 * imports). Not src/: esbuild assigns modules to chunks by what each live file imports, and
 * src/index.ts reaches ElicitationHost through `export *`, which the build flattens, so an
 * app built from src/ would show a smaller initial chunk than any host gets (README,
 * "Entry points"). Run from the repository root (bench/run.mjs, vitest).
 */
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { inProduction } from './node-env.mjs';
import { build as esbuild } from 'esbuild';
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/** React is the host's anyway: both apps leave it out of the count. */
const REACT = [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler($|\/)/];
const REACT_NAMES = ['react', 'react/*', 'react-dom', 'react-dom/*', 'scheduler'];

export const gzip = (code) => gzipSync(code, { level: 9 }).length;

/**
 * The modules that mark each on-demand part of ours (a chunk holding one is fetched when
 * that part is first needed; src/components/elicitation-host/lazy-bodies.ts, validators.ts,
 * load-url-analyzer.ts, safe-pattern.ts), as src/ or as the built package names them.
 */
export const PARTS = {
  form: /[/\\]components[/\\]schema-form[/\\]schema-form\.(tsx|js)$/,
  evalFree: /node_modules[/\\]@cfworker[/\\]/,
  ajv: /node_modules[/\\]ajv[/\\]/,
  urlDialog: /[/\\]components[/\\]url-consent-dialog[/\\]url-consent-dialog\.(tsx|js)$/,
  urlAnalyzer: /[/\\]url[/\\]analyze-url\.(ts|js)$/,
  publicSuffixList: /node_modules[/\\]tldts[/\\]/,
  patterns: /[/\\]schema[/\\]linear-regex\.(ts|js)$/,
  /** The MCP Apps bridge (`/apps` entry), fetched with the first app-rendered form. */
  appBridge: /node_modules[/\\]@modelcontextprotocol[/\\]ext-apps[/\\]/,
};

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKAGE = /^mcp-elicitation-react(\/|$)/;
const EXPORTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).exports;

let packageDir;
/**
 * The library built by vite.config.ts, once per process, into a folder inside the
 * repository (its dependencies, external as for a host, resolve from node_modules).
 */
function builtPackage() {
  packageDir ??= inProduction(async () => {
    // One folder per process, removed on exit; a vitest worker may end without 'exit', so
    // folders of processes that are gone are removed here.
    const parent = join(ROOT, '.ci-out');
    mkdirSync(parent, { recursive: true });
    for (const name of readdirSync(parent)) {
      const pid = Number(/^size-(?:package|base)-(\d+)-\d+$/.exec(name)?.[1]);
      if (pid && !isAlive(pid)) rmSync(join(parent, name), { recursive: true, force: true });
    }
    const outDir = join(parent, `size-package-${process.pid}-${threadId}`);
    process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
    await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'error', mode: 'production', build: { outDir, sourcemap: false } });
    return outDir;
  });
  return packageDir;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** `mcp-elicitation-react` or a subpath → its file in the built package (package.json "exports"). */
function packageFile(dir, specifier) {
  const target = EXPORTS[`.${specifier.slice('mcp-elicitation-react'.length)}`]?.import;
  if (!target) throw new Error(`${specifier} is not exported by package.json`);
  return join(dir, target.replace(/^\.\/dist\//, ''));
}

/** Vite 8: one in-memory build; each chunk with its modules and imports. */
async function viteChunks(entry, pkg) {
  const result = await build({
    configFile: false,
    root: dirname(entry),
    logLevel: 'error',
    plugins: [react(), { name: 'built-package', enforce: 'pre', resolveId: (id) => (PACKAGE.test(id) ? packageFile(pkg, id) : null) }],
    mode: 'production',
    build: { write: false, minify: true, sourcemap: false, rolldownOptions: { input: entry, external: REACT } },
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
async function esbuildChunks(entry, pkg) {
  const outdir = await mkdtemp(join(tmpdir(), 'mcpe-size-'));
  try {
    const result = await esbuild({
      entryPoints: [entry],
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
      plugins: [{ name: 'built-package', setup: (b) => b.onResolve({ filter: PACKAGE }, (args) => ({ path: packageFile(pkg, args.path) })) }],
      logLevel: 'error',
    });
    const files = new Map(result.outputFiles.map((f) => [relative(outdir, f.path), f.text]));
    return Object.entries(result.metafile.outputs)
      .filter(([name]) => name.endsWith('.js'))
      .map(([name, out]) => {
        const file = relative(outdir, join(process.cwd(), name));
        return {
          file,
          // esbuild names an entryPoint for every `import()` target too: the app's is `entry`.
          isEntry: out.entryPoint !== undefined && join(process.cwd(), out.entryPoint) === entry,
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
export async function measureApp(name, bundler = 'vite', file = 'main.tsx', pkg = undefined) {
  return measureEntry(fileURLToPath(new URL(`./apps/${name}/${file}`, import.meta.url)), bundler, pkg);
}

/** `measureApp` for any entry file (an absolute path); `pkg`: another build of the package (`builtPackageAt`). */
export async function measureEntry(entry, bundler = 'vite', pkg = undefined) {
  pkg ??= await builtPackage();
  const raw = await inProduction(() => (bundler === 'esbuild' ? esbuildChunks(entry, pkg) : viteChunks(entry, pkg)));
  const chunks = raw.map((c) => ({ ...c, gzip: gzip(c.code), min: Buffer.byteLength(c.code) }));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const closure = (chunk, seen = new Set()) => {
    if (!chunk || seen.has(chunk)) return seen;
    seen.add(chunk);
    for (const file of chunk.imports) closure(byFile.get(file), seen);
    return seen;
  };
  const holding = (part) => chunks.filter((c) => c.modules.some((id) => PARTS[part].test(id)));
  const entryChunk = chunks.find((c) => c.isEntry);
  /** Chunks loaded once the entry and `parts` are in (missing parts count nothing). */
  const loaded = (...parts) => {
    const seen = closure(entryChunk);
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

/**
 * Which file of bench/apps/ours each bundler's app is built from: the import README
 * "Entry points" gives that bundler's users. main.tsx takes ElicitationHost from the main
 * entry (`mcp-elicitation-react`), host.tsx from `mcp-elicitation-react/host`.
 */
export const OURS_APP = { vite: 'main.tsx', esbuild: 'host.tsx' };

/** The paths of the issue in one built app: what a page has loaded at each moment. */
export function appPaths(app) {
  return {
    /** Before any request: the entry chunk and what it imports statically. */
    initial: app.load(),
    /** The first form request: the form and the default (eval-free) validator. */
    form: app.load('form', 'evalFree'),
    /** The first URL request: the consent dialog, the analyser and the Public Suffix List. */
    url: app.load('urlDialog', 'urlAnalyzer', 'publicSuffixList'),
    /** Form and URL requests both seen, no server `pattern` yet. */
    formAndUrl: app.load('form', 'evalFree', 'urlDialog', 'urlAnalyzer', 'publicSuffixList'),
    /** Every feature of the default configuration: form, URL, and the `pattern` matcher (schema/linear-regex, fetched for a schema with a `pattern`). */
    all: app.load('form', 'evalFree', 'urlDialog', 'urlAnalyzer', 'publicSuffixList', 'patterns'),
  };
}

/**
 * The paths for one bundler. `ours`: the app as README tells that bundler's users to import;
 * `mainEntry`: the same app importing the main entry (the same figures where that is the
 * advice), so what the narrow entry saves is shown, not hidden; `quickStart`: README "Usage".
 */
export async function measurePaths(bundler) {
  const ours = await measureApp('ours', bundler, OURS_APP[bundler]);
  const rjsf = await measureApp('rjsf', bundler);
  const jsonforms = await measureApp('jsonforms', bundler);
  const main = OURS_APP[bundler] === 'main.tsx' ? ours : await measureApp('ours', bundler, 'main.tsx');
  const quickStart = await measureApp('ours', bundler, 'quick-start.tsx');
  return {
    bundler,
    app: OURS_APP[bundler],
    rjsf: rjsf.all(),
    /** JSON Forms (@jsonforms/react + vanilla renderers), the second peer. */
    jsonforms: jsonforms.all(),
    ours: {
      ...appPaths(ours),
      /** The on-demand parts on their own (a part's chunks beyond the initial ones). */
      parts: Object.fromEntries(Object.keys(PARTS).map((part) => [part, ours.has(part) ? ours.load(part) - ours.load() : 0])),
    },
    mainEntry: appPaths(main),
    /** README "Usage" (ElicitationOutlet, a store, the SDK v2 handler) from /host and /store: not a goal app, shown so the outlet's cost is not hidden. */
    quickStart: appPaths(quickStart),
    reactHookForm: await measureBinding(bundler),
    appForms: await measureAppForms(bundler),
    sinceBase: await measureAgainstBase(bundler),
    chunks: ours.chunks.map(({ file, gzip: g, min, modules }) => ({ file, gzip: g, min, modules: modules.length })),
  };
}

/**
 * The react-hook-form binding in one bundler: bench/apps/ours/react-hook-form.tsx (a host's
 * own `useForm` through `mcp-elicitation-react/react-hook-form`) against bench/apps/react-hook-form
 * (the same form without the binding). `added`: what the binding costs an app that already
 * uses react-hook-form, once the first check has loaded the default validator; `validator`:
 * that validator's part of it (fetched on demand, shared with SchemaForm's).
 */
export async function measureBinding(bundler) {
  const app = await measureApp('ours', bundler, 'react-hook-form.tsx');
  const floor = await measureApp('react-hook-form', bundler);
  const initial = app.load();
  const checked = app.load('evalFree');
  return { initial, checked, floor: floor.all(), added: checked - floor.all(), validator: checked - initial };
}

/**
 * App-rendered forms in one bundler: bench/apps/ours/app-forms.tsx (README "Usage" with
 * `withAppForms` and the `AppForm` part) against quick-start.tsx (the same page without them).
 * `added`: what the `/apps` entry adds to the page; `bridge`: what the first app then fetches
 * (the MCP Apps bridge with the MCP SDK's `Protocol` and zod, unless the page has them already).
 */
export async function measureAppForms(bundler) {
  const app = await measureApp('ours', bundler, 'app-forms.tsx');
  const page = await measureApp('ours', bundler, 'quick-start.tsx');
  const initial = app.load();
  const firstApp = app.load('appBridge');
  return { initial, firstApp, added: initial - page.load(), bridge: firstApp - initial };
}

/**
 * The commit the default entries are compared with: the one before the `/apps` and
 * `/react-hook-form` entries, which must leave them as they were. `BENCH_SIZE_BASE=<git ref>`
 * picks another; `BENCH_SIZE_BASE=` (empty) skips the comparison.
 */
export const SIZE_BASE = process.env.BENCH_SIZE_BASE ?? '7bd94ff';

const basePackages = new Map();
/**
 * The package as built at `ref`: that commit's src/, vite.config.ts and package.json
 * (`git archive`) in a folder inside the repository (the dependencies resolve from
 * node_modules), built by its own vite.config.ts in a child process, since the config reads
 * its paths relative to the working directory. `undefined` when `ref` is not in this clone.
 */
export function builtPackageAt(ref) {
  if (!basePackages.has(ref)) {
    basePackages.set(ref, inProduction(async () => {
      try {
        execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
      } catch {
        return undefined;
      }
      const dir = join(ROOT, '.ci-out', `size-base-${process.pid}-${threadId}`);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
      execSync(`git archive --format=tar ${JSON.stringify(ref)} src vite.config.ts package.json tsconfig.json | tar -x -C ${JSON.stringify(dir)}`, { cwd: ROOT, stdio: 'ignore' });
      const script = "import { build } from 'vite'; await build({ configFile: 'vite.config.ts', logLevel: 'error', mode: 'production', build: { outDir: 'dist', sourcemap: false } });";
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
      return join(dir, 'dist');
    }));
  }
  return basePackages.get(ref);
}

/**
 * The default entries now and at `ref` (SIZE_BASE), in one bundler: the app README tells
 * that bundler's users to write (OURS_APP) and, with esbuild, the same app importing the main
 * entry, each built against both packages. `undefined` when there is no `ref` to compare with.
 */
export async function measureAgainstBase(bundler, ref = SIZE_BASE) {
  const base = ref ? await builtPackageAt(ref) : undefined;
  if (!base) return undefined;
  const files = bundler === 'esbuild' ? [OURS_APP.esbuild, 'main.tsx'] : [OURS_APP.vite];
  const apps = [];
  for (const file of files) {
    const budgeted = ({ initial, form, url, all }) => ({ initial, form, url, all });
    apps.push({ file, now: budgeted(appPaths(await measureApp('ours', bundler, file))), base: budgeted(appPaths(await measureApp('ours', bundler, file, base))) });
  }
  return { ref, apps };
}

/** Both bundlers (bench/run.mjs → BENCHMARKS.md; test/smoke/size-budget.test.ts). */
export async function measureSizes() {
  return { vite: await measurePaths('vite'), esbuild: await measurePaths('esbuild') };
}
