/* global window -- used inside page.evaluate callbacks, which run in the page */
/**
 * The stress rows of `npm run bench`: each hostile request of test/browser/stress-cases.ts
 * in production Chromium (the stress page of test/browser/pages, built minified), with the
 * budgets of the "nothing a server sends may freeze the page" work: mount ≤ 1 s, no input
 * event blocked > 100 ms after mount, Decline handled within 100 ms of the click.
 * Run alone with `node bench/stress.mjs`.
 */
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { inProduction } from './node-env.mjs';
import { createServer } from 'node:http';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRow, STRESS_BUDGETS, STRESS_ROWS } from './stress-rows.mjs';

export { STRESS_BUDGETS, STRESS_ROWS };

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

async function buildStressPage() {
  const root = fileURLToPath(new URL('../test/browser/pages/', import.meta.url));
  const outDir = await mkdtemp(join(tmpdir(), 'mcpe-stress-'));
  await inProduction(() => build({
    configFile: false, root, base: '/', logLevel: 'error', mode: 'production', plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: true, sourcemap: false, rolldownOptions: { input: join(root, 'stress.html') } },
  }));
  return outDir;
}

async function serve(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    try {
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(await readFile(join(root, path)));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}/stress.html`, close: () => new Promise((done) => server.close(done)) };
}

/** BENCH_STRESS_ONLY=costlyPatterns,manyBooleans: only those rows (while developing). */
const onlyRows = process.env.BENCH_STRESS_ONLY?.split(',');

/**
 * Each row: median mount and Decline delay of `runs`, and the longest task of any run (the
 * worst, not the median: one long task in three runs is a long task the user meets), with
 * the machine's load average beside it (bench/stress-rows.mjs measures; the stress test
 * runs the same function).
 */
export async function measureStress({ runs = 3 } = {}) {
  const server = await serve(await buildStressPage());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  try {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => typeof window.mountCase === 'function');
    const rows = [];
    for (const [name, engine, label] of STRESS_ROWS.filter(([n]) => !onlyRows || onlyRows.includes(n))) {
      const measured = [];
      for (let run = 0; run < runs; run += 1) {
        const m = await measureRow(page, name, engine);
        measured.push(m);
        if (run === 0 || process.env.BENCH_VERBOSE) console.log(`  ${label}: mount ${m.mountMs.toFixed(0)} ms, longest task ${m.longestTaskMs.toFixed(0)} ms, Decline ${m.declineMs.toFixed(0)} ms (interaction ${m.interactionMs.toFixed(0)} ms, load ${m.load.toFixed(1)})`);
      }
      rows.push({
        name, engine, label,
        mountMs: median(measured.map((m) => m.mountMs)),
        longestTaskMs: Math.max(...measured.map((m) => m.longestTaskMs)),
        declineMs: median(measured.map((m) => m.declineMs)),
        load: Math.max(...measured.map((m) => m.load)),
      });
    }
    return { rows, budgets: STRESS_BUDGETS, runs };
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows } = await measureStress({ runs: Number(process.env.BENCH_STRESS_RUNS ?? 3) });
  console.table(rows);
}
