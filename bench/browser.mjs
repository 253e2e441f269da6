/* global window, requestAnimationFrame -- used inside page.evaluate callbacks, which run in the page */
/**
 * The Chromium side of `npm run bench`: builds bench/pages (production React, minified),
 * serves it on 127.0.0.1 and drives Debian's Chromium with playwright-core.
 */
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { inProduction } from './node-env.mjs';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same flags as test/browser/chromium.ts: offline, no background work.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const TYPED = 'abcdefghijklmnopqrst'; // 20 characters

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function buildPage(outDir) {
  const root = fileURLToPath(new URL('./pages/', import.meta.url));
  await inProduction(() => build({
    configFile: false,
    root,
    base: '/',
    logLevel: 'error',
    mode: 'production',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: true, sourcemap: false, rolldownOptions: { input: join(root, 'bench.html') } },
  }));
}

async function serve(root) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(root, path));
      // Cross-origin isolated, so performance.now() ticks in 5 µs, not 100 µs: a part of a
      // mount (about 1 ms) is no longer rounded to a tenth of itself.
      const isolated = { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' };
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', ...isolated }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}/bench.html`, close: () => new Promise((done) => server.close(done)) };
}

/** Script (and whole-task) time per keystroke over `rounds` rounds of 20 keystrokes: medians. */
async function typing(page, cdp, library, rounds) {
  const script = [];
  const task = [];
  for (let round = 0; round < rounds; round += 1) {
    await page.evaluate((lib) => window.mcpeBench.mountForTyping(lib, false), library);
    const input = page.locator('#root input').first();
    await input.click();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    const before = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    await page.keyboard.type(TYPED);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    const after = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    if ((await input.inputValue()) !== TYPED) throw new Error(`${library}: typed text did not arrive`);
    script.push(((after.ScriptDuration - before.ScriptDuration) * 1000) / TYPED.length);
    task.push(((after.TaskDuration - before.TaskDuration) * 1000) / TYPED.length);
  }
  // A separate round with the render counter on (its bookkeeping is not timed).
  await page.evaluate((lib) => window.mcpeBench.mountForTyping(lib, true), library);
  await page.locator('#root input').first().click();
  await page.keyboard.type(TYPED);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const commits = await page.evaluate(() => window.mcpeBench.renderCounts());
  await page.evaluate(() => window.mcpeBench.unmountTyping());
  const sum = (key) => commits.reduce((total, commit) => total + commit[key], 0);
  return {
    scriptMs: median(script),
    taskMs: median(task),
    fieldsPerKeystroke: sum('fields') / TYPED.length,
    componentsPerKeystroke: sum('components') / TYPED.length,
    maxFieldsPerCommit: Math.max(0, ...commits.map((c) => c.fields)),
    commitsPerKeystroke: commits.length / TYPED.length,
  };
}

/**
 * Everything measured in Chromium. `runs`: mounts per schema and library (≥ 30).
 * `schemas`: only the bench schemas whose name contains one of these (all when absent);
 * `mountOnly`: the mount rows alone (no typing, no outlet), to profile or check one row cheaply.
 * @returns {Promise<{ browser: string, mount: object[], typing?: object, outlet?: object }>}
 */
export async function measureInChromium({ runs = 30, typingRounds = 7, schemas, mountOnly = false } = {}) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: sudo apt-get install chromium (or set CHROMIUM_PATH).`);
  const outDir = fileURLToPath(new URL('../bench-out/pages/', import.meta.url));
  await buildPage(outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(server.url);
    await page.waitForFunction(() => window.mcpeBench !== undefined);
    if (!(await page.evaluate(() => window.crossOriginIsolated))) throw new Error('the bench page is not cross-origin isolated: its clock would be coarse');
    const names = (await page.evaluate(() => window.mcpeBench.schemaNames)).filter((name) => !schemas || schemas.some((part) => name.includes(part)));

    const mount = [];
    for (const name of names) {
      const { times, failures } = await page.evaluate(([n, r]) => window.mcpeBench.mountSeries(n, r), [name, runs]);
      // Per variant: the median total, and the median of each part (they need not add up exactly).
      const parts = (list) => Object.fromEntries(['total', 'render', 'layout', 'after', 'frame', 'complete'].map((k) => [k, median(list.map((t) => t[k]))]));
      const byLibrary = Object.fromEntries(Object.entries(times).filter(([, list]) => list.length > 0).map(([library, list]) => [library, parts(list)]));
      mount.push({ schema: name, runs, ...Object.fromEntries(Object.entries(byLibrary).map(([library, p]) => [library, p.total])), parts: byLibrary, failures });
    }

    if (mountOnly) {
      if (errors.length) throw new Error(`errors in the bench page:\n${errors.join('\n')}`);
      return { browser: `Chromium ${browser.version()}`, mount };
    }

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const typingResult = {
      ours: await typing(page, cdp, 'ours', typingRounds),
      rjsf: await typing(page, cdp, 'rjsf', typingRounds),
      floor: await typing(page, cdp, 'floor', typingRounds),
      oursOutlet: await typing(page, cdp, 'ours-outlet', typingRounds),
    };

    // A failing outlet case is reported as such, not allowed to lose the figures above.
    let outlet;
    try {
      outlet = {
        round: median(await page.evaluate((r) => window.mcpeBench.outletSeries(50, true, r), runs)),
        roundSameSchema: median(await page.evaluate((r) => window.mcpeBench.outletSeries(50, true, r, true), runs)),
        separate: median(await page.evaluate((r) => window.mcpeBench.outletSeries(50, false, r), runs)),
        runs,
      };
    } catch (error) {
      outlet = { error: String(error.message ?? error).split('\n')[0], runs };
      errors.length = 0;
    }
    if (errors.length) throw new Error(`errors in the bench page:\n${errors.join('\n')}`);
    return { browser: `Chromium ${browser.version()}`, mount, typing: typingResult, outlet };
  } finally {
    await browser.close();
    await server.close();
  }
}
