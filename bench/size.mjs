/**
 * JS added to an app, min+gzip, React excluded: bench/apps/ours (ElicitationHost) and
 * bench/apps/rjsf (@rjsf/core Form + validator-ajv8), each built by Vite with minify on.
 * Chunks are classified by the modules they hold, so a renamed hash changes nothing.
 */
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** React is the host's anyway: both apps leave it out of the count. */
const REACT = [/^react($|\/)/, /^react-dom($|\/)/, /^scheduler($|\/)/];

const gzip = (code) => gzipSync(code, { level: 9 }).length;

/** What a lazy chunk is for, from the packages it bundles. */
function classify(chunk) {
  if (chunk.isEntry) return 'initial';
  const ids = chunk.moduleIds.join('\n');
  if (/node_modules[/\\]tldts/.test(ids)) return 'url';
  if (/node_modules[/\\]@cfworker/.test(ids)) return 'evalFree';
  if (/node_modules[/\\]ajv/.test(ids)) return 'ajv';
  return 'other';
}

/** Build one app in memory; gzip bytes (and raw minified bytes) per chunk kind. */
export async function measureApp(name) {
  const root = fileURLToPath(new URL(`./apps/${name}/`, import.meta.url));
  const result = await build({
    configFile: false,
    root,
    logLevel: 'error',
    plugins: [react()],
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      rolldownOptions: { input: `${root}main.tsx`, external: REACT },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const sizes = {};
  for (const chunk of outputs) {
    if (chunk.type !== 'chunk') continue;
    const kind = classify(chunk);
    const entry = (sizes[kind] ??= { gzip: 0, min: 0, files: [] });
    entry.gzip += gzip(chunk.code);
    entry.min += Buffer.byteLength(chunk.code);
    entry.files.push(chunk.fileName);
  }
  return sizes;
}

/**
 * Both apps. For ours: `initial` is the entry chunk (loaded with the page), `form` adds the
 * ajv chunk SchemaForm fetches when a form request arrives, `total` adds the Public Suffix
 * List chunk of URL mode. The eval-free chunk replaces ajv under a strict CSP.
 */
export async function measureSizes() {
  const [ours, rjsf] = [await measureApp('ours'), await measureApp('rjsf')];
  const g = (k) => ours[k]?.gzip ?? 0;
  const rjsfTotal = Object.values(rjsf).reduce((sum, c) => sum + c.gzip, 0);
  return {
    ours: {
      initial: g('initial'),
      form: g('initial') + g('ajv'),
      formStrictCsp: g('initial') + g('evalFree'),
      total: g('initial') + g('ajv') + g('url'),
      chunks: ours,
    },
    rjsf: { total: rjsfTotal, chunks: rjsf },
  };
}
