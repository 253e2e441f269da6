import { describe, expect, it } from 'vitest';
import { collectErrors, useChromiumPages } from './harness';

describe('ServerBadge in Chromium', () => {
  const pages = useChromiumPages();

  it('renders a hostile self-reported title as inert text', async () => {
    const page = await pages.browser.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(() => {
      (window as unknown as { pwned: boolean }).pwned = false;
    });
    const title = '<img src=x onerror="window.pwned=true">';
    await page.goto(pages.server.url(`/server-badge.html?title=${encodeURIComponent(title)}`));
    await page.getByText('Test server', { exact: true }).waitFor();
    await expect(page.getByText(title, { exact: false }).count()).resolves.toBe(1);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });
});
