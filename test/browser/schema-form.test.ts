import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startPageServer, type PageServer } from './harness';

/** The page's own scripts only: no 'unsafe-eval', as in a browser extension or a strict app. */
const STRICT_CSP = { 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'" };

async function fillAndSubmit(page: Page) {
  await page.getByRole('textbox', { name: /name/ }).fill('Monalisa Octocat');
  await page.getByRole('textbox', { name: /email/ }).fill('octocat');
  await page.getByRole('textbox', { name: /age/ }).fill('17');
  await page.getByRole('button', { name: 'Submit' }).click();
  // The submit itself ran (not just the blur of the age field): its summary is announced.
  await page.getByText('2 answers need attention.').waitFor();
  await page.getByText('Enter a valid email address, like name@example.com.').waitFor();
  await page.getByText('Enter 18 or more.').waitFor();
  expect(await page.evaluate(() => window.submitted.length)).toBe(0);
  await page.getByRole('textbox', { name: /email/ }).fill('octocat@github.com');
  await page.getByRole('textbox', { name: /age/ }).fill('30');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForFunction(() => window.submitted.length === 1);
  return page.evaluate(() => window.submitted[0]);
}

describe('SchemaForm in Chromium', () => {
  let browser: Browser;
  let strict: PageServer;
  let open: PageServer;
  beforeAll(async () => {
    [browser, strict, open] = await Promise.all([launchChromium(), startPageServer(STRICT_CSP), startPageServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await strict?.close();
    await open?.close();
  });

  it('under a CSP without unsafe-eval, validates with the eval-free engine and never loads ajv', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(strict.url('/schema-form.html'));
    expect(await page.evaluate(() => window.evalAllowed)).toBe(false);
    expect(await fillAndSubmit(page)).toEqual({ name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
    expect(scripts.filter((url) => /ajv/i.test(url))).toEqual([]);
    expect(scripts.some((url) => /eval-free/.test(url))).toBe(true);
    // Only the one guarded probe ever tried to evaluate code.
    expect(await page.evaluate(() => window.cspViolations.filter((d) => d.startsWith('script-src')).length)).toBeLessThanOrEqual(1);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('where eval is allowed, uses ajv and never loads the eval-free engine', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(open.url('/schema-form.html'));
    expect(await page.evaluate(() => window.evalAllowed)).toBe(true);
    expect(await fillAndSubmit(page)).toEqual({ name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
    expect(scripts.some((url) => /ajv/i.test(url))).toBe(true);
    expect(scripts.filter((url) => /eval-free/.test(url))).toEqual([]);
    await page.close();
  });
});
