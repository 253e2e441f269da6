/**
 * Closing a question never silently throws away what the person typed, in Chromium at 390 and
 * 1280 px, on the chat-like page of test/browser/pages/trapped.tsx (the outlet as a modal):
 * - Escape on an untouched form cancels at once (`cancel` = dismissed, as the spec says);
 * - Escape on a form with typing in it folds it to the bar instead (reversible: Show the
 *   question opens it as it was), and answers nothing;
 * - the close control (×) on a form with typing in it cancels at once, and the question
 *   stays in view, locked, with the typing and Copy answers, until dismissed.
 */
import { describe, expect, it } from 'vitest';
import { collectErrors, useChromiumPages } from './harness';
import { PHONE_AND_DESKTOP, pageResults } from './page-checks';

describe('closing a filled question keeps the typing, in Chromium', () => {
  const pages = useChromiumPages();

  async function ask(viewport: { width: number; height: number }, button = 'Ask') {
    const page = await pages.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.goto(pages.server.url('/trapped.html'));
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^(Email|Format)/ }).first().waitFor();
    return { page, errors, dialog };
  }

  for (const viewport of PHONE_AND_DESKTOP) {
    it(`at ${viewport.width} px: Escape on an untouched form cancels at once`, async () => {
      const { page, errors, dialog } = await ask(viewport);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await pageResults(page)).toEqual([{ key: 'report', result: { action: 'cancel' } }]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: Escape on a form with typing folds it to the bar; nothing is answered; opened again as it was`, async () => {
      const { page, errors, dialog } = await ask(viewport);
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await email.fill('ada@example.com');
      await page.keyboard.press('Escape');
      const show = page.getByRole('button', { name: 'Show the question' });
      await show.waitFor();
      expect(await show.getAttribute('aria-expanded')).toBe('false');
      expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(false);
      await page.waitForTimeout(200);
      expect(await pageResults(page)).toEqual([]);
      await show.click();
      expect(await email.inputValue()).toBe('ada@example.com');
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: × on a form with typing cancels at once and keeps the typing in view with Copy answers until dismissed`, async () => {
      const { page, errors, dialog } = await ask(viewport);
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await email.fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => pageResults(page)).toEqual([{ key: 'report', result: { action: 'cancel' } }]);
      await dialog.getByRole('button', { name: 'Copy answers' }).waitFor();
      expect(await email.inputValue()).toBe('ada@example.com');
      expect(await email.isEditable()).toBe(false);
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: a round with typing folds on Escape too, and its × keeps the typed question`, async () => {
      const { page, errors, dialog } = await ask(viewport, 'Ask round');
      const format = dialog.getByRole('textbox', { name: 'Format' });
      await format.fill('PDF');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Show the question' }).click();
      expect(await pageResults(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => pageResults(page)).toHaveLength(2);
      expect(await format.inputValue()).toBe('PDF');
      await dialog.getByRole('button', { name: 'Copy answers' }).waitFor();
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
