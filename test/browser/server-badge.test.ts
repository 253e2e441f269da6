import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchChromium, startPageServer, type PageServer } from './harness';

describe('ServerBadge in Chromium', () => {
  let browser: Browser;
  let server: PageServer;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startPageServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders a hostile self-reported title as inert text', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { pwned: boolean }).pwned = false;
    });
    const title = '<img src=x onerror="window.pwned=true">';
    await page.goto(server.url(`/server-badge.html?title=${encodeURIComponent(title)}`));
    await page.getByText('Test server', { exact: true }).waitFor();
    await expect(page.getByText(title, { exact: false }).count()).resolves.toBe(1);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
