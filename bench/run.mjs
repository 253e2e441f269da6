#!/usr/bin/env node
/**
 * `npm run bench`: mcp-elicitation-react vs @rjsf/core, side by side in one run — bundle
 * size (Vite builds of bench/apps), mount, typing and ElicitationOutlet in headless
 * Chromium (bench/pages), validation in Node (bench/node). Writes BENCHMARKS.md and prints
 * the summary. Not part of `npm test` (timings are not deterministic; sizes are budgeted
 * in test/smoke/size-budget.test.ts).
 *
 * Options: BENCH_RUNS (mounts per schema and variant, default 30), BENCH_OUT (report path,
 * default BENCHMARKS.md), BENCH_REPORT_ONLY=1 (re-write the report from bench-out/results.json),
 * BENCH_ONLY=chromium,stress (any of sizes, validation, chromium, stress, relay: measure only those,
 * print them and write bench-out/partial.json; BENCHMARKS.md is left alone). With chromium:
 * BENCH_SCHEMAS="5 fields" (only the schemas whose name contains one of these, comma-separated)
 * and BENCH_MOUNT_ONLY=1 (the mount rows alone), e.g. for one mount row:
 * `BENCH_ONLY=chromium BENCH_MOUNT_ONLY=1 BENCH_SCHEMAS="5 fields" nice npm run bench`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureInChromium } from './browser.mjs';
import { measureStress } from './stress.mjs';
import { chromiumTable, consoleTable, markdown, sinceBaseSection } from './report.mjs';
import { measureSizes } from './size.mjs';
import { measureValidation } from './validation.mjs';
import { measureRelay } from './relay.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const out = process.env.BENCH_OUT ?? 'BENCHMARKS.md';

const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((part) => part.trim())) : undefined;
// A partial Chromium run must not rewrite BENCHMARKS.md as if it were the whole bench.
if (!only && (process.env.BENCH_SCHEMAS || process.env.BENCH_MOUNT_ONLY)) throw new Error('BENCH_SCHEMAS and BENCH_MOUNT_ONLY need BENCH_ONLY=chromium');
const wanted = (part) => only === undefined || only.has(part);

let results;
if (process.env.BENCH_REPORT_ONLY) {
  // Re-write BENCHMARKS.md from the last run's figures (e.g. after editing bench/findings.md).
  results = JSON.parse(readFileSync('bench-out/results.json', 'utf8'));
} else {
  const t0 = performance.now();
  const started = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  results = { started };
  if (wanted('sizes')) {
    console.log('bench: sizes (Vite builds of bench/apps)…');
    results.sizes = await measureSizes();
  }
  if (wanted('validation')) {
    console.log('bench: validation in Node…');
    results.validation = await measureValidation(10_000);
  }
  if (wanted('chromium')) {
    console.log(`bench: Chromium (mount ×${runs} per schema and variant, typing, outlet)…`);
    const schemas = process.env.BENCH_SCHEMAS?.split(',').map((part) => part.trim());
    results.chromium = await measureInChromium({ runs, schemas, mountOnly: Boolean(process.env.BENCH_MOUNT_ONLY) });
  }
  if (wanted('stress')) {
    console.log('bench: hostile requests in Chromium (bench/stress.mjs)…');
    results.stress = await measureStress({ runs: Number(process.env.BENCH_STRESS_RUNS ?? 3) });
  }
  if (wanted('relay')) {
    console.log('bench: relay on loopback, memory and Redis backplanes (bench/relay.mjs)…');
    results.relay = await measureRelay();
  }
  results.seconds = (performance.now() - t0) / 1000;
  mkdirSync('bench-out', { recursive: true });
  if (only) {
    writeFileSync('bench-out/partial.json', JSON.stringify(results, null, 2));
    if (results.sizes?.vite.sinceBase && results.sizes.esbuild.sinceBase) console.log(sinceBaseSection(results.sizes.vite.sinceBase, results.sizes.esbuild.sinceBase).join('\n'));
    if (results.chromium) console.table(chromiumTable(results.chromium));
    if (results.stress) console.table(results.stress.rows);
    if (results.relay) {
      console.table([...results.relay.rows, ...(results.relay.arrivals ?? [])]);
      console.log('relay memory per pending request (bytes):', results.relay.memory);
      if (results.relay.scale) console.table(results.relay.scale);
      if (results.relay.scaleSkipped) console.log('relay scale rows missing:', results.relay.scaleSkipped);
    }
    console.log('\nwrote bench-out/partial.json (BENCH_ONLY: BENCHMARKS.md left alone)');
    process.exit(0);
  }
  writeFileSync('bench-out/results.json', JSON.stringify(results, null, 2));
}

const findings = readFileSync(new URL('./findings.md', import.meta.url), 'utf8');
writeFileSync(out, markdown(results, findings));
console.table(consoleTable(results));
console.log(`\nwrote ${out} (raw figures: bench-out/results.json)`);
