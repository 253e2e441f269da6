/**
 * The packed library in consumer apps built in production mode by each pipeline a React host
 * uses (smoke/consumers/build.mjs, run by scripts/test.mjs): rendered in Chromium in both
 * system preferences, with data-theme absent, light and dark, the theme must come out right
 * (test/smoke/theme-probe.ts). Development builds leave the CSS as written; production ones
 * minify and lower it for their browser targets, which is where the palette once broke.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, launchChromium, serveDirectory, type PageServer } from '../browser/harness';
import { THEME_CASES, applyThemeCase, themeProblems } from './theme-probe';

const dist = resolve(import.meta.dirname, '../../smoke/consumers/dist');
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

  it.each(APPS)('%s (%s): opaque surfaces, readable text and a focus ring in every theme case', async (app) => {
    const { page, errors } = await open(app);
    const problems: string[] = [];
    for (const themeCase of THEME_CASES) {
      await applyThemeCase(page, themeCase);
      const label = `system ${themeCase.system}, data-theme ${themeCase.dataTheme ?? 'absent'}`;
      problems.push(...(await themeProblems(page, themeCase.expected)).map((problem) => `${label}: ${problem}`));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
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
