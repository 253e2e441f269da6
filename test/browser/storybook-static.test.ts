/**
 * The built Storybook (storybook-static, as `npm run build-storybook` makes it) opened the
 * way a person opens it: the manager page over HTTP, first load of a story or docs page in a
 * fresh browser context. No page errors, no console errors or warnings, no failed request
 * (a clean console), on every docs page (the guides of docs/guides and each component's
 * Docs), the tokens' sans-serif font in the stories, and a props table on each component's
 * Docs page.
 *
 * The dev server (`npm run storybook`) has one more failure of its own on a loaded machine:
 * the manager's UniversalStore followers gave up after 1 s waiting for the server's state
 * (docs/guides/development.md); test/storybook/follower-sync.test.ts covers that.
 */
import { chromium, type Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../scripts/lib/serve-static.mjs';
import { ensureStorybookBuild } from '../../scripts/lib/storybook-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { GUIDES, docsId } from '../../.storybook/guides';

const root = resolve(import.meta.dirname, '../..');
let browser: Browser;
let server: Awaited<ReturnType<typeof serveDirectory>>;

beforeAll(async () => {
  // scripts/test.mjs builds Storybook before this tier; run alone, this rebuilds a stale build.
  server = await serveDirectory(ensureStorybookBuild(root));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * First load of `url` in a fresh context: the manager (`/?path=…`, preview in its iframe) or
 * the preview alone (`/iframe.html?…`). Resolves with the preview and every error seen.
 */
async function firstLoad(url: string, ready: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`console.${message.type()}: ${message.text()}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  context.on('requestfailed', (request) => {
    errors.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  await page.goto(server.url(url));
  const frame = url.startsWith('/?') ? page.frameLocator('#storybook-preview-iframe') : page;
  await frame.locator(ready).first().waitFor({ timeout: 60_000 });
  // Storybook's UniversalStore followers give up after 1 s: wait past that before judging.
  await page.waitForTimeout(1_500);
  return { frame, errors, close: () => context.close() };
}

describe('storybook-static, first load', () => {
  // The whole UI (manager, addons' panels, preview): where the page errors showed.
  it.each([
    ['/?path=/story/review-states--states', '.mcpe-SchemaForm'],
    ['/?path=/story/components-urlconsentdialog--ordinary', '.mcpe-UrlConsent'],
    ['/?path=/docs/components-schemaform--docs', '.docblock-argstable'],
  ])('%s: no page or console errors', async (url, ready) => {
    const { errors, close } = await firstLoad(url, ready);
    await close();
    expect(errors).toEqual([]);
  });

  // Every docs page the sidebar lists (the guides, each component's Docs), as a reader opens
  // it: in the manager, on first load.
  const docsPages = Object.values(
    JSON.parse(readFileSync(resolve(ensureStorybookBuild(root), 'index.json'), 'utf8')).entries as Record<string, { id: string; type: string }>,
  )
    .filter((entry) => entry.type === 'docs')
    .map((entry) => entry.id);

  it('lists every guide of docs/guides as a docs page', () => {
    expect(docsPages).toEqual(expect.arrayContaining(Object.values(GUIDES).map(docsId)));
  });

  it.each(docsPages)('docs page %s: no page error, console error or warning, or failed request on first load', async (id) => {
    const { frame, errors, close } = await firstLoad(`/?path=/docs/${id}`, '.sbdocs-content');
    const text = await frame.locator('.sbdocs-content').first().innerText();
    await close();
    expect(errors).toEqual([]);
    expect(text.length).toBeGreaterThan(100);
  });

  it('stories use the tokens\' sans-serif font, not the browser default serif', async () => {
    const { frame, close } = await firstLoad('/iframe.html?id=components-schemaform--all-kinds&viewMode=story', '.mcpe-SchemaForm');
    const font = await frame.locator('.mcpe-SchemaForm').first().evaluate((element) => getComputedStyle(element).fontFamily);
    await close();
    expect(font).toMatch(/sans-serif/);
  });

  // Each component's Docs page, rendered by the preview alone (the manager adds nothing here).
  it.each([
    ['components-schemaform', 'schema'],
    ['components-urlconsentdialog', 'url'],
    ['host-elicitationhost', 'request'],
    ['reference-elicitationoutlet', 'store'],
    ['reference-elicitationprovider', 'labels'],
    ['parts-serverbadge', 'server'],
  ])('%s Docs page: no errors, a props table listing "%s"', async (id, prop) => {
    const { frame, errors, close } = await firstLoad(`/iframe.html?id=${id}--docs&viewMode=docs`, '.docblock-argstable');
    const names = await frame.locator('.docblock-argstable tbody tr td:first-child').allTextContents();
    await close();
    expect(errors).toEqual([]);
    expect(names.some((name) => name.trim().startsWith(prop))).toBe(true);
  });
});
