/**
 * Every demo tool, in every way the demo can run it (dialog/inline × SDK auto/manual
 * rounds with the MCP client in the page; two of those with it on the demo server, its
 * requests through the relay), walked to its end as a person would: after the answer nothing is left modal,
 * nothing is left behind in the outlet, Run works again, focus is somewhere sensible
 * (never <body>), and the next request can be answered.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_TOOL_NAMES } from '../../demo/server/tool-names.ts';
import { finishedResult, latestRun, runTool, useDemo, type Placement } from './demo-harness';
import { shownText } from '../fixtures/live-region';

type Presentation = 'dialog' | 'inline';
type Handling = 'auto' | 'manual';

/** Where the library shows requests, in either presentation. */
const outlet = (page: Page): Locator => page.locator('.mcpe-ElicitationOutlet').first();

/** Text shown in the outlet, not the live region's copy of it (it repeats the message). */
const shown = (page: Page, text: string): Locator => shownText(outlet(page), text);

/** One way to answer each tool; every path ends the call. */
const answer: Record<(typeof DEMO_TOOL_NAMES)[number], (page: Page) => Promise<void>> = {
  contact_form: async (page) => outlet(page).getByRole('button', { name: 'Submit' }).click(),
  setup_wizard: async (page) => {
    await shown(page, 'Step 1 of 2').waitFor();
    await outlet(page).getByRole('button', { name: 'Submit' }).click();
    await shown(page, 'Step 2 of 2').waitFor();
    await outlet(page).getByRole('button', { name: 'Submit' }).click();
  },
  plan_trip: async (page) => {
    const items = outlet(page).getByRole('listitem');
    await items.nth(2).waitFor();
    for (let i = 0; i < 3; i++) await items.nth(i).getByRole('button', { name: 'Decline' }).click();
    await outlet(page).getByRole('button', { name: 'Send all' }).click();
  },
  connect_account: async (page) => outlet(page).getByRole('button', { name: 'Decline' }).click(),
  import_settings: async (page) => outlet(page).getByRole('button', { name: 'Decline' }).click(),
  reset_password: async (page) => outlet(page).getByRole('button', { name: 'Decline' }).click(),
  suspicious_link: async (page) => outlet(page).getByRole('button', { name: 'Decline' }).click(),
  choose_seat: async (page) => {
    const app = outlet(page).frameLocator('iframe.mcpe-AppForm-frame').frameLocator('iframe');
    await app.getByRole('button', { name: 'Seat 1A' }).click();
    await app.getByRole('button', { name: 'Confirm seat 1A' }).click();
  },
  broken_seat_app: async (page) => {
    // The app's answer is refused; the native form that takes over is declined.
    await outlet(page).frameLocator('iframe.mcpe-AppForm-frame').frameLocator('iframe').getByRole('button', { name: 'Answer with seat 99Z' }).click();
    await shown(page, 'Nothing was sent: answer here instead.').waitFor();
    await outlet(page).getByRole('button', { name: 'Decline' }).click();
  },
};

async function settle(page: Page, tool: string) {
  expect(await finishedResult(page), tool).not.toEqual([]);
  // Nothing the call asked stays modal or in view, and Run is usable again.
  await expect.poll(() => page.locator('dialog[open]').count(), { message: `${tool}: open dialog` }).toBe(0);
  await expect.poll(() => outlet(page).locator('[data-request-id]').count(), { message: `${tool}: leftovers` }).toBe(0);
  expect(await page.getByRole('button', { name: `Run ${tool}` }).getAttribute('aria-disabled'), tool).toBeNull();
  const focus = await page.evaluate(() => document.activeElement?.tagName ?? 'none');
  expect(focus, `${tool}: focus after the answer`).not.toMatch(/^(BODY|none)$/);
}

describe('demo: every tool, every mode, walked to the end', () => {
  const session = useDemo();

  describe.each([
    ['page', 'dialog', 'auto'],
    ['page', 'dialog', 'manual'],
    ['page', 'inline', 'auto'],
    ['page', 'inline', 'manual'],
    ['server', 'dialog', 'auto'],
    ['server', 'inline', 'manual'],
  ] as [Placement, Presentation, Handling][])('MCP client in the %s, %s presentation, %s rounds', (placement, presentation, handling) => {
    it('answers each tool in turn; each ends with no modal, no leftovers, Run usable, focus kept', async () => {
      const { page } = await session.open(undefined, placement);
      await page.getByLabel('Requests appear').selectOption(presentation);
      await page.getByLabel('Rounds run by').selectOption(handling);
      for (const tool of DEMO_TOOL_NAMES) {
        await runTool(page, tool);
        await answer[tool](page);
        await settle(page, tool);
        expect(await latestRun(page).locator('code').first().innerText()).toBe(tool);
      }
      // The next request can still be answered.
      await runTool(page, 'contact_form');
      await answer.contact_form(page);
      await settle(page, 'contact_form');
    });
  });
});
