import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchChromium, startPageServer, type PageServer } from './harness';

/** The page's own scripts only: no 'unsafe-eval', as in a browser extension or a strict app. */
const STRICT_CSP = { 'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:" };

type Outcome = { fixture: string; shown: string; content?: unknown; summary?: string; errors?: string[] };

/**
 * Every fixture form of test/fixtures submitted twice: untouched (defaults), then with
 * "x" typed into every text-like input. Returns what each form did, plus the page's errors.
 */
async function submitEveryFixture(page: Page, url: string): Promise<{ outcomes: Outcome[][]; errors: string[] }> {
  const errors = collectErrors(page);
  await page.goto(url);
  await page.locator('[data-fixture]').first().waitFor();
  const untouched = await page.evaluate(() => window.submitAll());
  for (const input of await page.locator('[data-fixture] input.mcpe-Field-input:is([type="text"], [type="email"], [type="url"])').all()) {
    await input.fill('x');
  }
  const typed = await page.evaluate(() => window.submitAll());
  return { outcomes: [untouched, typed], errors };
}

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

  it('default configuration under a strict CSP: validates (a bad email rejected, a good answer sent) with zero CSP violation reports and no console error', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    const errors = collectErrors(page);
    await page.goto(strict.url('/schema-form.html'));
    expect(await fillAndSubmit(page)).toEqual({ name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
    expect(scripts.filter((url) => /ajv/i.test(url))).toEqual([]);
    expect(scripts.some((url) => /eval-free/.test(url))).toBe(true);
    // The page records every `securitypolicyviolation` event from its first script on.
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('where eval is allowed, the default is still the eval-free engine: ajv is never loaded', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(open.url('/schema-form.html'));
    expect(await fillAndSubmit(page)).toEqual({ name: 'Monalisa Octocat', email: 'octocat@github.com', age: 30 });
    expect(scripts.filter((url) => /ajv/i.test(url))).toEqual([]);
    expect(scripts.some((url) => /eval-free/.test(url))).toBe(true);
    await page.close();
  });

  it('under a CSP without unsafe-eval, renders and validates every fixture form exactly as ajv does, with no errors', async () => {
    const fixturesPage = (server: PageServer, query = '') => server.url(`/fixtures.html${query}`);
    const reference = await browser.newPage();
    // The oracle: ajv (opt-in), where eval is allowed.
    const ajvRun = await submitEveryFixture(reference, fixturesPage(open, '?validator=ajv'));
    // The eval-free engine passed explicitly, and the default (which is that engine).
    const explicitPage = await browser.newPage();
    const explicit = await submitEveryFixture(explicitPage, fixturesPage(strict, '?validator=eval-free'));
    expect(await explicitPage.evaluate(() => window.cspViolations)).toEqual([]);
    const defaultPage = await browser.newPage();
    const chosen = await submitEveryFixture(defaultPage, fixturesPage(strict));
    expect(await defaultPage.evaluate(() => window.cspViolations)).toEqual([]);

    const names = await reference.evaluate(() => window.fixtureNames);
    expect(names.length).toBeGreaterThan(25);
    for (const [untouched] of [ajvRun.outcomes, explicit.outcomes, chosen.outcomes]) expect(untouched!.map((o) => o.fixture)).toEqual(names);
    expect(explicit.outcomes).toEqual(ajvRun.outcomes);
    expect(chosen.outcomes).toEqual(ajvRun.outcomes);
    // Spot checks that the outcomes are the right ones, not just the same ones.
    const [untouched, typed] = explicit.outcomes as [Outcome[], Outcome[]];
    const find = (list: Outcome[], name: string) => list.find((o) => o.fixture === name)!;
    expect(find(untouched, 'sep1034Defaults').content).toEqual({ name: 'John Doe', age: 30, score: 95.5, status: 'active', verified: true });
    expect(find(untouched, 'specStructured').content).toBeUndefined();
    expect(find(untouched, 'specStructured').summary).toBe('2 answers need attention. Check name and email.');
    expect(find(typed, 'specStructured').errors).toEqual(['Enter a valid email address, like name@example.com.', 'Enter a number, like 42 or 3.5.']);
    expect(find(untouched, 'badSchemas.refEnum').shown).toBe('unsupported');
    expect(untouched.filter((o) => o.content !== undefined).length).toBeGreaterThan(8);
    // Zero EvalErrors, zero console errors, zero page errors.
    expect(explicit.errors).toEqual([]);
    expect(ajvRun.errors).toEqual([]);
    expect(chosen.errors).toEqual([]);
    await Promise.all([reference.close(), explicitPage.close(), defaultPage.close()]);
  });
});
