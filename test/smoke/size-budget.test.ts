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

/** gzip -9 bytes. First measured 2026-12-02: index.js 22,338; lazy chunks 2,076; app entry 29,463. */
const BUDGET = {
  /** dist/index.js: the library's own code (dependencies are external). */
  index: 24_600,
  /** dist/*.js besides index.js: the on-demand validator wrappers, together. */
  lazyChunks: 2_300,
  /** The entry chunk of bench/apps/ours (ElicitationHost), minified, React excluded. */
  appInitial: 32_400,
};

const dist = join(import.meta.dirname, '../../dist');
const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

describe('size budget (gzip)', () => {
  // scripts/test.mjs builds dist/ before vitest runs; alone, run `npm run build` first.
  const files = readdirSync(dist).filter((name) => name.endsWith('.js'));

  it(`dist/index.js stays under ${BUDGET.index} bytes`, () => {
    expect(files).toContain('index.js');
    expect(gzip('index.js')).toBeLessThanOrEqual(BUDGET.index);
  });

  it(`the lazy chunks stay under ${BUDGET.lazyChunks} bytes together`, () => {
    const lazy = files.filter((name) => name !== 'index.js');
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
