/**
 * Never trapped, in Chromium at 390 and 1280 px (test/browser/pages/trapped.tsx: a
 * conversation, the host's own Stop at the top, the questions as a modal). The modal folds
 * to a bar (a bottom sheet on a phone): the page is usable again, the question opens again
 * with what was typed, focus goes to the bar and back to the form. The host's Stop ends the
 * question at once and the view says it was stopped, not "Expired". A URL request its call
 * follows waits honestly: I've finished, "still waiting" kept in view, Stop waiting = cancel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChromiumPages } from './harness';
import { PHONE_AND_DESKTOP, pageResults, reachable, openTrappedPage } from './page-checks';

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent?.trim() : undefined;
    return active?.getAttribute('aria-label') ?? label ?? active?.textContent ?? null;
  });

describe('never trapped by a question, in Chromium', () => {
  const pages = useChromiumPages();

  const open = (viewport: { width: number; height: number }, query = '') => openTrappedPage(pages, viewport, query);

  for (const viewport of PHONE_AND_DESKTOP) {
    it(`at ${viewport.width} px: folded to a bar the page is usable and the conversation shows; opened again with the draft; the host's Stop says stopped at once`, async () => {
      const { page, errors, dialog } = await open(viewport);
      const stop = page.getByRole('button', { name: 'Stop', exact: true });
      await page.getByRole('button', { name: 'Ask', exact: true }).click();
      const email = dialog.getByRole('textbox', { name: 'Email' });
      await email.fill('ada@example.com');
      // The modal covers the page: its Stop cannot be reached.
      expect(await reachable(stop)).toBe(false);

      await dialog.getByRole('button', { name: 'Minimise' }).click();
      const show = page.getByRole('button', { name: 'Show the question' });
      await expect.poll(() => focusedName(page)).toBe('Show the question');
      expect(await show.getAttribute('aria-expanded')).toBe('false');
      expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(false);
      // The bar says who asks, at the bottom, and leaves the conversation in view.
      expect(await dialog.innerText()).toContain('Chat server');
      expect(await email.isVisible()).toBe(false);
      const bar = (await dialog.boundingBox())!;
      expect(bar.height).toBeLessThan(viewport.height / 4);
      expect(viewport.height - (bar.y + bar.height)).toBeLessThanOrEqual(viewport.width < 600 ? 1 : 48);
      if (viewport.width < 600) expect(bar.width).toBeGreaterThanOrEqual(viewport.width - 1);
      expect(await reachable(page.getByText('Message 1:'))).toBe(true);
      expect(await reachable(stop)).toBe(true);

      // Open again: the modal, focus in its first field, what was typed still there.
      await show.click();
      expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
      await expect.poll(() => focusedName(page)).toMatch(/^Email/);
      expect(await email.inputValue()).toBe('ada@example.com');

      // Folded again, the host's own Stop: the question ends at once, and says so in the bar.
      await dialog.getByRole('button', { name: 'Minimise' }).click();
      await stop.click();
      const said = dialog.getByText('Stopped — your answers were not sent.');
      await said.waitFor({ timeout: 1_000 });
      expect(await said.isVisible()).toBe(true);
      expect(await dialog.innerText()).not.toMatch(/Expired/);
      expect(await pageResults(page)).toEqual([{ key: 'report', result: { action: 'cancel' } }]);
      // Opened, the answers are still there to read; Dismiss closes it.
      await show.click();
      expect(await email.inputValue()).toBe('ada@example.com');
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`at ${viewport.width} px: a round folds too, its header in the bar`, async () => {
      const { page, errors, dialog } = await open(viewport);
      await page.getByRole('button', { name: 'Ask round' }).click();
      await dialog.getByRole('textbox', { name: 'Format' }).fill('PDF');
      await dialog.getByRole('button', { name: 'Minimise' }).click();
      expect(await dialog.getByRole('textbox', { name: 'Format' }).isVisible()).toBe(false);
      expect(await dialog.innerText()).toContain('2 questions');
      expect(await reachable(page.getByRole('button', { name: 'Stop', exact: true }))).toBe(true);
      await page.getByRole('button', { name: 'Show the question' }).click();
      expect(await dialog.getByRole('textbox', { name: 'Format' }).inputValue()).toBe('PDF');
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  for (const viewport of PHONE_AND_DESKTOP) {
    for (const close of ['Escape', 'Close'] as const) {
      it(`at ${viewport.width} px: folded and opened again, then closed (${close}), focus goes back to the button that asked, as when never folded`, async () => {
        const { page, errors, dialog } = await open(viewport);
        const ask = page.getByRole('button', { name: 'Ask', exact: true });
        await ask.click();
        await dialog.getByRole('button', { name: 'Minimise' }).click();
        await page.getByRole('button', { name: 'Show the question' }).click();
        await expect.poll(() => focusedName(page)).toMatch(/^Email/);
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ask');
        // Twice, by keyboard too: Escape with typing folds, Show the question opens, the typing
        // is cleared, Escape then cancels: focus back on Ask again.
        await ask.press('Enter');
        await dialog.getByRole('textbox', { name: 'Email' }).fill('typed');
        await page.keyboard.press('Escape');
        await expect.poll(() => focusedName(page)).toBe('Show the question');
        await page.keyboard.press('Enter');
        await dialog.getByRole('textbox', { name: 'Email' }).fill('');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ask');
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it('by keyboard: Tab from Submit reaches Minimise before Close; Enter folds (focus stays on the toggle), Enter opens again (focus in the form)', async () => {
    const { page, dialog } = await open({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('typed');
    await dialog.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('Minimise');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('Show the question');
    // Not modal any more: Tab leaves it for the page (here, wrapping to its first control).
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toMatch(/^Email/);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedName(page)).toBe('Close');
    await page.close();
  });

  it('in Chinese: the toggle and the bar speak Chinese', async () => {
    const { page, dialog } = await open({ width: 390, height: 844 }, '?lang=zh');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await dialog.getByRole('button', { name: '最小化' }).click();
    await page.getByRole('button', { name: '显示问题' }).waitFor();
    await page.close();
  });

  describe('a URL request after Open', () => {
    async function openUrl(which: 'Ask URL' | 'Ask URL (unfollowed)') {
      const { page, errors, dialog } = await open({ width: 1280, height: 800 });
      await page.getByRole('button', { name: which, exact: true }).click();
      const [popup] = await Promise.all([page.waitForEvent('popup'), dialog.getByRole('button', { name: 'Open', exact: true }).click()]);
      await popup.close();
      await dialog.getByRole('heading', { name: /Waiting for you to finish on .*example\.org/ }).waitFor();
      return { page, errors, dialog };
    }

    it('followed by its call: I’ve finished asks again; "still waiting" keeps the view and says so; Stop waiting is cancel', async () => {
      const { page, errors, dialog } = await openUrl('Ask URL');
      await expect.poll(() => pageResults(page)).toEqual(expect.arrayContaining([{ key: 'connect', result: { action: 'accept' } }, { waiting: 'opened' }]));
      await dialog.getByRole('button', { name: 'I’ve finished' }).click();
      await expect.poll(() => pageResults(page)).toContainEqual({ waiting: 'finished' });
      // The server answers "still waiting": folded, the page's control says it; the view stays, asking nothing new.
      await dialog.getByRole('button', { name: 'Minimise' }).click();
      await page.getByRole('button', { name: 'Server: still waiting' }).click();
      await page.getByRole('button', { name: 'Show the question' }).click();
      await dialog.getByText('Not finished there yet. This app checks again by itself.').waitFor();
      await dialog.getByRole('heading', { name: /Waiting for you to finish/ }).waitFor();
      expect(await dialog.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Stop waiting' }).click();
      await expect.poll(() => pageResults(page)).toContainEqual({ waiting: 'cancel' });
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await page.close();
    });

    it('nobody follows it: no I’ve finished (it would ask nobody), Open again instead', async () => {
      const { page, dialog } = await openUrl('Ask URL (unfollowed)');
      expect(await dialog.getByRole('button', { name: 'I’ve finished' }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Open again' }).count()).toBe(1);
      await page.close();
    });
  });
});
