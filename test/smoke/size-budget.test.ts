/**
 * Size budget (issue 9): sizes are deterministic, so unlike the timings of `npm run bench`
 * they are checked on every `npm test`. Limits = the first measurement + 10%; raise one
 * only on purpose, and say why in the commit (BENCHMARKS.md has the full picture).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { measureApp } from '../../bench/size.mjs';

/**
 * gzip -9 bytes. First measured 2026-12-02: index.js 22,338; lazy chunks 2,076; app entry
 * 29,463. Raised on purpose the same day to 38,772 / 37,509 (+5% margin below) by the
 * request lifecycle and provider/parts, the linear-time own checks (re2js stays lazy), URL
 * analysis v2 (IDNA, confusables), partial forms and the SDK 1.x / AI SDK adapters. Bringing
 * these back down (0.2× rjsf for the initial chunk) is open work: BENCHMARKS.md.
 */
const BUDGET = {
  /** dist/index.js and the chunks it imports statically (the React-free `core` entry's code):
   * the library's own code (dependencies are external). */
  index: 40_700,
  /** dist/*.js besides index.js: the on-demand validator wrappers, together. */
  lazyChunks: 2_300,
  /** The entry chunk of bench/apps/ours (ElicitationHost), minified, React excluded. */
  appInitial: 39_400,
};

const dist = join(import.meta.dirname, '../../dist');
const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** `file` and every dist chunk it imports statically (`import … from "./x.js"`), transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const [, name] of code.matchAll(/(?:^|;|\n)\s*(?:import|export)\b[^;'"]*?from\s*["']\.\/([\w.-]+\.js)["']/g)) staticClosure(name!, seen);
  return seen;
}

describe('size budget (gzip)', () => {
  // scripts/test.mjs builds dist/ before vitest runs; alone, run `npm run build` first.
  const files = readdirSync(dist).filter((name) => name.endsWith('.js'));

  it(`dist/index.js with its static chunks stays under ${BUDGET.index} bytes`, () => {
    expect(files).toContain('index.js');
    const initial = [...staticClosure('index.js')];
    expect(initial.length).toBeGreaterThan(1); // index.js re-exports the core chunk
    expect(initial.reduce((sum, name) => sum + gzip(name), 0)).toBeLessThanOrEqual(BUDGET.index);
  });

  it(`the lazy chunks stay under ${BUDGET.lazyChunks} bytes together`, () => {
    const eager = new Set([...staticClosure('index.js'), ...staticClosure('core.js')]);
    const lazy = files.filter((name) => !eager.has(name));
    expect(lazy.length).toBeGreaterThan(0);
    expect(lazy.reduce((sum, name) => sum + gzip(name), 0)).toBeLessThanOrEqual(BUDGET.lazyChunks);
  });

  it(`an app's initial chunk stays under ${BUDGET.appInitial} bytes, with ajv, @cfworker and tldts left out of it`, async () => {
    const chunks = await measureApp('ours');
    expect(chunks.initial!.gzip).toBeLessThanOrEqual(BUDGET.appInitial);
    // Each on-demand dependency got a chunk of its own: none was pulled into the entry.
    expect(chunks.ajv?.gzip).toBeGreaterThan(0);
    expect(chunks.evalFree?.gzip).toBeGreaterThan(0);
    expect(chunks.url?.gzip).toBeGreaterThan(0);
  });
});
