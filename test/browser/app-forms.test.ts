/**
 * App-rendered forms (MCP Apps, SEP-3118) in the demo, in Chromium: the demo server's
 * `choose_seat` ships a seat map app; the page draws it in the sandbox proxy (another origin)
 * through the library's `AppForm` part, and falls back to its own form when the app cannot
 * be used. `broken_seat_app`'s map can answer with a seat outside the schema, or crash.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, finishedResult, runTool, sentInputResponses, useDemo, type Placement } from './demo-harness';

/** The proxy's frame (on the sandbox origin) and the app's document inside it. */
const proxy = (page: Page): FrameLocator => dialog(page).frameLocator('iframe.mcpe-AppForm-frame');
const app = (page: Page): FrameLocator => proxy(page).frameLocator('iframe');

/** The native form's seat choice (12 options: a select). */
const nativeSeat = (page: Page) => dialog(page).getByRole('combobox', { name: /^Seat/ });

describe('demo: app-rendered forms', () => {
  const session = useDemo();

  it.each(['page', 'server'] as Placement[])('negotiated and used (client %s): the seat map draws the form under the server’s name; its answer is sent under the request key', async (placement) => {
    const { page } = await session.open(undefined, placement);
    await runTool(page, 'choose_seat');
    await expect.poll(() => dialog(page).getByText('Request from').textContent()).toContain('Request from');
    await expect.poll(() => dialog(page).getByText('Which seat would you like?').count()).toBe(1);
    await app(page).getByRole('button', { name: 'Seat 2B' }).click();
    await app(page).getByRole('button', { name: 'Confirm seat 2B' }).click();
    expect(await finishedResult(page)).toEqual(['Seat 2B booked.']);
    expect(await sentInputResponses(page)).toEqual([{ seat: { action: 'accept', content: { seat: '2B' } } }]);
    expect(await nativeSeat(page).count()).toBe(0);
  });

  it('not negotiated by the client (?apps=off): the server sends the plain form and the page shows its own, silently', async () => {
    const { page } = await session.open(undefined, 'page', 'apps=off');
    await runTool(page, 'choose_seat');
    await nativeSeat(page).selectOption('1C');
    expect(await dialog(page).locator('iframe').count()).toBe(0);
    expect(await dialog(page).getByRole('status').filter({ hasText: 'server’s own form' }).count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await finishedResult(page)).toEqual(['Seat 1C booked.']);
  });

  it('the app answers with a seat outside the schema: refused, nothing sent, the native form takes over (empty) saying why', async () => {
    const { page } = await session.open();
    await runTool(page, 'broken_seat_app');
    await app(page).getByRole('button', { name: 'Answer with seat 99Z' }).click();
    await dialog(page).getByText('The server’s own form gave an answer that does not fit the question. Nothing was sent: answer here instead.').waitFor();
    expect(await dialog(page).locator('iframe').count()).toBe(0);
    await expect.poll(() => nativeSeat(page).inputValue()).toBe('');
    await nativeSeat(page).selectOption('3D');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await finishedResult(page)).toEqual(['Seat 3D booked.']);
    // One retry only, with the person's own answer: 99Z never left the page.
    expect(await sentInputResponses(page)).toEqual([{ seat: { action: 'accept', content: { seat: '3D' } } }]);
  });

  it('the app crashes: the native form takes over saying so; Decline still answers', async () => {
    const { page, errors } = await session.open();
    await runTool(page, 'broken_seat_app');
    await app(page).getByRole('button', { name: 'Crash' }).click();
    await dialog(page).getByText('The server’s own form stopped working. Nothing was sent: answer here instead.').waitFor();
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    expect(await finishedResult(page)).toEqual(['Declined: you chose not to choose a seat.']);
    expect(await sentInputResponses(page)).toEqual([{ seat: { action: 'decline' } }]);
    // The app's own uncaught error, in its frame; nothing of the page's.
    expect(errors.splice(0)).toEqual(['pageerror: seats is undefined']);
  });

  it('the host’s own Cancel under the app answers cancel and removes the app', async () => {
    const { page } = await session.open();
    await runTool(page, 'choose_seat');
    await app(page).getByRole('button', { name: 'Seat 1A' }).waitFor();
    await dialog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    expect(await finishedResult(page)).toEqual(['Cancelled: the request to choose a seat was dismissed without an answer.']);
    expect(await sentInputResponses(page)).toEqual([{ seat: { action: 'cancel' } }]);
  });

  it.each([
    [390, 844, 'dialog'],
    [390, 844, 'inline'],
    [1280, 900, 'dialog'],
    [1280, 900, 'inline'],
  ] as const)('at %i × %i px, %s: the frame takes the app’s height and fits the width, nothing scrolls sideways, every button is reachable', async (width, height, presentation) => {
    const { page } = await session.open({ width, height });
    await page.getByLabel('Requests appear').selectOption(presentation);
    await runTool(page, 'choose_seat');
    const outlet = page.locator('.mcpe-ElicitationOutlet').first();
    const frame = outlet.locator('iframe.mcpe-AppForm-frame');
    const inner = outlet.frameLocator('iframe.mcpe-AppForm-frame').frameLocator('iframe');
    await inner.getByRole('button', { name: 'Seat 1A' }).waitFor();
    const appFrame = page.frames().find((f) => f.url().includes('/mcp-app-sandbox'))!.childFrames()[0]!;
    const appHeight = await appFrame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect.poll(() => frame.evaluate((element) => element.clientHeight)).toBe(appHeight);
    expect(await appFrame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    const box = (await frame.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await appFrame.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const name of ['Cancel', 'Decline']) {
      const button = outlet.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      expect(await button.isVisible(), name).toBe(true);
    }
    await inner.getByRole('button', { name: 'Seat 3B' }).click();
    await inner.getByRole('button', { name: 'Confirm seat 3B' }).click();
    expect(await finishedResult(page)).toEqual(['Seat 3B booked.']);
  });

  it('sandboxed: the app runs on an opaque origin under the policy it declared (no network), its proxy on another origin than the page', async () => {
    const { page, errors } = await session.open();
    await runTool(page, 'choose_seat');
    await app(page).getByRole('button', { name: 'Seat 1A' }).waitFor();
    const frames = page.frames();
    const proxyFrame = frames.find((frame) => frame.url().includes('/mcp-app-sandbox'))!;
    const appFrame = proxyFrame.childFrames()[0]!;
    expect(new URL(proxyFrame.url()).origin).not.toBe(new URL(page.url()).origin);
    const inside = await appFrame.evaluate(async (pageUrl) => {
      let parentReadable = true;
      try {
        void window.parent.document.title;
      } catch {
        parentReadable = false;
      }
      const fetched = await fetch(pageUrl).then(
        () => 'fetched',
        () => 'blocked',
      );
      return { origin: window.origin, parentReadable, fetched };
    }, page.url());
    expect(inside).toEqual({ origin: 'null', parentReadable: false, fetched: 'blocked' });
    // Refused by both copies of the policy: the proxy's header (inherited) and the document's own.
    expect(errors.splice(0).filter((error) => error.includes(`violates the following Content Security Policy directive: "connect-src 'none'"`))).toHaveLength(2);
  });
});

describe('demo: app-rendered forms, server without them', () => {
  const session = useDemo({ appForms: false });

  it('not negotiated by the server: the page shows its own form, silently, although it offers apps', async () => {
    const { page } = await session.open();
    await runTool(page, 'choose_seat');
    await nativeSeat(page).selectOption('2D');
    expect(await dialog(page).locator('iframe').count()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await finishedResult(page)).toEqual(['Seat 2D booked.']);
  });
});
