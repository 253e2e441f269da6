/**
 * What a request that ended unsent says, in Chromium at 390 and 1280 px, on the chat-like page
 * of test/browser/pages/trapped.tsx: only what really happened. A deadline: the person's
 * answers did not go, and the store answered `cancel` to the caller (so the server was told);
 * the host's Stop: the answers did not go, and nothing was answered for them; a round where
 * one question expired and the other was sent says which went.
 */
import { describe, expect, it } from 'vitest';
import { useChromiumPages } from './harness';
import { PHONE_AND_DESKTOP, pageResults, openTrappedPage } from './page-checks';

describe('what a request that ended unsent says, in Chromium', () => {
  const pages = useChromiumPages();

  const open = (viewport: { width: number; height: number }, query = '') => openTrappedPage(pages, viewport, query);

  for (const viewport of PHONE_AND_DESKTOP) {
    it(`at ${viewport.width} px: its deadline passed: the answers were not sent, the server was told it was cancelled (the caller got cancel)`, async () => {
      const { page, errors, dialog } = await open(viewport);
      await page.getByRole('button', { name: 'Ask (expires)' }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await dialog.getByText('Expired — your answers were not sent; the server was told the request was cancelled.').waitFor();
      expect(await pageResults(page)).toEqual([{ key: 'report', result: { action: 'cancel' } }]);
      expect(await dialog.innerText()).not.toMatch(/nothing was sent/i);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: the host's Stop: the answers were not sent, and it claims nothing about the server`, async () => {
      const { page, errors, dialog } = await open(viewport);
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await dialog.getByRole('button', { name: 'Minimise' }).click();
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await dialog.getByText('Stopped — your answers were not sent.').waitFor();
      expect(await dialog.innerText()).not.toMatch(/told|nothing was sent/i);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: a round whose first question expired and whose second was sent says which went`, async () => {
      const { page, errors, dialog } = await open(viewport, '?keep');
      await page.getByRole('button', { name: 'Two questions, one expires' }).click();
      await dialog.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await dialog.getByRole('textbox', { name: 'Format' }).fill('PDF');
      await dialog.getByText('Expired — your answers were not sent; the server was told the request was cancelled.').waitFor();
      await dialog.getByRole('button', { name: 'Send all' }).click();
      await expect.poll(() => pageResults(page)).toContainEqual({ key: 'format', result: { action: 'accept', content: { format: 'PDF' } } });
      await dialog.getByText('1 of 2 sent · 1 not sent').waitFor();
      expect(await dialog.innerText()).not.toMatch(/2 of 2 sent|nothing was sent/i);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
