/**
 * The folded bar (a bottom sheet on a phone), in Chromium at 390 and 1280 px, on the chat-like
 * page of test/browser/pages/trapped.tsx: which server asks shows in full, never cut (spec:
 * the client shows which server is requesting); the end of the page can still be scrolled into
 * view above the bar; the notice of how the request ended says only what is true where it is.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, useChromiumPages } from './harness';
import { PHONE_AND_DESKTOP, reachable } from './page-checks';

/** Every piece of the badge shows whole: nothing cut by overflow or an ellipsis, inside the viewport. */
const shownWhole = (badge: Locator) =>
  badge.evaluate((element) => {
    const cut: string[] = [];
    for (const node of [element, ...element.querySelectorAll('*')] as HTMLElement[]) {
      const style = getComputedStyle(node);
      if (node.scrollWidth > node.clientWidth + 1 && style.overflowX !== 'visible') cut.push(`${node.className}: overflow`);
      if (style.textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1) cut.push(`${node.className}: ellipsis`);
      if (style.display === 'none' || style.visibility === 'hidden') cut.push(`${node.className}: hidden`);
      const box = node.getBoundingClientRect();
      if (box.right > innerWidth + 1 || box.left < -1) cut.push(`${node.className}: off screen`);
    }
    return cut;
  });

describe('the folded bar, in Chromium', () => {
  const pages = useChromiumPages();

  async function fold(page: Page) {
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Minimise' }).click();
    await page.getByRole('button', { name: 'Show the question' }).waitFor();
    return dialog;
  }

  for (const viewport of PHONE_AND_DESKTOP) {
    it(`at ${viewport.width} px: a long server name, its host and the name it gives itself show in full in the bar`, async () => {
      const page = await pages.browser.newPage({ viewport });
      const errors = collectErrors(page);
      await page.goto(pages.server.url('/trapped.html?server=long'));
      const dialog = await fold(page);
      const badge = dialog.locator('.mcpe-ServerBadge');
      expect(await badge.innerText()).toMatch(/Northwind Traders Quarterly Reporting Server.*reporting\.eu-west\.northwind-traders\.example\.com.*Northwind Reports \(official\)/s);
      expect(await shownWhole(badge)).toEqual([]);
      // Nothing drawn over it: the button that opens the question again sits beside or below it.
      const toggle = (await page.getByRole('button', { name: 'Show the question' }).boundingBox())!;
      const box = (await badge.boundingBox())!;
      const overlaps = box.x < toggle.x + toggle.width && toggle.x < box.x + box.width && box.y < toggle.y + toggle.height && toggle.y < box.y + box.height;
      expect(overlaps).toBe(false);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: the end of the page scrolls into view above the bar`, async () => {
      const page = await pages.browser.newPage({ viewport });
      const errors = collectErrors(page);
      await page.goto(pages.server.url('/trapped.html?server=long'));
      await fold(page);
      const last = page.getByRole('button', { name: 'Reply' });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // Scrolled to the end, the page's last line sits wholly above the bar, wherever the bar is across.
      const barTop = (await page.getByRole('dialog').boundingBox())!.y;
      const end = (await last.boundingBox())!;
      expect(end.y + end.height).toBeLessThanOrEqual(barTop);
      expect(await reachable(last)).toBe(true);
      // Opened again, the page's padding goes with the bar.
      await page.getByRole('button', { name: 'Show the question' }).click();
      // Cancelled with typing in it, it stays to be copied until dismissed.
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Dismiss' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).paddingBlockEnd)).toBe('0px');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: stopped while folded, the bar says what happened and nothing about "below"`, async () => {
      const page = await pages.browser.newPage({ viewport });
      const errors = collectErrors(page);
      await page.goto(pages.server.url('/trapped.html'));
      const dialog = await fold(page);
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      const notice = dialog.locator('.mcpe-ElicitationHost-expired');
      await notice.getByRole('button', { name: 'Copy answers' }).waitFor();
      expect(await notice.innerText()).not.toMatch(/below/i);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
