import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, useChromiumPages } from './harness';

/**
 * The modal and inline frames in Chromium (test/browser/pages/modal.tsx): a mouse Submit
 * brings the first problem into view in every presentation.
 */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('modal and inline frames in Chromium', () => {
  const pages = useChromiumPages();

  async function open(scenario: string, viewport = { width: 900, height: 640 }) {
    const page = await pages.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.goto(pages.server.url(`/modal.html?case=${scenario}`));
    if (scenario !== 'host') await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('textbox', { name: 'Field 24' }).waitFor();
    return { page, errors };
  }

  /** Where the focused element is: its name, and whether its middle is what shows there (not scrolled away, not under a pinned part). */
  const focusedAndShown = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = focused.id ? document.querySelector(`label[for="${focused.id}"]`)?.textContent : null;
      return { label: label?.replace(/\s*\(required\)/, '') ?? focused.tagName, shown: !!hit && (hit === focused || focused.contains(hit)) };
    });

  describe('a mouse Submit after wheel-scrolling to the end shows the first problem and counts them', () => {
    for (const [scenario, submit] of [
      ['host', 'Submit'],
      ['outlet', 'Submit'],
      ['inline', 'Submit'],
      ['round', 'Send all'],
    ] as const) {
      it(scenario, async () => {
        const { page, errors } = await open(scenario);
        // The user was in Field 1 (a modal also puts focus there on open), then used the wheel.
        await page.getByRole('textbox', { name: /^Field 1( \(|$)/ }).click();
        // The wheel over the form: the modal scrolls inside itself, inline the page scrolls.
        const field = page.getByRole('textbox', { name: 'Field 10' });
        const box = (await field.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, 600));
        for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 400);
        await settle(page);
        const button = page.getByRole('button', { name: submit, exact: true });
        await expect.poll(() => button.evaluate((b) => b.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
        expect((await focusedAndShown(page)).shown).toBe(false); // Field 1 is out of sight
        await button.click();
        await expect.poll(() => focusedAndShown(page)).toEqual({ label: 'Field 1', shown: true });
        await expect(page.getByRole('status').filter({ hasText: '2 answers need attention.' }).first().textContent()).resolves.toBeTruthy();
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  });
});
