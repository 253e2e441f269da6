#!/usr/bin/env node
/* global window, document, HTMLElement -- page.evaluate callbacks run in the browser */
// `npm run screenshots`: regenerate every docs/*.png the README shows, from the current code.
//   docs/demo.png                 the demo (setup_wizard step 2, inline)
//   docs/demo-url-warning.png     the demo's suspicious_link: the URL warnings
//   docs/theme-light.png / -dark  a form with errors and a URL with warnings (Review/States)
//   docs/states-{light,dark,rtl,compact}.png   the whole state grid (Review/States stories)
//   docs/modal/{form,form-scrolled,form-errors,round}-{1280,390}-{light,dark}.png   the demo's
//                                 modal: contact_form at its top, wheel-scrolled, and after a mouse
//                                 Submit from its end with two problems; plan_trip's round
// `npm run screenshots -- modal [--out docs/modal-before]` shoots the modal set alone (no
// Storybook build), e.g. to keep a "before" set next to the current one.
// Builds the demo and (when stale) Storybook, serves both on 127.0.0.1, captures with
// playwright-core and Debian's Chromium (CHROMIUM_PATH), never a downloaded browser.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serveDirectory } from './lib/serve-static.mjs';
import { ensureStorybookBuild } from './lib/storybook-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const docs = join(root, 'docs');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--hide-scrollbars'];
const TIMEOUT = 60_000;

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

async function freePort() {
  const server = createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = server.address();
  await new Promise((done) => server.close(() => done(undefined)));
  return port;
}

/** The built demo server with the built client; resolves once it prints its URL. */
async function startDemo() {
  run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn', '-c', 'demo/client/vite.config.ts']);
  run('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn', '-c', 'demo/server/vite.config.ts']);
  const port = await freePort();
  const child = spawn(process.execPath, ['demo/server/dist/main.mjs', '--port', String(port), '--static', 'demo/client/dist'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done, fail) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('MCP elicitation demo:') && done(undefined));
    child.once('exit', (code) => fail(new Error(`demo server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

async function shootDemo(browser, demoUrl) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
  page.setDefaultTimeout(TIMEOUT);
  await page.goto(demoUrl);
  await page.getByLabel('Requests appear').selectOption('inline');
  await page.getByRole('button', { name: 'Run setup_wizard' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Step 2 of 2').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(docs, 'demo.png') });
  // Finish that call, then show the deceptive URL's warnings.
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await page.getByText('Finished', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Run suspicious_link' }).click();
  await page.locator('.mcpe-UrlConsent:not([data-loading]) .mcpe-UrlConsent-warning').first().waitFor();
  await page.setViewportSize({ width: 1024, height: 960 }); // the whole consent, warnings and buttons
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(docs, 'demo-url-warning.png') });
  await page.close();
}

/** The demo's modal in one theme and width: a long form (top, then scrolled) and a round. */
async function shootModal(browser, demoUrl, out) {
  mkdirSync(out, { recursive: true });
  for (const theme of ['light', 'dark']) {
    for (const [width, height] of [[1280, 800], [390, 844]]) {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      page.setDefaultTimeout(TIMEOUT);
      await page.addInitScript((value) => window.localStorage.setItem('mcpe-demo-theme', value), theme);
      await page.goto(demoUrl);
      const name = (shot) => join(out, `${shot}-${width}-${theme}.png`);
      const settle = async () => {
        await page.mouse.move(0, 0);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300); // scroll-driven styles and transitions settle
      };
      await page.getByRole('button', { name: 'Run contact_form' }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('button', { name: 'Submit' }).waitFor();
      await settle();
      await page.screenshot({ path: name('form') });
      const box = await form.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 600);
      await settle();
      await page.screenshot({ path: name('form-scrolled') });
      // Two problems near the top, then the wheel to the end and a mouse click on Submit:
      // the first problem and the count of them must both show.
      await form.getByRole('textbox', { name: /^Full name/ }).fill('A');
      await form.getByRole('textbox', { name: /^Email/ }).fill('ada@');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 800);
      await settle();
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText(/answers? needs? attention/).first().waitFor();
      await settle();
      await page.screenshot({ path: name('form-errors') });
      await page.keyboard.press('Escape');
      await page.getByText('Finished', { exact: true }).first().waitFor();
      await page.getByRole('button', { name: 'Run plan_trip' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send all' }).waitFor();
      await settle();
      await page.screenshot({ path: name('round') });
      await page.close();
    }
  }
}

/** One Review/States story, after its play function (errors shown, every URL analysed). */
async function openStates(browser, storybook, story, width) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  page.setDefaultTimeout(TIMEOUT);
  await page.goto(storybook.url(`/iframe.html?id=review-states--${story}&viewMode=story`));
  await page.getByText('Fill in this field.').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.mcpe-UrlConsent').length > 0 && document.querySelectorAll('.mcpe-UrlConsent[data-loading]').length === 0);
  // Pointer and caret out of the picture; fonts settled.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await page.evaluate(() => document.fonts.ready);
  return page;
}

async function shootStates(browser, storybook) {
  for (const [story, file] of [['light', 'states-light'], ['dark', 'states-dark'], ['right-to-left', 'states-rtl'], ['compact', 'states-compact']]) {
    const page = await openStates(browser, storybook, story, 1280);
    await page.screenshot({ path: join(docs, `${file}.png`), fullPage: true });
    await page.close();
  }
  // The Styles section's pair: two cells of the grid, everything else hidden.
  for (const theme of ['light', 'dark']) {
    const page = await openStates(browser, storybook, theme, 900);
    await page.evaluate(() => {
      for (const cell of document.querySelectorAll('figure')) {
        const caption = cell.querySelector('figcaption')?.textContent ?? '';
        if (!/^(Form with errors|URL: warnings)/.test(caption)) cell.style.display = 'none';
      }
    });
    await page.locator('figure:visible').first().locator('..').screenshot({ path: join(docs, `theme-${theme}.png`) });
    await page.close();
  }
}

mkdirSync(docs, { recursive: true });
const args = process.argv.slice(2);
if (args[0] === 'modal') {
  const at = args.indexOf('--out');
  const out = resolve(root, at >= 0 ? args[at + 1] : 'docs/modal');
  const demo = await startDemo();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    await shootModal(browser, demo.url, out);
    console.log(`${out}/*.png written`);
  } finally {
    await browser.close();
    demo.stop();
  }
  process.exit(0);
}
const storybook = await serveDirectory(ensureStorybookBuild(root));
const demo = await startDemo();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  await shootDemo(browser, demo.url);
  await shootModal(browser, demo.url, join(docs, 'modal'));
  await shootStates(browser, storybook);
  console.log('docs/*.png written');
} finally {
  await browser.close();
  demo.stop();
  await storybook.close();
}
