import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, useChromiumPages } from './harness';

const NAME = 'Northwind Traders Procurement Gateway';
const TITLE = 'Northwind Traders — Supplier Onboarding and Purchase Order Assistant';
const CASES = ['host-inline', 'host-dialog', 'outlet-single', 'outlet-round', 'outlet-round-inline', 'url-dialog', 'url-inline'];
const WIDTHS = [320, 390, 430];

/**
 * Where a part of the server line is not wholly seen: its text clipped by itself or by a
 * scrolling or clipping ancestor (an ellipsis is that), off the viewport, or under another
 * element (the close button). Each line box of the text is probed at its centre and ends.
 */
async function hiddenParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const part of document.querySelectorAll<HTMLElement>('.mcpe-ServerBadge-name, .mcpe-ServerBadge-title')) {
      if (!part.getClientRects().length) continue; // not rendered (display: none)
      part.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const label = `${part.className} "${part.textContent}"`;
      if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') problems.push(`${label}: cut (${part.scrollWidth} > ${part.clientWidth} px)`);
      let clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
      for (let node: HTMLElement | null = part; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const box = node.getBoundingClientRect();
        clip = { left: Math.max(clip.left, box.left), top: Math.max(clip.top, box.top), right: Math.min(clip.right, box.right), bottom: Math.min(clip.bottom, box.bottom) };
      }
      const range = document.createRange();
      range.selectNodeContents(part);
      for (const line of [...range.getClientRects()].filter((rect) => rect.width > 0)) {
        if (line.left < clip.left - 1 || line.right > clip.right + 1 || line.top < clip.top - 1 || line.bottom > clip.bottom + 1) {
          problems.push(`${label}: a line at ${Math.round(line.left)}–${Math.round(line.right)} × ${Math.round(line.top)}–${Math.round(line.bottom)} leaves its clip ${JSON.stringify(clip)}`);
          continue;
        }
        const y = line.top + line.height / 2;
        for (const x of [line.left + 2, (line.left + line.right) / 2, line.right - 2]) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !part.contains(hit)) problems.push(`${label}: covered at ${Math.round(x)},${Math.round(y)} by ${hit?.className || hit?.tagName}`);
        }
      }
    }
    return problems;
  });
}

describe('which server asks, on a phone', () => {
  const pages = useChromiumPages();

  it.each(WIDTHS.flatMap((width) => CASES.map((scenario) => [width, scenario] as const)))(
    'at %i px, %s: the verified name and the self-reported title are shown whole (wrapped, never cut)',
    async (width, scenario) => {
      const page = await pages.browser.newPage({ viewport: { width, height: 700 } });
      const errors = collectErrors(page);
      await page.goto(pages.server.url(`/narrow.html?case=${scenario}`));
      await page.locator('.mcpe-ServerBadge').first().waitFor();
      if (scenario.startsWith('url')) await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
      else await page.locator('.mcpe-Field-input').first().waitFor();
      const badges = await page.locator('.mcpe-ServerBadge').allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const text of badges) {
        expect(text).toContain(NAME);
        expect(text).toContain(TITLE);
      }
      expect(await hiddenParts(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await page.close();
    },
  );
});
