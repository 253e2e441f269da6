import { describe, expect, it } from 'vitest';
import { v2AdversarialUrls } from '../fixtures/urls';
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

  // What the user reads and what opens, through the dialog: the destination line names the
  // registrable domain in the form a browser shows, and window.open gets the parsed href.
  const withDestination = v2AdversarialUrls.filter((c) => c.destination && !c.serverUrl);
  it.each(withDestination)('UrlConsentDialog names and opens exactly the site: $name', async ({ url, destination }) => {
    const page = await pages.browser.newPage();
    const errors = collectErrors(page);
    // Record window.open instead of opening anything.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { openCalls: string[] }).openCalls = calls;
      window.open = (target?: string | URL) => (calls.push(String(target)), null);
    });
    await page.goto(pages.server.url(`/url-consent.html?url=${encodeURIComponent(url)}`));
    await page.getByRole('button', { name: 'Show request' }).click();
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    const line = await page.getByText('This opens a page on').textContent();
    expect(line?.replace(/\s+/g, ' ').trim()).toBe(`This opens a page on ${destination}`);
    await page.getByRole('button', { name: 'Open' }).click();
    const opened = await page.evaluate(() => (window as unknown as { openCalls: string[] }).openCalls);
    expect(opened).toEqual([await page.evaluate((raw) => new URL(raw).href, url)]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
