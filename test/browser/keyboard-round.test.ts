import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useChromiumPages } from './harness';
import { answers, focused, results, showRequest, tabTo } from './keyboard-harness';

/** Statuses of the round's questions, in order. */
const statuses = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('.mcpe-Round-item')].map((item) => item.getAttribute('data-status')));

/** What a sighted user reads in one question, without the bidi isolates around server text. */
const itemText = (page: Page, index: number) =>
  page.evaluate((i) => (document.querySelectorAll('.mcpe-Round-item')[i]?.textContent ?? '').replace(/[\u2066-\u2069]/g, ''), index);

/** The round's count, and whether it is inside the visible part of the modal (not scrolled away). */
const progress = (page: Page) =>
  page.evaluate(() => {
    const status = document.querySelector('.mcpe-Round-progress')!;
    const dialog = status.closest('dialog')!.getBoundingClientRect();
    const box = status.getBoundingClientRect();
    return { text: status.textContent, inView: box.top >= dialog.top && box.bottom <= dialog.bottom && box.bottom <= innerHeight };
  });

describe('a round of three requests, keyboard only', () => {
  const pages = useChromiumPages();

  it('answers each question with Enter or Decline, then sends them all with Enter on "Send all"', async () => {
    const { page, errors } = await showRequest(pages.browser, pages.server, 'case=round');
    await page.locator('dialog[open]').waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Login (required)', inDialog: true });

    // 1. The login form: type, Enter answers it; focus moves on to the next question.
    await page.keyboard.type('octocat');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Round-item[data-status="staged"]').length === 1);
    expect(await itemText(page, 0)).toContain('Your answer: Login: octocat');
    expect(await focused(page)).toMatchObject({ name: 'Name (required)', inDialog: true });

    // 2. The contact form: fill it, Enter from the last text field.
    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await tabTo(page, 'Single');
    await page.keyboard.press('Space');
    await tabTo(page, 'Email (required)', { shift: true });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Round-item[data-status="staged"]').length === 2);

    // 3. The URL request: Tab to its Decline (the Cancel before it would cancel it).
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    await tabTo(page, 'Decline');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Round-item[data-status="staged"]').length === 3);
    expect(await results(page)).toEqual([]); // nothing is sent before "Send all"

    // Focus is already on Send all, the one thing left to do.
    expect(await focused(page)).toMatchObject({ name: 'Send all', inDialog: true, outline: 'solid' });
    await page.keyboard.press('Enter');
    await answers(page, 3);
    const byKey = Object.fromEntries((await results(page)).map(({ key, result }) => [key, result]));
    expect(byKey).toEqual({
      login: { action: 'accept', content: { login: 'octocat' } },
      contact: { action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com', room: 'single' } },
      connect: { action: 'decline' },
    });
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Escape closes the whole untouched round: every request is cancelled', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=round');
    await page.locator('dialog[open]').waitFor();
    // Untouched: with typing in it, Escape folds the round instead (dirty-dismissal.test.ts).
    await page.keyboard.press('Escape');
    await answers(page, 3);
    expect((await results(page)).map(({ result }) => result)).toEqual([{ action: 'cancel' }, { action: 'cancel' }, { action: 'cancel' }]);
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request' });
    await page.close();
  });
});

