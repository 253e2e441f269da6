/**
 * The demo's URL-mode flow (`connect_account`) in Chromium: consent in the library's
 * dialog, the demo's own connect page in a new window bound to this browser session,
 * the fake third-party consent, back to the client, and the call finishing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dialog, finishedResult, latestRun, PLACEMENTS, runTool, sentInputResponses, type DemoPage, useDemo } from './demo-harness';
import { PHONE_AND_DESKTOP } from './page-checks';

/** After the call: nothing modal, nothing left in the outlet, focus not lost to <body>. */
async function expectNothingLeft(page: Page) {
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  await expect.poll(() => page.locator('.mcpe-ElicitationOutlet [data-request-id]').count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

describe('demo: connect_account (URL mode)', () => {
  const session = useDemo();
  let demo: DemoPage;

  /** Consent in the client, then act in the window that opens. */
  async function openConnectWindow() {
    const { page, context } = demo;
    await runTool(page, 'connect_account');
    const consent = dialog(page);
    await consent.getByText('Connect your Demo Cloud account.').waitFor();
    const [popup] = await Promise.all([context.waitForEvent('page'), consent.getByRole('button', { name: 'Open' }).click()]);
    await popup.waitForLoadState();
    await popup.getByRole('heading', { name: 'Authorize Demo Cloud?' }).waitFor();
    return popup;
  }

  /** Decide on the fake third-party page; returns the heading of the page it leads to. */
  async function decide(popup: Awaited<ReturnType<typeof openConnectWindow>>, button: 'Allow' | 'Deny') {
    await popup.getByRole('button', { name: button }).click();
    const next = popup.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Authorize Demo Cloud?' });
    await next.waitFor();
    return next.innerText();
  }

  it('Allow in the popup, then "I’ve finished": the call completes connected', async () => {
    demo = await session.open();
    const { page } = demo;
    const popup = await openConnectWindow();
    expect(await decide(popup, 'Allow')).toBe('Done: Demo Cloud is connected');
    // Back in the client: the server asked again ("still waiting") with the same URL.
    const waiting = dialog(page);
    await waiting.getByText('Once you have allowed or denied access in the Demo Cloud window').waitFor();
    await waiting.getByRole('button', { name: 'I’ve finished' }).click();

    expect(await finishedResult(page)).toEqual(['Connected: Demo Cloud account "demo-user" is linked.']);
    expect(await sentInputResponses(page)).toEqual([{ connect: { action: 'accept' } }, { connect: { action: 'accept' } }]);
    await expectNothingLeft(page); // was: a modal stuck in an "answered" state
    await runTool(page, 'contact_form'); // the page is usable again
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    await latestRun(page).getByText('Finished', { exact: true }).waitFor();
  });

  // Both placements, phone and laptop: the page's call runner keeps the round in sessionStorage,
  // the relay keeps it on the server; either way the person already allowed and opened the page.
  it.each(PLACEMENTS.flatMap((placement) => PHONE_AND_DESKTOP.map((viewport) => [placement, viewport] as const)))(
    'client in the %s, %o: a reload while the site is awaited keeps "still waiting" with "I’ve finished", not a fresh consent',
    async (placement, viewport) => {
      demo = await session.open(viewport, placement);
      const { page, context } = demo;
      await runTool(page, 'connect_account');
      const [popup] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: 'Open' }).click()]);
      await dialog(page).getByText('Once you have allowed or denied access in the Demo Cloud window').waitFor();
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'Connected to Demo server' }).waitFor();

      const back = dialog(page);
      await back.getByRole('heading', { name: /^Still waiting for you to finish on / }).waitFor();
      expect(await back.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
      await popup.getByRole('button', { name: 'Allow' }).click();
      await popup.getByRole('heading', { name: 'Done: Demo Cloud is connected' }).waitFor();
      await back.getByRole('button', { name: 'I’ve finished' }).click();
      expect(await finishedResult(page)).toEqual(['Connected: Demo Cloud account "demo-user" is linked.']);
      await expectNothingLeft(page);
    },
  );

  it.each(PLACEMENTS.flatMap((placement) => PHONE_AND_DESKTOP.map((viewport) => [placement, viewport] as const)))(
    'client in the %s, %o: "I’ve finished" before finishing on the site: the view says the server still waits, focus stays on "I’ve finished"',
    async (placement, viewport) => {
      demo = await session.open(viewport, placement);
      const { page, context } = demo;
      await runTool(page, 'connect_account');
      const [popup] = await Promise.all([context.waitForEvent('page'), dialog(page).getByRole('button', { name: 'Open' }).click()]);
      const serverWaits = dialog(page).getByText(/^The server says it is still waiting for you to finish on \S+\.$/);
      await dialog(page).getByText('Once you have allowed or denied access in the Demo Cloud window').waitFor();
      expect(await serverWaits.count()).toBe(0); // asked again after Open: nothing was claimed yet
      await dialog(page).getByRole('button', { name: 'I’ve finished' }).click();

      await serverWaits.waitFor();
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement;
          const description = (element?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
          return { name: element?.textContent, description: description.join(' ') };
        });
      // Where the person pressed, and a reader hears the note with it.
      await expect.poll(focused).toEqual({ name: 'I’ve finished', description: await serverWaits.innerText() });

      await popup.getByRole('button', { name: 'Allow' }).click();
      await popup.getByRole('heading', { name: 'Done: Demo Cloud is connected' }).waitFor();
      await dialog(page).getByRole('button', { name: 'I’ve finished' }).click();
      expect(await finishedResult(page)).toEqual(['Connected: Demo Cloud account "demo-user" is linked.']);
      expect(await sentInputResponses(page)).toEqual([{ connect: { action: 'accept' } }, { connect: { action: 'accept' } }, { connect: { action: 'accept' } }]);
      await expectNothingLeft(page);
    },
  );

  it.each(['dialog', 'inline'] as const)('%s: stopping the call while the URL is awaited leaves nothing live behind', async (presentation) => {
    demo = await session.open();
    const { page, context } = demo;
    await page.getByLabel('Requests appear').selectOption(presentation);
    await page.getByLabel('Rounds run by').selectOption('manual');
    await runTool(page, 'connect_account');
    const consent = page.locator('.mcpe-UrlConsent');
    const [popup] = await Promise.all([context.waitForEvent('page'), consent.getByRole('button', { name: 'Open' }).click()]);
    await consent.getByText('Once you have allowed or denied access in the Demo Cloud window').waitFor();
    if (presentation === 'dialog') await page.keyboard.press('Escape');
    else await latestRun(page).getByRole('button', { name: 'Stop' }).click();
    await latestRun(page).getByText(presentation === 'dialog' ? 'Finished' : 'Stopped', { exact: true }).waitFor();
    if (presentation === 'inline') {
      // The page's own Stop: the question says so where it stood, until the person dismisses it.
      const outlet = page.locator('.mcpe-ElicitationOutlet');
      await outlet.getByText(/^Stopped — your answers were not sent/).first().waitFor();
      await outlet.getByRole('button', { name: 'Dismiss' }).click();
    }
    await expectNothingLeft(page);
    expect(await page.getByRole('button', { name: 'Open' }).count()).toBe(0); // no stale Open for a cancelled call
    await popup.close();
  });

  it('Deny in the popup: the call completes not connected', async () => {
    demo = await session.open();
    const { page } = demo;
    const popup = await openConnectWindow();
    expect(await decide(popup, 'Deny')).toBe('Access denied');
    await dialog(page).getByRole('button', { name: 'I’ve finished' }).click();
    expect(await finishedResult(page)).toEqual(['Not connected: access was denied on the Demo Cloud page.']);
    await expectNothingLeft(page);
  });

  it('Decline in the client: nothing opens and the decline is reported', async () => {
    demo = await session.open();
    const { page, context } = demo;
    await runTool(page, 'connect_account');
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    expect(await finishedResult(page)).toEqual(['Declined: you chose not to connect your Demo Cloud account.']);
    expect(await sentInputResponses(page)).toEqual([{ connect: { action: 'decline' } }]);
    expect(context.pages()).toHaveLength(1);
  });

  it('Cancel in the client: reported as a dismissal, distinct from decline', async () => {
    demo = await session.open();
    const { page } = demo;
    await runTool(page, 'connect_account');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await finishedResult(page)).toEqual(['Cancelled: the request to connect your Demo Cloud account was dismissed without an answer.']);
    expect(await sentInputResponses(page)).toEqual([{ connect: { action: 'cancel' } }]);
  });
});
