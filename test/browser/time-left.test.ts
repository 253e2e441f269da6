import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, useChromiumPages } from './harness';

/**
 * Time left, seen and heard, and a request that ends unsent kept in view with Copy answers,
 * in Chromium at a phone's and a desktop's width, as a modal and inline
 * (test/browser/pages/time-left.tsx). The page's clock is Playwright's: the ten minutes of
 * the store's default deadline pass in steps, each rendered before the next.
 */
describe('time left and unsent answers in Chromium', () => {
  const pages = useChromiumPages();

  async function open(width: number, query: string) {
    const page = await pages.browser.newPage({ viewport: { width, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const errors = collectErrors(page);
    await page.clock.install();
    await page.goto(pages.server.url(`/time-left.html?${query}`));
    // From here the page's time moves only when the test moves it (an installed clock
    // otherwise flows with real time too, and a slow machine read 0:29 for 0:30).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByRole('button', { name: 'Ask' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Mona Lisa');
    await page.locator('input[type="password"], input[name="password"]').first().fill('hunter2');
    return { page, errors };
  }

  /** Lets React render and run its effects (its scheduler posts messages: no timers, which are paused). */
  const rendered = (page: Page) =>
    page.evaluate(async () => {
      for (let hop = 0; hop < 3; hop += 1) {
        await new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(0);
        });
      }
    });
  /** The page's clock moves `ms`, one second at a time, letting React render between steps. */
  async function advance(page: Page, ms: number) {
    for (let left = ms; left > 0; left -= 1000) {
      await page.clock.runFor(Math.min(1000, left));
      await rendered(page);
    }
  }
  /** Jumps over a quiet stretch (no countdown: one timer waits for the threshold). */
  const jump = async (page: Page, ms: number) => {
    await page.clock.runFor(ms);
    await rendered(page);
  };
  const countdown = (page: Page) => page.locator('.mcpe-TimeLeft');
  const heard = (page: Page) => page.locator('.mcpe-TimeLeft-announcer');
  /** Whether the element shows in the viewport with nothing drawn over its middle. */
  const inSight = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      if (box.height === 0 || box.top < 0 || box.bottom > innerHeight) return false;
      const hit = document.elementFromPoint(box.left + Math.min(box.width / 2, 40), box.top + box.height / 2);
      return !!hit && element.contains(hit);
    });
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

  for (const width of [390, 1280]) {
    for (const presentation of ['dialog', 'inline'] as const) {
      it(`${width} px, ${presentation}: the countdown shows and is said at 2 minutes and at 30 seconds; More time moves it`, async () => {
        const { page, errors } = await open(width, `presentation=${presentation}`);
        await expect(countdown(page).count()).resolves.toBe(0);
        await jump(page, 8 * 60_000 - 1000);
        await advance(page, 1000);
        await expect(countdown(page).innerText()).resolves.toMatch(/2:00 left to answer/);
        await expect(countdown(page).isVisible()).resolves.toBe(true);
        await expect(heard(page).textContent()).resolves.toBe('2 minutes left to answer.');
        await expect(heard(page).getAttribute('role')).resolves.toBe('status');
        await advance(page, 90_000);
        await expect(countdown(page).innerText()).resolves.toMatch(/0:30 left to answer/);
        await expect(heard(page).textContent()).resolves.toBe('30 seconds left to answer.');
        // More time: the line stays, with the new time at once, said once; focus stays on
        // the button the person pressed (it is still there), not on <body>.
        await countdown(page).getByRole('button', { name: 'More time' }).click();
        await expect(countdown(page).innerText()).resolves.toMatch(/10:30 left to answer/);
        await expect.poll(() => heard(page).textContent()).toBe('10 minutes 30 seconds left to answer.');
        await expect(focusedText(page)).resolves.toBe('More time');
        await advance(page, 1000);
        await expect(countdown(page).innerText()).resolves.toMatch(/10:29 left to answer/);
        await expect(focusedText(page)).resolves.toBe('More time');
        await expect(page.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Mona Lisa');
        expect(errors).toEqual([]);
        await page.close();
      });

      it(`${width} px, ${presentation}: at the deadline the view says so, keeps the answers and copies them (the secret masked)`, async () => {
        const { page, errors } = await open(width, `presentation=${presentation}`);
        await jump(page, 10 * 60_000 + 1000);
        const notice = page.getByText('Expired — your answers were not sent; the server was told the request was cancelled.');
        await notice.waitFor();
        await expect(notice.isVisible()).resolves.toBe(true);
        if (presentation === 'dialog') await expect(page.getByRole('dialog').getByText('Expired — your answers were not sent; the server was told the request was cancelled.').count()).resolves.toBe(1);
        await expect(page.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Mona Lisa');
        await expect(page.locator('input[type="password"], input[name="password"]').first().getAttribute('type')).resolves.toBe('password');
        await page.getByRole('button', { name: 'Copy answers' }).click();
        await page.getByText('Answers copied.').waitFor();
        await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('Name: Mona Lisa\nPassword: ••••••');
        const unsent = await page.evaluate(() => (window as unknown as { unsent: { reason: unknown; draft: unknown }[] }).unsent);
        expect(unsent).toEqual([expect.objectContaining({ reason: { code: 'deadline' }, draft: { name: 'Mona Lisa' } })]);
        // It stays until the person dismisses it.
        await jump(page, 5 * 60_000);
        await expect(notice.isVisible()).resolves.toBe(true);
        await page.getByRole('button', { name: 'Dismiss' }).click();
        await expect(notice.count()).resolves.toBe(0);
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    for (const presentation of ['dialog', 'inline'] as const) {
      it(`${width} px, ${presentation}: the time left stays in view as the form scrolls, and (dialog) shows in the folded bar; said once`, async () => {
        const { page, errors } = await open(width, `presentation=${presentation}&long&deadline=100000&moreTime=60000`);
        const line = countdown(page);
        await expect(line.innerText()).resolves.toMatch(/1:40 left to answer/);
        // Scrolled down the form (the modal's own scroller, or the page), then back up: in view each time.
        for (const to of ['middle', 'end', 'start'] as const) {
          await page.evaluate((where) => {
            const scroller = document.querySelector<HTMLElement>('dialog[open]') ?? document.scrollingElement!;
            scroller.scrollTop = where === 'start' ? 0 : where === 'end' ? scroller.scrollHeight : scroller.scrollHeight / 2 - scroller.clientHeight / 2;
          }, to);
          await expect.poll(() => inSight(line), { message: `time left in sight at the ${to} of the form` }).toBe(true);
        }
        if (presentation === 'dialog') {
          await page.getByRole('dialog').getByRole('button', { name: 'Minimise' }).click();
          await expect(page.getByRole('textbox', { name: 'Name' }).isVisible()).resolves.toBe(false);
          await expect(line.innerText()).resolves.toMatch(/1:40 left to answer/);
          await expect.poll(() => inSight(line)).toBe(true);
          const bar = (await page.getByRole('dialog').boundingBox())!;
          expect(bar.height).toBeLessThan(800 / 3);
        }
        // The last stretch, said once, by the one region: nothing added for the bar.
        await advance(page, 70_000);
        await expect(line.innerText()).resolves.toMatch(/0:30 left to answer/);
        await expect.poll(() => inSight(line)).toBe(true);
        await expect(page.locator('[role="status"]').filter({ hasText: /left to answer/ }).allTextContents()).resolves.toEqual(['30 seconds left to answer.']);
        // More time from the bar (or the pinned footer) keeps focus there.
        await line.getByRole('button', { name: 'More time' }).click();
        await expect(focusedText(page)).resolves.toBe('More time');
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    for (const presentation of ['dialog', 'inline'] as const) {
      it(`${width} px, ${presentation}: a URL request's time left is pinned with its buttons while its message scrolls`, async () => {
        const page = await pages.browser.newPage({ viewport: { width, height: 800 } });
        const errors = collectErrors(page);
        await page.clock.install();
        await page.goto(pages.server.url(`/time-left.html?presentation=${presentation}&url&long&deadline=100000`));
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
        await page.getByRole('button', { name: 'Ask' }).click();
        const line = countdown(page);
        await expect(line.innerText()).resolves.toMatch(/1:40 left to answer/);
        const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
        for (const to of ['start', 'middle', 'end'] as const) {
          await page.evaluate((where) => {
            const scroller = document.querySelector<HTMLElement>('dialog[open]') ?? document.scrollingElement!;
            scroller.scrollTop = where === 'start' ? 0 : where === 'end' ? scroller.scrollHeight : scroller.scrollHeight / 2 - scroller.clientHeight / 2;
          }, to);
          await expect.poll(() => inSight(line), { message: `time left in sight at the ${to} of the message` }).toBe(true);
          await expect.poll(() => inSight(cancel), { message: `Cancel in sight at the ${to} of the message` }).toBe(true);
        }
        if (presentation === 'dialog') {
          await page.getByRole('dialog').getByRole('button', { name: 'Minimise' }).click();
          await expect(cancel.isVisible()).resolves.toBe(false);
          await expect.poll(() => inSight(line)).toBe(true);
        }
        expect(errors).toEqual([]);
        await page.close();
      });
    }

    it(`${width} px: a late wake-up (a laptop lid closed) says the time as the clock reads it, never rounded up`, async () => {
      const { page, errors } = await open(width, 'presentation=dialog');
      // The threshold's timer was due at 2:00 left; it fires once, at 1:30 left.
      await page.clock.fastForward(8 * 60_000 + 30_000);
      await rendered(page);
      await expect.poll(() => heard(page).textContent()).toBe('1 minute 30 seconds left to answer.');
      await expect(countdown(page).innerText()).resolves.toMatch(/1:30 left to answer/);
      expect(errors).toEqual([]);
      await page.close();
    });

    it(`${width} px: a round counts once, and a stopped call says "Stopped" in view with Copy answers`, async () => {
      const { page, errors } = await open(width, 'presentation=dialog&round');
      await jump(page, 8 * 60_000 + 1000);
      await expect(countdown(page).count()).resolves.toBe(1);
      await page.evaluate(() => (window as unknown as { stopCall: () => void }).stopCall());
      const stopped = page.getByRole('dialog').getByText('Stopped — your answers were not sent.').first();
      await stopped.waitFor();
      await expect(stopped.isVisible()).resolves.toBe(true);
      await page.getByRole('dialog').getByRole('button', { name: 'Copy answers' }).first().click();
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('Name: Mona Lisa\nPassword: ••••••');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
