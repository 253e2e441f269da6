/**
 * The app-rendered form's states that a live server does not produce on demand, in Chromium:
 * an app that never starts (timeout), one the host could not read, a call that gives up while
 * the app is shown, and the whole request answered from the keyboard. The page
 * (test/browser/pages/app-form.tsx) draws one request with `createAppForm`; the sandbox proxy
 * is served here on another origin (another port) than the page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxProxyResponse } from '../../src/apps';
import { collectErrors, useChromiumPages } from './harness';
import { pageResults } from './page-checks';

let proxy: Server;
let sandboxUrl = '';
let pagesOrigin = '';
let errors: string[] = [];
let current: Page | undefined;

const app = (page: Page): FrameLocator => page.frameLocator('iframe.mcpe-AppForm-frame').frameLocator('iframe');
const seat = (page: Page) => page.getByRole('dialog').getByRole('combobox', { name: /^Seat/ });

describe('app-rendered form states', () => {
  const chromium = useChromiumPages();

  async function open(query: string): Promise<Page> {
    pagesOrigin = new URL(chromium.server.url('/')).origin;
    const page = await chromium.browser.newPage({ viewport: { width: 1000, height: 800 } });
    current = page;
    errors = collectErrors(page);
    await page.goto(chromium.server.url(`/app-form.html?sandbox=${encodeURIComponent(sandboxUrl)}&${query}`));
    return page;
  }

  beforeAll(async () => {
    proxy = createServer((request, response) => {
      const answer = sandboxProxyResponse(new Request(`http://${request.headers.host}${request.url}`), { hostOrigins: [pagesOrigin] });
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      void answer.text().then((body) => response.end(body));
    });
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
    sandboxUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/sandbox`;
  });
  afterAll(() => new Promise<void>((done) => proxy.close(() => done())));
  afterEach(async () => {
    await current?.close();
    current = undefined;
    expect(errors).toEqual([]);
  });

  it('an app that never starts: after the start timeout the native form takes over, saying so, and answers', async () => {
    const page = await open('case=silent&timeout=1500');
    await page.getByRole('dialog').getByText('Loading the server’s form…').waitFor();
    await page.getByText('The server’s own form did not start in time. Nothing was sent: answer here instead.').waitFor();
    expect(await pageResults(page)).toEqual([]);
    await seat(page).selectOption('2A');
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => pageResults(page)).toEqual([{ action: 'accept', content: { seat: '2A' } }]);
  });

  it('an app the host could not read: the native form at once, saying so', async () => {
    const page = await open('case=missing');
    await page.getByText('The server’s own form could not be loaded. Nothing was sent: answer here instead.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await expect.poll(() => pageResults(page)).toEqual([{ action: 'decline' }]);
  });

  it('the call gives up while the app is shown: it says the answers were not sent, the app is gone, and its late answer goes nowhere', async () => {
    const page = await open('case=seat');
    await app(page).getByRole('button', { name: 'Seat 1C' }).click();
    await page.evaluate(() => (window as unknown as { expire: () => void }).expire());
    await page.getByRole('dialog').getByText(/— your answers were not (sent|taken)[.;]/).waitFor();
    await expect.poll(() => page.locator('iframe').count()).toBe(0);
    expect(await pageResults(page)).toEqual([{ action: 'cancel' }]);
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: its deadline passes while the app is shown: the view says what was entered there is not kept, and offers no copy of it`, async () => {
      const page = await open('case=seat&deadline=8000');
      await page.setViewportSize({ width, height: 800 });
      await app(page).getByRole('button', { name: 'Seat 1C' }).click();
      const notice = page.getByRole('dialog').locator('.mcpe-ElicitationHost-expired');
      await notice.getByText('Expired — your answers were not sent; the server was told the request was cancelled.').waitFor({ timeout: 15_000 });
      await expect(notice.innerText()).resolves.toContain('Anything entered in the server’s own form is not kept: this app cannot read it.');
      await expect(notice.isVisible()).resolves.toBe(true);
      await expect(notice.innerText()).resolves.not.toMatch(/kept below|copy it/);
      await expect(page.getByRole('button', { name: 'Copy answers' }).count()).resolves.toBe(0);
      await page.getByRole('dialog').getByRole('button', { name: 'Dismiss' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await pageResults(page)).toEqual([{ action: 'cancel' }]);
    });
  }

  it('keyboard and screen reader: the frame is named by the server, takes focus on open, Tab reaches the app’s controls, then the host’s Cancel and Decline; Escape on them cancels', async () => {
    const page = await open('case=seat');
    // Which server asks names the dialog (its header, above the app); the app's frame is named after it.
    await page.getByRole('dialog', { name: /^Request from Airline/ }).waitFor();
    const frame = page.locator('iframe.mcpe-AppForm-frame');
    expect(await frame.getAttribute('title')).toBe('Form from Airline');
    await app(page).getByRole('button', { name: 'Seat 1A' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('mcpe-AppForm-frame');
    // Into the app: its first control, then on through its seats.
    await page.keyboard.press('Tab');
    await expect.poll(() => app(page).locator(':focus').getAttribute('aria-label')).toBe('Seat 1A');
    await page.keyboard.press('Tab'); // 1B is taken (disabled): the next is 1C
    await expect.poll(() => app(page).locator(':focus').getAttribute('aria-label')).toBe('Seat 1C');
    await page.keyboard.press('Space');
    await expect.poll(() => app(page).getByRole('button', { name: 'Seat 1C', exact: true }).getAttribute('aria-pressed')).toBe('true');
    // Out of the app, past its Confirm, to the host's own buttons, in the one order.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.tagName === 'BUTTON')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Decline');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => pageResults(page)).toEqual([{ action: 'cancel' }]);
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px: both frames a screen reader enters, the proxy's and the app's inside it, are named after the server`, async () => {
      const page = await open('case=seat');
      await page.setViewportSize({ width, height: 800 });
      await app(page).getByRole('button', { name: 'Seat 1A' }).waitFor();
      expect(await page.locator('iframe.mcpe-AppForm-frame').getAttribute('title')).toBe('Form from Airline');
      const proxyFrame = page.frameLocator('iframe.mcpe-AppForm-frame');
      expect(await proxyFrame.locator('iframe').getAttribute('title')).toBe('Form from Airline');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    });
  }

  it('answered from the keyboard inside the app: Enter on its Confirm sends the checked answer', async () => {
    const page = await open('case=seat&presentation=inline');
    await app(page).getByRole('button', { name: 'Seat 3D' }).focus();
    await page.keyboard.press('Enter');
    await app(page).getByRole('button', { name: 'Confirm seat 3D' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pageResults(page)).toEqual([{ action: 'accept', content: { seat: '3D' } }]);
  });
});
