import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectErrors, useChromiumPages } from './harness';
import { pageResults } from './page-checks';

/**
 * The design pass in Chromium (test/browser/pages/design.tsx): nothing moves under the
 * pointer, masked secrets, one button order, full-width inputs, the URL waiting state,
 * the optional multi-select hint and the compact density.
 */
type Box = { x: number; y: number; width: number; height: number };
/** Two animation frames: whatever the blur caused has been laid out and painted. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
const isolated = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

describe('design in Chromium', () => {
  const pages = useChromiumPages();

  async function open(query: string, viewport = { width: 1000, height: 1400 }) {
    const page = await pages.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.goto(pages.server.url(`/design.html?${query}`));
    await page.locator('.mcpe-Dialog').first().waitFor();
    await page.locator('[data-loading]').waitFor({ state: 'detached' });
    return { page, errors };
  }

  describe('nothing moves under the pointer', () => {
    /**
     * With focus in the empty required "Project name", press the mouse on `target` (which
     * blurs the field: its error is due) and release it. Returns the target's box before
     * the press, while pressed, and once the error is shown.
     */
    async function pressAndRelease(page: Page, target: Locator): Promise<{ before: Box; pressed: Box; after: Box }> {
      await page.getByRole('textbox', { name: /^Project name/ }).focus();
      const before = (await target.boundingBox())!;
      await page.mouse.move(before.x + Math.min(8, before.width / 2), before.y + before.height / 2);
      await page.mouse.down();
      await settle(page);
      const pressed = (await target.boundingBox())!;
      await page.mouse.up();
      await page.getByText('Fill in this field.').waitFor();
      await settle(page);
      return { before, pressed, after: (await target.boundingBox())! };
    }

    it.each([
      ['radio', (page: Page) => page.getByRole('radio', { name: 'HTTP API' }), (t: Locator) => t.isChecked()],
      ['boolean checkbox', (page: Page) => page.getByRole('checkbox', { name: 'Add tests' }), (t: Locator) => t.isChecked()],
      ['multi-select checkbox', (page: Page) => page.getByRole('checkbox', { name: 'bench' }), (t: Locator) => t.isChecked()],
      ['select', (page: Page) => page.getByRole('combobox', { name: /^Region/ }), (t: Locator) => t.evaluate((el) => el === document.activeElement)],
      ['text input', (page: Page) => page.getByRole('textbox', { name: /^Note/ }), (t: Locator) => t.evaluate((el) => el === document.activeElement)],
    ])('%s: the click lands and the control stays put until the press ends', async (_kind, find, landed) => {
      const { page, errors } = await open('case=pointer');
      const target = find(page);
      const { before, pressed, after } = await pressAndRelease(page, target);
      expect(pressed).toEqual(before);
      expect(await landed(target)).toBe(true);
      // The error did push the control down, after the click: without the hold, it would
      // have moved under the pointer.
      expect(after.y).toBeGreaterThan(before.y);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('button: Decline lands where it was pressed', async () => {
      const { page } = await open('case=pointer');
      const decline = page.getByRole('button', { name: 'Decline' });
      await page.getByRole('textbox', { name: /^Project name/ }).focus();
      const before = (await decline.boundingBox())!;
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
      await page.mouse.down();
      await settle(page);
      expect(await decline.boundingBox()).toEqual(before);
      await page.mouse.up();
      await page.waitForFunction(() => (window as unknown as { results: unknown[] }).results.length === 1);
      expect(await pageResults(page)).toEqual([{ action: 'decline' }]);
      await page.close();
    });

    it('a keyboard blur shows the error at once', async () => {
      const { page } = await open('case=pointer');
      await page.getByRole('textbox', { name: /^Project name/ }).focus();
      await page.keyboard.press('Tab');
      await settle(page);
      expect(await page.getByText('Fill in this field.').isVisible()).toBe(true);
      await page.close();
    });
  });

  describe('sensitive fields', () => {
    it('are masked, keep the warning, opt out of autofill and spellcheck, and show on request', async () => {
      const { page, errors } = await open('case=secret');
      const password = page.getByLabel(/^New password/).and(page.locator('input'));
      for (const [name, value] of Object.entries({ type: 'password', autocomplete: 'new-password', spellcheck: 'false', autocapitalize: 'off' })) {
        expect(await password.getAttribute(name), name).toBe(value);
      }
      const described = (await password.getAttribute('aria-describedby'))!.split(' ');
      const descriptions = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(descriptions.join(' ')).toMatch(/Servers must not ask for these in a form/);
      // format: "password" is masked too; an ordinary field is not.
      expect(await page.getByLabel(/^Recovery/).and(page.locator('input')).getAttribute('type')).toBe('password');
      expect(await page.getByRole('textbox', { name: /^Username/ }).getAttribute('type')).toBe('text');

      await password.fill('correct horse');
      const show = page.getByRole('button', { name: /^Show New password/ });
      expect(await show.getAttribute('aria-pressed')).toBe('false');
      const fill = () => show.evaluate((button) => getComputedStyle(button).backgroundColor);
      const unpressed = await fill();
      await show.click();
      expect(await show.getAttribute('aria-pressed')).toBe('true');
      // Pressed reads at a glance: filled, not just a thin coloured border.
      expect(await fill()).not.toBe(unpressed);
      expect(await password.getAttribute('type')).toBe('text');
      expect(await password.inputValue()).toBe('correct horse');
      await show.click();
      expect(await password.getAttribute('type')).toBe('password');

      await page.getByRole('textbox', { name: /^Username/ }).fill('ada');
      await password.press('Enter');
      await page.waitForFunction(() => (window as unknown as { results: unknown[] }).results.length === 1);
      expect(await pageResults(page)).toEqual([{ action: 'accept', content: { username: 'ada', password: 'correct horse' } }]);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  describe('one button order', () => {
    const order = async (page: Page) => {
      const buttons = page.locator('.mcpe-Actions').last().getByRole('button');
      const names = await buttons.allTextContents();
      const xs = await Promise.all(names.map(async (_, i) => (await buttons.nth(i).boundingBox())!.x));
      return { names, leftToRight: [...xs].sort((a, b) => a - b).every((x, i) => x === xs[i]) };
    };

    it.each([
      ['case=pointer', ['Cancel', 'Decline', 'Submit']],
      ['case=consent', ['Cancel', 'Decline', 'Open']],
      ['case=again', ['Cancel', 'Decline', 'I’ve finished']],
      ['case=waiting', ['Stop waiting', 'Copy address', 'Open again']],
    ])('%s: least to most committal, the primary last at the end edge', async (query, expected) => {
      const { page } = await open(query);
      expect(await order(page)).toEqual({ names: expected, leftToRight: true });
      await page.close();
    });
  });

  it.each(['case=pointer', 'case=consent'])('%s: which server asks stays in view when the modal is scrolled to its end', async (query) => {
    const { page, errors } = await open(query, { width: 400, height: 360 });
    const dialog = page.locator('dialog.mcpe-Dialog');
    const scrolled = await dialog.evaluate((d) => {
      d.scrollTop = d.scrollHeight;
      return d.scrollTop > 0;
    });
    await settle(page);
    expect(scrolled).toBe(true); // the modal does scroll at this size
    const frame = (await dialog.boundingBox())!;
    const identity = page.locator('.mcpe-ServerBadge');
    expect(await identity.textContent()).toMatch(/^Request from Design server/);
    const badge = (await identity.boundingBox())!;
    expect(badge.y).toBeGreaterThanOrEqual(frame.y);
    expect(badge.y + badge.height).toBeLessThanOrEqual(frame.y + frame.height);
    // Opaque: what scrolls under it does not show through.
    const background = await identity.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a control reached by Tab or Shift+Tab is never hidden under the pinned server badge or actions', async () => {
    const { page, errors } = await open('case=pointer', { width: 400, height: 360 });
    const dialog = page.locator('dialog.mcpe-Dialog');
    /** Whether the focused control lies wholly between the pinned badge and the pinned actions. */
    const focusedInView = () =>
      dialog.evaluate((d) => {
        const focused = document.activeElement!;
        const box = focused.getBoundingClientRect();
        const top = d.querySelector(':scope > .mcpe-ServerBadge')!.getBoundingClientRect().bottom;
        const actions = d.querySelector('.mcpe-SchemaForm-actions')!;
        const bottom = actions.contains(focused) ? Infinity : actions.getBoundingClientRect().top;
        return { name: focused.getAttribute('name') ?? focused.textContent, ok: box.top >= top - 0.5 && box.bottom <= bottom + 0.5 };
      });
    const seen: { name: string | null; ok: boolean }[] = [];
    await page.getByRole('button', { name: 'Submit' }).focus();
    for (const key of ['Shift+Tab', 'Tab'] as const) {
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press(key);
        await settle(page);
        seen.push(await focusedInView());
      }
    }
    expect(seen.filter((s) => s.name !== null).length).toBeGreaterThan(8);
    expect(seen.filter((s) => !s.ok)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('inputs span the dialog content: their edges are the actions’ and the messages’', async () => {
    const { page } = await open('case=pointer');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Fill in this field.').waitFor();
    const right = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return Math.round(box.x + box.width);
    };
    const form = await right(page.locator('form'));
    expect(await right(page.getByRole('textbox', { name: /^Project name/ }))).toBe(form);
    expect(await right(page.getByRole('textbox', { name: /^Note/ }))).toBe(form);
    expect(await right(page.getByRole('combobox', { name: /^Region/ }))).toBe(form);
    expect(await right(page.locator('.mcpe-Actions'))).toBe(form);
    expect(await right(page.getByRole('button', { name: 'Submit' }))).toBe(form);
    // …and the form is the dialog's content box.
    const content = await page.locator('dialog').evaluate((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return Math.round(box.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth));
    });
    expect(form).toBe(content);
    await page.close();
  });

  describe('states are styled by the data-state vocabulary (docs/guides/theming.md)', () => {
    /** The inline-start edge of `selector`: its width and colour. */
    const edge = (page: Page, selector: string) =>
      page.locator(selector).evaluate((el) => ({ width: getComputedStyle(el).borderInlineStartWidth, color: getComputedStyle(el).borderInlineStartColor }));
    const token = (page: Page, name: string) =>
      page.evaluate((n) => {
        const probe = document.createElement('span');
        probe.style.color = `var(${n})`;
        document.querySelector('.mcpe-Dialog')!.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }, name);

    it('an answered URL request (data-state="answered") shows its status on the muted edge', async () => {
      const { page, errors } = await open('case=declined');
      expect(await page.locator('.mcpe-UrlConsent').getAttribute('data-state')).toBe('answered');
      expect(await edge(page, '.mcpe-UrlConsent-status')).toEqual({ width: '4px', color: await token(page, '--mcpe-muted') });
      expect(errors).toEqual([]);
      await page.close();
    });

    it('a sent form says so on the success edge (data-answer="accept"), a declined one on the muted edge', async () => {
      const { page, errors } = await open('case=optional');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('.mcpe-ElicitationHost-answered').waitFor();
      expect(await edge(page, '.mcpe-ElicitationHost-answered')).toEqual({ width: '4px', color: await token(page, '--mcpe-success') });
      await page.close();
      const declined = await open('case=optional');
      await declined.page.getByRole('button', { name: 'Decline' }).click();
      await declined.page.locator('.mcpe-ElicitationHost-answered').waitFor();
      expect(await edge(declined.page, '.mcpe-ElicitationHost-answered')).toEqual({ width: '4px', color: await token(declined.page, '--mcpe-muted') });
      expect([...errors, ...declined.errors]).toEqual([]);
      await declined.page.close();
    });
  });

  describe('the URL waiting state', () => {
    it('says what is happening in the title, once; three actions on one line; the popup hint only on request', async () => {
      const { page, errors } = await open('case=waiting');
      const dialog = page.getByRole('dialog');
      expect(isolated(await dialog.getByRole('heading', { level: 2 }).textContent())).toBe('Waiting for you to finish on example.com');
      expect(await dialog.getByText(/waiting for you/i).count()).toBe(1);
      const buttons = page.locator('.mcpe-UrlConsent-actions').getByRole('button');
      const tops = new Set(await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))));
      expect(await buttons.count()).toBe(3);
      expect(tops.size).toBe(1);
      expect(await dialog.getByText(/may have blocked/).count()).toBe(0);
      const ask = dialog.getByRole('button', { name: 'No window?' });
      expect(await ask.getAttribute('aria-expanded')).toBe('false');
      await ask.click();
      expect(await ask.getAttribute('aria-expanded')).toBe('true');
      expect(await dialog.getByText(/Your browser may have blocked the new window/).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('asked again: the title says it is still waiting, once; three actions on one line at 400 px', async () => {
      const { page } = await open('case=again', { width: 400, height: 800 });
      const dialog = page.getByRole('dialog');
      expect(isolated(await dialog.getByRole('heading', { level: 2 }).textContent())).toBe('Still waiting for you to finish on example.com');
      expect(await dialog.getByText(/still waiting/i).count()).toBe(1);
      const buttons = page.locator('.mcpe-UrlConsent-actions').getByRole('button');
      const tops = new Set(await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))));
      expect(await buttons.count()).toBe(3);
      expect(tops.size).toBe(1);
      await page.close();
    });
  });

  it('an optional multi-select with minItems says it is optional, and may be left empty', async () => {
    const { page } = await open('case=optional');
    const group = page.getByRole('group', { name: 'Interests' });
    const described = (await group.getAttribute('aria-describedby'))!.split(' ');
    const descriptions = await Promise.all(described.map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(descriptions).toContain('Optional. If you choose, pick 1 to 3.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => (window as unknown as { results: unknown[] }).results.length === 1);
    expect(await pageResults(page)).toEqual([{ action: 'accept', content: {} }]);
    await page.close();
  });

  it('compact density: data-density on the frame, tighter spacing and controls, same order and widths', async () => {
    const height = async (query: string) => {
      const { page } = await open(query);
      const frame = await page.locator('dialog').getAttribute('data-density');
      const input = (await page.getByRole('textbox', { name: /^Project name/ }).boundingBox())!.height;
      const gap = await page.locator('form').evaluate((el) => getComputedStyle(el).rowGap);
      await page.close();
      return { frame, input, gap };
    };
    expect(await height('case=pointer')).toEqual({ frame: null, input: 40, gap: '16px' });
    expect(await height('case=pointer&density=compact')).toEqual({ frame: 'compact', input: 32, gap: '10px' });
  });
});
