import { describe, expect, it } from 'vitest';
import { useChromiumPages } from './harness';
import { answers, focused, results, showRequest, tabTo } from './keyboard-harness';

describe('a round of three requests, keyboard only', () => {
  const pages = useChromiumPages();

  it('answers each request in the modal and sends them all with Enter on "Send all"', async () => {
    const { page, errors } = await showRequest(pages.browser, pages.server, 'case=round');
    await page.locator('dialog[open]').waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Login (required)', inDialog: true });

    // 1. The login form: type, Enter.
    await page.keyboard.type('octocat');
    await page.keyboard.press('Enter');
    await page.getByText('Ready to send').first().waitFor();

    // 2. The contact form: Tab to it, fill it, Enter from the last text field.
    await tabTo(page, 'Name (required)');
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

    const sendAll = await tabTo(page, 'Send all', { max: 30 });
    expect(sendAll).toMatchObject({ inDialog: true, outline: 'solid' });
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

  it('Escape closes the whole round: every request is cancelled', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=round');
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.type('octocat');
    await page.keyboard.press('Escape');
    await answers(page, 3);
    expect((await results(page)).map(({ result }) => result)).toEqual([{ action: 'cancel' }, { action: 'cancel' }, { action: 'cancel' }]);
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request' });
    await page.close();
  });
});
