import { describe, expect, it } from 'vitest';
import { collectErrors, useChromiumPages } from './harness';

interface Row {
  name: string;
  expected: { codes: string[]; canOpen: boolean };
  actual: { codes: string[]; canOpen: boolean };
}

describe('analyzeUrl on Chromium’s URL parser', () => {
  const pages = useChromiumPages();

  it('gives the same verdicts as under Node for every adversarial, IDN and ordinary URL', async () => {
    const page = await pages.browser.newPage();
    const errors = collectErrors(page);
    await page.goto(pages.server.url('/url-analysis.html'));
    const rows = (await page.waitForFunction(() => (window as unknown as { analysisResults?: unknown }).analysisResults)
      .then((handle) => handle.jsonValue())) as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(100);
    const mismatches = rows.filter((row) => JSON.stringify(row.expected) !== JSON.stringify(row.actual));
    expect(mismatches).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
