#!/usr/bin/env node
/**
 * `npm run bench`: mcp-elicitation-react vs @rjsf/core, side by side in one run — bundle
 * size (Vite builds of bench/apps), mount, typing and ElicitationOutlet in headless
 * Chromium (bench/pages), validation in Node (bench/node). Writes BENCHMARKS.md and prints
 * the summary. Not part of `npm test` (timings are not deterministic; sizes are budgeted
 * in test/smoke/size-budget.test.ts).
 *
 * Options: BENCH_RUNS (mounts per schema and variant, default 30), BENCH_OUT (report path,
 * default BENCHMARKS.md), BENCH_REPORT_ONLY=1 (re-write the report from bench-out/results.json).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { measureInChromium } from './browser.mjs';
import { measureStress } from './stress.mjs';
import { consoleTable, markdown } from './report.mjs';
import { measureSizes } from './size.mjs';
import { measureValidation } from './validation.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const runs = Number(process.env.BENCH_RUNS ?? 30);
const out = process.env.BENCH_OUT ?? 'BENCHMARKS.md';

let results;
if (process.env.BENCH_REPORT_ONLY) {
  // Re-write BENCHMARKS.md from the last run's figures (e.g. after editing bench/findings.md).
  results = JSON.parse(readFileSync('bench-out/results.json', 'utf8'));
} else {
  const t0 = performance.now();
  const started = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  console.log('bench: sizes (Vite builds of bench/apps)…');
  const sizes = await measureSizes();
  console.log('bench: validation in Node…');
  const validation = await measureValidation(10_000);
  console.log(`bench: Chromium (mount ×${runs} per schema and variant, typing, outlet)…`);
  const chromium = await measureInChromium({ runs });
  console.log('bench: hostile requests in Chromium (bench/stress.mjs)…');
  const stress = await measureStress({ runs: Number(process.env.BENCH_STRESS_RUNS ?? 3) });
  mkdirSync('bench-out', { recursive: true });
  results = { sizes, validation, chromium, stress, started, seconds: (performance.now() - t0) / 1000 };
  writeFileSync('bench-out/results.json', JSON.stringify(results, null, 2));
}

const findings = readFileSync(new URL('./findings.md', import.meta.url), 'utf8');
writeFileSync(out, markdown(results, findings));
console.table(consoleTable(results));
console.log(`\nwrote ${out} (raw figures: bench-out/results.json)`);
