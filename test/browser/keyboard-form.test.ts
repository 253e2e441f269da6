import { describe, expect, it } from 'vitest';
import { useChromiumPages } from './harness';
import { answers, focused, results, showRequest, tabTo } from './keyboard-harness';

describe('a form elicitation, keyboard only', () => {
  const pages = useChromiumPages();

  it('is completed with Tab, typing, Space and Enter; errors are announced and focused; focus returns', async () => {
    const { page, errors } = await showRequest(pages.browser, pages.server, 'case=form');
    // The modal focuses its first field.
    await page.locator('dialog[open]').waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Name (required)', inDialog: true });
    await page.keyboard.type('A');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@');
    await page.keyboard.press('Tab');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'INPUT', name: 'Single' });
    await page.keyboard.press('ArrowDown'); // radios: arrows move and select
    expect(await focused(page)).toMatchObject({ name: 'Double' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Breakfast included' });
    await page.keyboard.press('Space');
    const submit = await tabTo(page, 'Submit');
    expect(submit.outline).toBe('solid'); // focus is visible
    await page.keyboard.press('Enter');

    // Errors: summarised in a live region, focus on the first invalid field, each described.
    await page.getByRole('status').filter({ hasText: '2 answers need attention.' }).waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Name (required)' });
    const name = page.getByRole('textbox', { name: 'Name' });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby'))!.split(' ');
    const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(descriptions).toContain('Enter at least 2 characters.');
    expect(await results(page)).toEqual([]);

    await page.keyboard.press('End');
    await page.keyboard.type('da Lovelace');
    await page.keyboard.press('Tab'); // Tab selects the field's text: go to its end first
    await page.keyboard.press('End');
    await page.keyboard.type('example.com');
    await page.keyboard.press('Enter'); // implicit submission from a text field
    await answers(page, 1);
    expect(await results(page)).toEqual([
      { key: 'contact', result: { action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com', guests: 3, room: 'double', breakfast: true } } },
    ]);
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request', inDialog: false });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Escape on an untouched form cancels and gives focus back to where it was', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=form');
    await page.locator('dialog[open]').waitFor();
    // Untouched: with typing in it, Escape folds the question instead (dirty-dismissal.test.ts).
    await page.keyboard.press('Escape');
    await answers(page, 1);
    expect(await results(page)).toEqual([{ key: 'contact', result: { action: 'cancel' } }]);
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ name: 'Show request' });
    await page.close();
  });

  it('inline (e.g. in a chat transcript): Tab reaches it without stealing focus; Escape cancels there too', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=form&presentation=inline');
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    expect(await focused(page)).toMatchObject({ name: 'Show request' }); // not pulled away
    await tabTo(page, 'Name (required)');
    await page.keyboard.press('Escape');
    await answers(page, 1);
    expect(await results(page)).toEqual([{ key: 'contact', result: { action: 'cancel' } }]);
    await page.close();
  });

  it('Decline is a separate choice from Cancel, reachable by Tab', async () => {
    const { page } = await showRequest(pages.browser, pages.server, 'case=form');
    await page.locator('dialog[open]').waitFor();
    await tabTo(page, 'Decline');
    await page.keyboard.press('Space');
    await answers(page, 1);
    expect(await results(page)).toEqual([{ key: 'contact', result: { action: 'decline' } }]);
    await page.close();
  });
});
