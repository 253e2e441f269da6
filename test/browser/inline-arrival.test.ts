/**
 * An inline question that arrives while the person types elsewhere, in Chromium at 390 and
 * 1280 px (test/browser/pages/trapped.tsx with `?inline`): it is announced, never takes focus,
 * and Tab from the field being typed in goes where it always goes (the next control), not into
 * the question; from the button that asked, one Tab still reaches it (use-focus-arrivals.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, useChromiumPages } from './harness';

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') ?? (active instanceof HTMLInputElement ? active.labels?.[0]?.textContent?.trim() : undefined) ?? active?.textContent ?? null;
  });

describe('an inline question arriving, in Chromium', () => {
  const pages = useChromiumPages();

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`at ${viewport.width} px: while the person types in a field, focus stays there and Tab goes on to the next control`, async () => {
      const page = await pages.browser.newPage({ viewport });
      const errors = collectErrors(page);
      await page.goto(pages.server.url('/trapped.html?inline'));
      await page.getByRole('button', { name: 'Ask in 1 s' }).click();
      const message = page.getByRole('textbox', { name: 'Message' });
      await message.click();
      await page.keyboard.type('Half a sentence');
      await page.getByRole('textbox', { name: 'Email' }).waitFor();
      await page.keyboard.type(' and more');
      expect(await message.inputValue()).toBe('Half a sentence and more');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Reply');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
