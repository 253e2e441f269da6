/**
 * The packed library in consumer apps built in production mode by each pipeline a React host
 * uses (smoke/consumers/build.mjs, and the Next.js recipe's `next build`, both run by
 * scripts/test.mjs): rendered in Chromium in both
 * system preferences, with data-theme absent, light and dark, the theme must come out right
 * (test/smoke/theme-probe.ts). Development builds leave the CSS as written; production ones
 * minify and lower it for their browser targets, which is where the palette once broke.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchChromium, serveDirectory, type PageServer } from '../browser/harness';
import { THEME_CASES, applyThemeCase, themeProblems } from './theme-probe';

const dist = resolve(import.meta.dirname, '../../smoke/consumers/dist');
const nextRecipe = resolve(import.meta.dirname, '../../recipes/nextjs');
const APPS = [
  ['vite', 'Vite 8, Lightning CSS'],
  ['css-modules', 'a CSS-modules host (Vite 8)'],
  ['tailwind', 'Tailwind v4 (@tailwindcss/vite), the library in its components layer'],
  ['esbuild', 'esbuild'],
  ['postcss', 'PostCSS: postcss-import, postcss-preset-env, cssnano'],
] as const;

describe('consumer production builds in Chromium', () => {
  let browser: Browser;
  let server: PageServer;
  beforeAll(async () => {
    if (!existsSync(resolve(dist, 'vite/index.html'))) {
      throw new Error('The consumer apps are not built: `npm run build && npm pack --pack-destination .ci-out` then `node smoke/consumers/build.mjs .ci-out/<tarball>` (scripts/test.mjs does both).');
    }
    [browser, server] = await Promise.all([launchChromium(), serveDirectory(dist)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(app: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(server.url(`/${app}/`));
    await page.locator('dialog.mcpe-Dialog[open] .mcpe-Field-input').first().waitFor();
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    await page.keyboard.press('Tab'); // a keyboard user's focus: :focus-visible
    return { page, errors };
  }

  /** Every theme case on the open page; the problems, each prefixed with its case. */
  async function everyThemeCase(page: Page, { inline = true } = {}): Promise<string[]> {
    const problems: string[] = [];
    for (const themeCase of THEME_CASES) {
      await applyThemeCase(page, themeCase);
      const label = `system ${themeCase.system}, data-theme ${themeCase.dataTheme ?? 'absent'}`;
      problems.push(...(await themeProblems(page, themeCase.expected, { inline })).map((problem) => `${label}: ${problem}`));
    }
    return problems;
  }

  it.each(APPS)('%s (%s): opaque surfaces, readable text and a focus ring in every theme case', async (app) => {
    const { page, errors } = await open(app);
    expect(await everyThemeCase(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Next.js 16 (next build, the recipe): a request asked on the server through the relay, in every theme case, then answered', async () => {
    if (!existsSync(resolve(nextRecipe, '.next/BUILD_ID'))) throw new Error('The Next.js recipe is not built: scripts/test.mjs runs `next build` in recipes/nextjs.');
    const next = await startNext();
    try {
      const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
      await context.addCookies([{ name: 'session', value: 'alice', url: next.origin }]);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${next.origin}/`);
      await page.getByRole('heading', { name: 'Chat' }).waitFor();
      // The chat route starts the tool as a call of alice's session; the tool asks, the relay streams it here.
      await page.getByRole('button', { name: 'Book a table' }).click();
      const dialog = page.locator('dialog[open]', { hasText: 'Which table should I book?' });
      await dialog.getByRole('textbox', { name: /Name for the booking/ }).waitFor();
      await page.keyboard.press('Tab');
      expect(await everyThemeCase(page, { inline: false })).toEqual([]);
      await dialog.getByRole('textbox', { name: /Name for the booking/ }).fill('Ada');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      // The call's result reaches the page through the session's calls (store.calls).
      await page.getByRole('region', { name: 'Calls' }).getByText('Booked: {"name":"Ada","guests":2,"terrace":false}').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      next.stop();
    }
  });

  it('a CSS-modules host sets a token on its own (hashed) class, and it wins', async () => {
    const { page } = await open('css-modules');
    expect(await page.locator('dialog.mcpe-Dialog').evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('2px');
    await page.close();
  });

  it('Tailwind: its utilities apply and its preflight does not strip the library’s controls', async () => {
    const { page } = await open('tailwind');
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).paddingTop)).toBe('16px'); // p-4
    const button = page.locator('dialog .mcpe-Button[data-variant="primary"]');
    expect(await button.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
    expect(await button.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
    await page.close();
  });
});

/** `next start` on a free port, its origin allowed by the relay; resolves once it serves. */
async function startNext(): Promise<{ origin: string; stop: () => void }> {
  const port = await new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => done(free));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn('npx', ['--no-install', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: nextRecipe,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', APP_ORIGIN: origin },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 120; i += 1) {
    if (await fetch(origin).then((response) => response.ok, () => false)) return { origin, stop };
    await new Promise((done) => setTimeout(done, 500));
  }
  stop();
  throw new Error(`next start did not serve ${origin} within 60 s`);
}
