/**
 * The demo's calls as a person lives them, in Chromium: a call on the server stopped from a
 * second tab of the same browser session; the demo server restarted while a question waits
 * for its answer, in the page placement and on the server. Nothing typed is lost without
 * the page showing it.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '../../demo/server/index.ts';
import { buildDemoClient, dialog, latestRun, runTool } from './demo-harness';
import { collectErrors, launchChromium } from './harness';
import { PHONE_AND_DESKTOP } from './page-checks';

let browser: Browser;
let staticDir: string;
let server: RunningDemoServer | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  staticDir = await buildDemoClient();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function start(stateKey: string, port = 0): Promise<RunningDemoServer> {
  server = await startDemoServer({ port, staticDir, stateKey });
  return server;
}

/** The demo server goes down and comes back on the same port (`stateKey`: the same or a new one). */
async function restart(stateKey: string): Promise<void> {
  const { port } = server!;
  await server!.close();
  server = undefined;
  await start(stateKey, port);
}

async function openTab(context: BrowserContext, query: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${server!.url}/${query}`);
  await page.getByRole('status').filter({ hasText: 'Connected to Demo server' }).waitFor();
  return { page, errors };
}

async function newContext(viewport = { width: 1100, height: 900 }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, timezoneId: 'UTC', locale: 'en-GB', permissions: ['clipboard-read', 'clipboard-write'] });
  contexts.push(context);
  return context;
}

describe('demo calls in Chromium', () => {
  it('on the server: a second tab lists the running call and stops it; the first tab shows it stopped, its question expired with the draft', async () => {
    await start('s'.repeat(32));
    const context = await newContext();
    const first = await openTab(context, '?client=server');
    await first.page.getByLabel('Requests appear').selectOption('inline');
    await runTool(first.page, 'contact_form');
    const name = first.page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Typed in the first tab');

    const second = await openTab(context, '?client=server');
    // Inline, so that the page's Stop is not behind the modal the question opens here too.
    await second.page.getByLabel('Requests appear').selectOption('inline');
    await latestRun(second.page).getByText('Running…', { exact: true }).waitFor();
    expect(await latestRun(second.page).locator('code').first().innerText()).toBe('contact_form');
    await latestRun(second.page).getByRole('button', { name: 'Stop' }).click();

    await latestRun(first.page).getByText('Stopped', { exact: true }).waitFor();
    await first.page.getByText(/— your answers were not (sent|taken)[.;]/).waitFor();
    expect(await name.inputValue()).toBe('Typed in the first tab');
    await latestRun(second.page).getByText('Stopped', { exact: true }).waitFor();
    expect([...first.errors, ...second.errors]).toEqual([]);
  });

  it('in the page: the server restarts with a new key mid-answer; Submit shows the question expired with the answers given, and the call says why', async () => {
    await start('a'.repeat(32));
    const context = await newContext();
    const { page, errors } = await openTab(context, '');
    await page.getByLabel('Rounds run by').selectOption('manual');
    await runTool(page, 'setup_wizard');
    await dialog(page).getByRole('textbox', { name: 'Project name' }).fill('engine');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText(/Step 2 of 2/).waitFor();
    await restart('b'.repeat(32));
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await latestRun(page).getByText(/^Expired: the server no longer accepts this call’s state/).waitFor();
    await page.getByText(/— your answers were not (sent|taken)[.;]/).waitFor();
    // The answers given are still there to copy.
    expect(await page.getByRole('radio', { name: 'Single-page app' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('on the server: the server restarts mid-answer; the question stays in view with what was typed and says the server restarted, nothing sent', async () => {
    await start('c'.repeat(32));
    const context = await newContext();
    const { page, errors } = await openTab(context, '?client=server');
    await runTool(page, 'contact_form');
    const name = dialog(page).getByRole('textbox', { name: 'Full name' });
    await name.fill('Typed before the restart');
    await restart('c'.repeat(32));
    await dialog(page).getByText('The server restarted — your answers were not sent.').waitFor({ timeout: 20_000 });
    expect(await name.inputValue()).toBe('Typed before the restart');
    expect(errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_INCOMPLETE_CHUNKED_ENCODING/.test(error))).toEqual([]);
  });

  it('on the server: the server goes away mid-answer and stays away; the call says its log cannot be read, and nothing throws', async () => {
    await start('d'.repeat(32));
    const context = await newContext();
    const { page, errors } = await openTab(context, '?client=server');
    await runTool(page, 'contact_form');
    await dialog(page).getByRole('textbox', { name: 'Full name' }).fill('Typed before the outage');
    await server!.close();
    server = undefined;
    await latestRun(page).getByText('The demo server could not be reached to read what this call sent.').waitFor({ timeout: 20_000 });
    expect(errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_INCOMPLETE_CHUNKED_ENCODING/.test(error))).toEqual([]);
  });

  for (const viewport of PHONE_AND_DESKTOP) {
    it(`${viewport.width} px, on the server: while the server is down, the question says it restarted with the typing kept and Copy answers, though that server serves their code; back with a new key, the page says its session ended, never to sign in, and Dismiss still closes it`, async () => {
      const { port } = await start('d'.repeat(32));
      const context = await newContext(viewport);
      const { page, errors } = await openTab(context, '?client=server');
      await runTool(page, 'contact_form');
      const name = dialog(page).getByRole('textbox', { name: 'Full name' });
      await name.fill('Typed before outage');
      // Down, and staying down: nothing the view needs may be fetched from it now.
      await server!.close();
      server = undefined;
      await dialog(page).getByText('The server restarted — your answers were not sent.').waitFor({ timeout: 20_000 });
      const hint = dialog(page).getByText('What you entered is kept so you can copy it.');
      await hint.waitFor();
      await expect(hint.isVisible()).resolves.toBe(true);
      expect(await name.inputValue()).toBe('Typed before outage');
      expect(await name.isEditable()).toBe(false);
      await dialog(page).getByRole('button', { name: 'Copy answers' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Full name: Typed before outage$/m);

      // Back with a new key: it no longer knows this browser's session, as after a sign-out.
      await start('e'.repeat(32), port);
      await page.getByText('This page’s session has ended: it can no longer see its requests. Reload the page to continue.').first().waitFor({ timeout: 30_000 });
      await expect(page.getByText(/sign in/i).count()).resolves.toBe(0);
      expect(await name.inputValue()).toBe('Typed before outage');
      // Closed all the same, though the relay no longer takes anything from this page.
      await dialog(page).getByRole('button', { name: 'Dismiss' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(errors.filter((error) => !/Failed to load resource|ERR_CONNECTION_REFUSED|ERR_INCOMPLETE_CHUNKED_ENCODING/.test(error))).toEqual([]);
    });
  }
});
