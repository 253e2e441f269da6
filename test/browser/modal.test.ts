import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, useChromiumPages } from './harness';

/**
 * The modal and inline frames in Chromium (test/browser/pages/modal.tsx): a mouse Submit
 * brings the first problem into view in every presentation.
 *
 * Defines `shownOnScreen(element)` in the page: whether what `element` draws is what shows at
 * its place — inside the viewport and every scroller around it, not under a pinned header or
 * action row. Probed at its first line's top, middle and bottom (elementFromPoint honours
 * clipping by scrollers and the viewport).
 */
function defineShown() {
  (window as unknown as ShownWindow).shownOnScreen = (element: Element) => {
    const box = element.getClientRects()[0];
    if (!box || box.height === 0) return false;
    const x = box.left + Math.min(box.width / 2, 24);
    return [box.top + 2, box.top + box.height / 2, box.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit && (hit === element || element.contains(hit));
    });
  };
}
interface ShownWindow {
  shownOnScreen: (element: Element) => boolean;
}
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

describe('modal and inline frames in Chromium', () => {
  const pages = useChromiumPages();

  async function open(scenario: string, viewport = { width: 900, height: 640 }) {
    const page = await pages.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.addInitScript(defineShown);
    await page.goto(pages.server.url(`/modal.html?case=${scenario}`));
    if (!scenario.startsWith('host') && scenario !== 'form') await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('textbox', { name: 'Field 24' }).waitFor();
    return { page, errors };
  }

  /** Where the focused element is: its name, and whether it shows (`shownOnScreen`). */
  const focusedAndShown = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const label = focused.id ? document.querySelector(`label[for="${focused.id}"]`)?.textContent : null;
      return { label: label?.replace(/\s*\(required\)/, '') ?? focused.tagName, shown: (window as unknown as ShownWindow).shownOnScreen(focused) };
    });

  describe('a mouse Submit after wheel-scrolling to the end shows the first problem and counts them where it shows', () => {
    for (const [scenario, submit] of [
      ['host', 'Submit'],
      ['host-inline', 'Submit'],
      ['outlet', 'Submit'],
      ['inline', 'Submit'],
      ['round', 'Send all'],
      ['round-inline', 'Send all'],
      ['form', 'Submit'],
    ] as const) {
      for (const viewport of [
        { width: 900, height: 640 },
        { width: 390, height: 844 },
      ]) {
        it(`${scenario} at ${viewport.width} px`, async () => {
          const { page, errors } = await open(scenario, viewport);
          // The user was in Field 1 (a modal also puts focus there on open), then used the wheel.
          await page.getByRole('textbox', { name: /^Field 1( \(|$)/ }).click();
          // The wheel over the form: the modal scrolls inside itself, inline the page scrolls.
          const field = page.getByRole('textbox', { name: 'Field 10' });
          const box = (await field.boundingBox())!;
          await page.mouse.move(box.x + box.width / 2, Math.min(box.y + box.height / 2, viewport.height - 40));
          for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 400);
          await settle(page);
          const button = page.getByRole('button', { name: submit, exact: true });
          await expect.poll(() => button.evaluate((b) => b.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
          expect((await focusedAndShown(page)).shown).toBe(false); // Field 1 is out of sight
          await button.click(); // a real mouse click: focus stays in Field 1 (keepFocus)
          await expect.poll(() => focusedAndShown(page)).toEqual({ label: 'Field 1', shown: true });
          // A lone form counts its fields, in its live region; a round counts its questions in
          // its header (the outlet's region says which). Both show at the same time as the field.
          const count = scenario.startsWith('round')
            ? page.getByText('0 of 2 answered · 1 needs attention · nothing sent yet', { exact: true })
            : page.getByRole('status').getByText('2 answers need attention.', { exact: true });
          await expect.poll(() => count.evaluate((element) => (window as unknown as ShownWindow).shownOnScreen(element))).toBe(true);
          await expect.poll(() => focusedAndShown(page)).toEqual({ label: 'Field 1', shown: true });
          expect(errors).toEqual([]);
          await page.close();
        });
      }
    }
  });

  for (const scenario of ['form', 'inline'] as const) {
    it(`${scenario}: while the count is pinned to the view's bottom, Tab never leaves a field under it`, async () => {
      const { page, errors } = await open(scenario, { width: 390, height: 700 });
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect.poll(() => focusedAndShown(page)).toEqual({ label: 'Field 1', shown: true });
      for (let n = 2; n <= 24; n++) {
        await page.keyboard.press('Tab');
        await expect.poll(() => focusedAndShown(page)).toEqual({ label: `Field ${n}`, shown: true });
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('the modal frame in Chromium', () => {
  const pages = useChromiumPages();

  async function openOutlet(run: string, viewport = { width: 1280, height: 800 }, theme = 'light') {
    const page = await pages.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.goto(pages.server.url(`/modal.html?case=outlet&theme=${theme}`));
    await page.getByRole('button', { name: run, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).waitFor();
    return { page, errors, dialog: page.getByRole('dialog') };
  }
  const results = (page: Page) => page.evaluate(() => (window as unknown as { results: unknown[] }).results);

  it('a visible close control, named Close, answers cancel and gives focus back to the opener', async () => {
    const { page, errors, dialog } = await openOutlet('Run');
    const close = dialog.getByRole('button', { name: 'Close', exact: true });
    await expect(close.isVisible()).resolves.toBe(true);
    // In the top corner, over the pinned header: still there once the form has scrolled.
    const box = (await close.boundingBox())!;
    const frame = (await dialog.boundingBox())!;
    expect(box.y - frame.y).toBeLessThan(32);
    expect(frame.x + frame.width - (box.x + box.width)).toBeLessThan(32);
    expect(box.width).toBeGreaterThanOrEqual(24);
    await dialog.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    await settle(page);
    expect(await close.evaluate((b) => document.elementFromPoint(b.getBoundingClientRect().x + 8, b.getBoundingClientRect().y + 8) === b || b.contains(document.elementFromPoint(b.getBoundingClientRect().x + 8, b.getBoundingClientRect().y + 8)))).toBe(true);
    await close.click();
    await expect.poll(() => results(page)).toEqual([{ key: 'long', result: { action: 'cancel' } }]);
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Run');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the close control is last in the Tab order (opening focuses the first field): Tab from Submit, past Minimise, Enter cancels', async () => {
    const { page, dialog } = await openOutlet('Run');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('f0');
    await dialog.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Minimise');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Close');
    await page.keyboard.press('Enter');
    await expect.poll(() => results(page)).toEqual([{ key: 'long', result: { action: 'cancel' } }]);
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('Tab wraps inside the modal: the scrolling <dialog> is no Tab stop, and focus never reaches <body>', async () => {
    const { page, dialog } = await openOutlet('Run', { width: 1100, height: 500 });
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement!;
        return active.getAttribute('name') ?? active.getAttribute('aria-label') ?? (active.tagName === 'BUTTON' ? active.textContent : active.tagName);
      });
    await expect(focused()).resolves.toBe('f0');
    await dialog.getByRole('button', { name: 'Close', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('f0');
    await page.keyboard.press('Shift+Tab');
    await expect(focused()).resolves.toBe('Close');
    // A whole lap each way: every stop is inside the dialog, none is the dialog or <body>.
    const seen: (string | null)[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press(key);
        seen.push(await focused());
        expect(await page.evaluate(() => document.querySelector('dialog')!.contains(document.activeElement) && document.activeElement !== document.querySelector('dialog'))).toBe(true);
      }
    }
    expect(seen).not.toContain('BODY');
    expect(seen).not.toContain('DIALOG');
    await page.close();
  });

  /** The divider under the pinned header and over the pinned actions: its colour, transparent at rest. */
  const edges = (page: Page) =>
    page.getByRole('dialog').evaluate((d) => {
      const header = getComputedStyle(d.querySelector(':scope > .mcpe-ServerBadge')!, '::after');
      const actions = getComputedStyle(d.querySelector('.mcpe-SchemaForm-footer')!, '::before');
      return {
        above: d.hasAttribute('data-content-above'),
        below: d.hasAttribute('data-content-below'),
        headerLine: header.borderTopColor !== 'rgba(0, 0, 0, 0)' && header.boxShadow !== 'none',
        actionsLine: actions.borderTopColor !== 'rgba(0, 0, 0, 0)' && actions.boxShadow !== 'none',
      };
    });

  it('a divider and shadow show where content scrolls under the pinned header or actions, and only then', async () => {
    const { page, errors, dialog } = await openOutlet('Run');
    await expect.poll(() => edges(page)).toEqual({ above: false, below: true, headerLine: false, actionsLine: true });
    const box = (await dialog.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => edges(page)).toEqual({ above: true, below: true, headerLine: true, actionsLine: true });
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 500);
    await expect.poll(() => edges(page)).toEqual({ above: true, below: false, headerLine: true, actionsLine: false });
    // Submit brings the first problem, at the top, into view: nothing is above it any more.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => edges(page)).toEqual({ above: false, below: true, headerLine: false, actionsLine: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a request that fits has no divider at all', async () => {
    const page = await pages.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(pages.server.url('/modal.html?case=outlet'));
    await page.getByRole('button', { name: 'Run and lock' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).waitFor();
    await settle(page);
    await expect.poll(() => edges(page)).toEqual({ above: false, below: false, headerLine: false, actionsLine: false });
    await page.close();
  });

  for (const [width, height, margin] of [
    [1280, 800, 24],
    [390, 844, 12],
  ] as const) {
    it(`at ${width} px the page shows around the modal, and which server asks is shown whole in three lines at most`, async () => {
      const { page, dialog } = await openOutlet('Run', { width, height });
      const frame = (await dialog.boundingBox())!;
      expect(frame.x).toBeGreaterThanOrEqual(margin);
      expect(frame.y).toBeGreaterThanOrEqual(margin);
      expect(width - (frame.x + frame.width)).toBeGreaterThanOrEqual(margin);
      expect(height - (frame.y + frame.height)).toBeGreaterThanOrEqual(margin);
      const header = await dialog.evaluate((d) => {
        const badge = d.querySelector<HTMLElement>(':scope > .mcpe-ServerBadge')!;
        const style = getComputedStyle(badge);
        const lines = (badge.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight);
        return { lines, height: badge.getBoundingClientRect().height, text: badge.textContent };
      });
      // Wrapped, never cut (test/browser/narrow-names.test.ts): at 390 px this name, host and
      // title need three lines, a tenth of the screen.
      expect(header.lines).toBeLessThanOrEqual(3.05);
      expect(header.height).toBeLessThanOrEqual(height / 8);
      // Nothing is dropped from what is shown or read out.
      expect(header.text).toContain('Modal server');
      expect(header.text).toContain('mcp.example.com:8443');
      expect(header.text).toContain('Modal Elicitation Demo Server');
      await page.close();
    });
  }
});

describe('a round in the modal in Chromium', () => {
  const pages = useChromiumPages();

  for (const width of [1280, 390]) {
    it(`at ${width} px: one list, not boxes in a box; each question's Decline under its fields at the start, Send all at the end`, async () => {
      const page = await pages.browser.newPage({ viewport: { width, height: 800 } });
      const errors = collectErrors(page);
      await page.goto(pages.server.url('/modal.html?case=round'));
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Send all' }).waitFor();
      const items = dialog.getByRole('list').first().getByRole('listitem');
      expect(await items.count()).toBe(2);
      const looks = await items.evaluateAll((nodes) =>
        nodes.map((node, i) => {
          const style = getComputedStyle(node);
          // Nothing inside an item draws a frame of its own either (a form's frame, a notice's bar).
          const framed = [...node.querySelectorAll('*')].some((child) => {
            const inner = getComputedStyle(child);
            const sides = [inner.borderTopWidth, inner.borderRightWidth, inner.borderBottomWidth, inner.borderLeftWidth].filter((w) => parseFloat(w) > 0);
            return sides.length >= 3 && !/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(child.tagName) && !child.closest('button, input, select, textarea');
          });
          return {
            sides: [style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth],
            top: i === 0 ? '0px' : style.borderTopWidth,
            background: style.backgroundColor,
            framed,
          };
        }),
      );
      expect(looks).toEqual([
        { sides: ['0px', '0px', '0px'], top: '0px', background: 'rgba(0, 0, 0, 0)', framed: false },
        { sides: ['0px', '0px', '0px'], top: '1px', background: 'rgba(0, 0, 0, 0)', framed: false },
      ]);
      // The open question's Decline sits at the start edge of its fields; Send all at the end.
      const first = items.first();
      const field = (await first.getByRole('textbox', { name: /^Field 1( \(|$)/ }).boundingBox())!;
      const decline = (await first.getByRole('button', { name: 'Decline' }).boundingBox())!;
      expect(Math.abs(decline.x - field.x)).toBeLessThanOrEqual(1);
      expect(decline.y).toBeGreaterThan(field.y);
      const sendAll = (await dialog.getByRole('button', { name: 'Send all' }).boundingBox())!;
      expect(Math.abs(sendAll.x + sendAll.width - (field.x + field.width))).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('inline requests and focus in Chromium', () => {
  const pages = useChromiumPages();
  const focusedLabel = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const label = focused.id ? document.querySelector(`label[for="${focused.id}"]`)?.textContent : null;
      return label?.replace(/\s*\(required\)/, '') ?? focused.textContent ?? focused.tagName;
    });

  it('a new inline request is one Tab from the button that caused it (past the other buttons on the way)', async () => {
    const page = await pages.browser.newPage({ viewport: { width: 900, height: 640 } });
    const errors = collectErrors(page);
    await page.goto(pages.server.url('/modal.html?case=inline'));
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('textbox', { name: 'Field 24' }).waitFor();
    expect(await focusedLabel(page)).toBe('Run'); // arriving took nothing from the user
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Field 1');
    // Only that once: back on the button, Tab goes on in the page's order.
    await page.getByRole('button', { name: 'Run', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Run wizard');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('when the button that caused it is disabled, focus moves into the new request', async () => {
    const page = await pages.browser.newPage({ viewport: { width: 900, height: 640 } });
    await page.goto(pages.server.url('/modal.html?case=inline'));
    await page.getByRole('button', { name: 'Run and lock' }).click();
    await page.getByRole('textbox', { name: 'Nickname' }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Nickname');
    await page.close();
  });

  for (const scenario of ['inline', 'outlet'] as const) {
    it(`${scenario === 'inline' ? 'inline' : 'as a dialog'}: after round 1 of a two-round tool, focus goes into round 2`, async () => {
      const page = await pages.browser.newPage({ viewport: { width: 900, height: 640 } });
      const errors = collectErrors(page);
      await page.goto(pages.server.url(`/modal.html?case=${scenario}`));
      await page.getByRole('button', { name: 'Run wizard' }).click();
      await page.getByRole('textbox', { name: 'Answer 1' }).waitFor();
      await page.getByRole('textbox', { name: 'Answer 1' }).click();
      await page.keyboard.type('first');
      await page.keyboard.press('Enter');
      await page.getByRole('textbox', { name: 'Answer 2' }).waitFor();
      await expect.poll(() => focusedLabel(page)).toBe('Answer 2');
      await page.keyboard.type('second');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { results: { key: string }[] }).results.map((r) => r.key)))
        .toEqual(['step1', 'step2']);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
