import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchChromium, startPageServer, type PageServer } from './harness';

interface Row {
  name: string;
  expected: { codes: string[]; canOpen: boolean };
  actual: { codes: string[]; canOpen: boolean };
}

describe('analyzeUrl on Chromium’s URL parser', () => {
  let browser: Browser;
  let server: PageServer;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startPageServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('gives the same verdicts as under Node for every adversarial, IDN and ordinary URL', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(server.url('/url-analysis.html'));
    const rows = (await page.waitForFunction(() => (window as unknown as { analysisResults?: unknown }).analysisResults)
      .then((handle) => handle.jsonValue())) as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(100);
    const mismatches = rows.filter((row) => JSON.stringify(row.expected) !== JSON.stringify(row.actual));
    expect(mismatches).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
