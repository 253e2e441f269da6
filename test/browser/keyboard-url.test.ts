import { describe, expect, it } from 'vitest';
import { useChromiumPages } from './harness';
import { answers, focused, opened, results, showRequest, tabTo } from './keyboard-harness';

const URL = 'https://accounts.example.com/connect?state=abc';

describe('a URL consent, keyboard only', () => {
  const pages = useChromiumPages();

  it('starts on Cancel, tabs Cancel → Decline → Open, opens with Enter, then Escape closes the wait', async () => {
    const { page, errors } = await showRequest(pages.browser, pages.server, 'case=url');
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    // The least risky control has focus, never "Open" (README "Buttons: order, Enter and Escape").
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', name: 'Cancel', inDialog: true, outline: 'solid' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Decline' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Open' });
    expect(await opened(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await answers(page, 1);
    // A separate top-level context that cannot script us and gets no Referer (spec "Safe URL handling").
    expect(await opened(page)).toEqual([[URL, '_blank', 'noopener,noreferrer']]);
    expect(await results(page)).toEqual([{ key: 'connect', result: { action: 'accept' } }]);
    // The Open button is gone: focus moves to the title, which says what is happening, not to <body>.
    expect(await focused(page)).toMatchObject({ tag: 'H2', inDialog: true });
    expect((await focused(page)).name.replace(/[\u2066-\u2069]/g, '')).toBe('Waiting for you to finish on example.com');
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Escape before opening cancels; nothing is opened; focus returns', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=url');
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    await page.keyboard.press('Escape');
    await answers(page, 1);
    expect(await results(page)).toEqual([{ key: 'connect', result: { action: 'cancel' } }]);
    expect(await opened(page)).toEqual([]);
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request' });
    await page.close();
  });

  it('Decline with Space', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=url');
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    await tabTo(page, 'Decline');
    await page.keyboard.press('Space');
    await answers(page, 1);
    expect(await results(page)).toEqual([{ key: 'connect', result: { action: 'decline' } }]);
    expect(await opened(page)).toEqual([]);
    await page.close();
  });
});