describe('a round of six questions: one view, one Send all', () => {
  const pages = useChromiumPages();

  it('counts at the top, focuses the first problem on Send, marks a declined question in words, and completes by keyboard', async () => {
    const { page, errors } = await showRequest(pages.browser, pages.server, 'case=six');
    await page.locator('dialog[open]').waitFor();
    // Three forms open, the URL consent shown, two forms listed with Answer.
    expect(await page.locator('.mcpe-Round-item form').count()).toBe(3);
    expect(await page.locator('.mcpe-Round-item[data-listed]').count()).toBe(2);
    expect(await progress(page)).toEqual({ text: '0 of 6 answered · nothing sent yet', inView: true });

    // Login answered; then Send with the contact form empty.
    await page.keyboard.type('octocat');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Round-item[data-status="staged"]').length === 1);
    await tabTo(page, 'Send all', { max: 40 });
    await page.keyboard.press('Enter');
    // Send took what was complete (login) and put focus on the first problem: the contact
    // form's first invalid field. The newsletter form, untouched and empty, is not staged by
    // a Send that cannot send the round (it goes with the round, as Send all's description
    // says). The count, pinned at the top of the modal, says what is left.
    await page.waitForFunction(() => document.querySelector('.mcpe-Round-progress')?.textContent?.includes('need attention'));
    expect(await focused(page)).toMatchObject({ name: 'Name (required)', inDialog: true });
    expect(await progress(page)).toEqual({ text: '1 of 6 answered · 4 need attention · nothing sent yet', inView: true });
    expect(await statuses(page)).toEqual(['staged', 'pending', 'pending', 'pending', 'pending', 'pending']);
    expect(await results(page)).toEqual([]);

    // Decline the contact form from the keyboard: marked declined, in words and in italics.
    await tabTo(page, 'Decline', { max: 20 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Round-item[data-status="staged"]').length === 2);
    expect(await itemText(page, 1)).toContain('Declined — no answer will be given.');
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll('.mcpe-Round-item[data-status="staged"] .mcpe-Round-answerStatus')].map((status) => getComputedStyle(status).fontStyle),
    );
    expect(styles).toEqual(['normal', 'italic']);
    expect(await itemText(page, 0)).toContain('Your answer: Login: octocat');

    // The URL consent next: Decline it.
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    await tabTo(page, 'Decline');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Round-item[data-status="staged"]').length === 3);
    // Then the budget form, where focus moved; then the notes (optional), opened in turn.
    expect(await focused(page)).toMatchObject({ name: 'Budget (required)', inDialog: true });
    await page.keyboard.type('120');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Round-item[data-status="staged"]').length === 4);
    // Focus moves on to the next unanswered question, the newsletter form (left untouched), then Tab to the notes.
    expect(await focused(page)).toMatchObject({ inDialog: true });
    await tabTo(page, 'Notes');
    await page.keyboard.type('Late arrival');
    await page.keyboard.press('Enter');
    // All but the untouched newsletter form answered: Send all sends it too, as its
    // description says (one of them empty).
    await page.waitForFunction(() => document.querySelector('.mcpe-Round-progress')?.textContent?.startsWith('3 of 6 answered · 2 declined'));
    await tabTo(page, 'Send all', { max: 40 });
    await page.keyboard.press('Enter');
    await answers(page, 6);
    const byKey = Object.fromEntries((await results(page)).map(({ key, result }) => [key, result]));
    expect(byKey).toMatchObject({
      login: { action: 'accept', content: { login: 'octocat' } },
      contact: { action: 'decline' },
      connect: { action: 'decline' },
      budget: { action: 'accept', content: { budget: 120 } },
      newsletter: { action: 'accept' },
      notes: { action: 'accept', content: { notes: 'Late arrival' } },
    });
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('inline too: Answer opens a listed question and puts focus in it; nothing is modal', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=six&presentation=inline');
    await page.locator('.mcpe-Round').waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await tabTo(page, 'Answer', { max: 40 });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ name: 'Newsletter', inDialog: false });
    expect(await statuses(page)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending', 'pending']);
    await page.close();
  });
});

describe('a round in a small modal', () => {
  const pages = useChromiumPages();

  it('a control reached by Tab or Shift+Tab is never hidden under the pinned header or the Send all row', async () => {
    // The small viewport from the start: resizing after the modal opened raced its layout on a
    // loaded machine (one field reported under the pinned header in a CI run, never reproduced).
    const { page, errors } = await showRequest(pages.browser, pages.server, 'case=six', { width: 400, height: 520 });
    await page.locator('dialog[open]').waitFor();
    await expect.poll(() => page.locator('dialog[open] .mcpe-SchemaForm').count()).toBe(3);
    /** Whether the focused control lies wholly between what is pinned at the top and the pinned actions. */
    const focusedInView = () =>
      page.evaluate(() => {
        const dialog = document.querySelector('dialog[open]')!;
        const focused = document.activeElement!;
        const box = focused.getBoundingClientRect();
        const pinned = [...dialog.querySelectorAll(':scope > .mcpe-ServerBadge, .mcpe-Round-header')].map((el) => el.getBoundingClientRect().bottom);
        const actions = dialog.querySelector('.mcpe-Round-actions')!;
        const bottom = actions.contains(focused) ? Infinity : actions.getBoundingClientRect().top;
        const top = Math.max(...pinned);
        const inside = dialog.contains(focused);
        // The close control is itself pinned, in the header's corner.
        const pinnedItself = focused.classList.contains('mcpe-Dialog-close');
        return { name: focused.getAttribute('aria-label') ?? focused.getAttribute('name') ?? focused.textContent?.slice(0, 30) ?? '', ok: !inside || pinnedItself || (box.top >= top - 0.5 && box.bottom <= bottom + 0.5) };
      });
    const seen: { name: string; ok: boolean }[] = [];
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press(key);
        // What a person sees once the frame that follows the key is drawn: the browser scrolls
        // the focused control into view in it (on a loaded CI machine the check once ran first).
        await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
        seen.push(await focusedInView());
      }
    }
    expect(seen.filter((s) => !s.ok)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
