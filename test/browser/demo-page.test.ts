/**
 * The demo page itself in Chromium: the library's guards (unsupported schema, secret
 * field), manual round handling, inline presentation with an expired request, the
 * light/dark switch, 320 px layout and the tab-title alert.
 */
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dialog, finishedResult, latestRun, runTool, sentInputResponses, type DemoPage, useDemo } from './demo-harness';
import { PHONE_AND_DESKTOP } from './page-checks';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's WCAG 2 A/AA violations on the page as it is now (ids and where). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}

describe('demo: guards, settings and layout', () => {
  const session = useDemo();
  let demo: DemoPage;

  it('import_settings: the nested optional field is left out with a notice; the rest can be answered or declined', async () => {
    demo = await session.open();
    const { page } = demo;
    // Rounds run by the SDK: it checks the embedded request itself (rounds run by the page
    // show it at once, with the same notice).
    await page.getByLabel('Rounds run by').selectOption('auto');
    await runTool(page, 'import_settings');
    const notice = dialog(page).getByRole('note');
    await notice.getByText('These optional answers can’t be given here; they will be left out:').waitFor();
    await notice.getByText(/profile.+is a group of fields inside a field/).waitFor();
    // The flat field still works: the request is answerable, not a dead end.
    await dialog(page).getByRole('checkbox', { name: 'Overwrite existing settings' }).waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Submit' }).count()).toBe(1);
    // The SDK refuses the request outright; the page says so and re-runs it by hand.
    await latestRun(page).getByText('The SDK refused the server’s request').waitFor();
    await dialog(page).getByRole('button', { name: 'Decline' }).click();
    expect(await finishedResult(page)).toEqual(['Declined: you chose not to import settings.']);
    expect(await sentInputResponses(page)).toEqual([{ settings: { action: 'decline' } }]);
  });

  it('reset_password: the password field is masked and carries the secret warning', async () => {
    demo = await session.open();
    const { page } = demo;
    await runTool(page, 'reset_password');
    // The input, not its "Show New password" toggle (labelled by the same label).
    const password = dialog(page).getByLabel(/^New password/).and(page.locator('input'));
    await password.waitFor();
    expect(await password.getAttribute('type')).toBe('password');
    expect(await dialog(page).getByRole('button', { name: /^Show New password/ }).getAttribute('aria-pressed')).toBe('false');
    const description = await password.evaluate((input) =>
      (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    );
    expect(description).toContain('Servers must not ask for these in a form');
    await password.fill('correct horse battery');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect(await finishedResult(page)).toEqual(['Password for "demo-user" would be reset (the demo discarded it).']);
    // The wire log masks it too (a demo is often screen-shared), and shows it on request.
    const [sent] = (await sentInputResponses(page)) as { [key: string]: { content: Record<string, unknown> } }[];
    expect(Object.values(sent!)[0]!.content).toMatchObject({ username: 'demo-user', password: '•••••• (hidden)' });
    expect(await latestRun(page).textContent()).not.toContain('correct horse battery');
    const show = latestRun(page).getByRole('button', { name: 'Show masked values' });
    await show.click();
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    const [shown] = (await sentInputResponses(page)) as { [key: string]: { content: Record<string, unknown> } }[];
    expect(Object.values(shown!)[0]!.content).toMatchObject({ password: 'correct horse battery' });
  });

  it('manual round handling: the same wizard, rounds run by the page with collectInputResponses', async () => {
    demo = await session.open();
    const { page } = demo;
    await page.getByLabel('Rounds run by').selectOption('manual');
    await runTool(page, 'setup_wizard');
    await dialog(page).getByText('Step 1 of 2').waitFor();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await dialog(page).getByText('Step 2 of 2: Web app settings for "my-app".').waitFor();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    const [summary] = await finishedResult(page);
    expect(summary).toBe('Set up "my-app": Web app, TypeScript.');
    expect(await sentInputResponses(page)).toEqual([
      { step1: { action: 'accept', content: { project: 'my-app', kind: 'web', typescript: true } } },
      { step2: { action: 'accept', content: { framework: 'react', rendering: 'spa' } } },
    ]);
  });

  it('inline presentation on a narrow screen: a new request is brought into view, focus stays on Run', async () => {
    demo = await session.open({ width: 400, height: 700 });
    const { page } = demo;
    await page.getByLabel('Requests appear').selectOption('inline');
    await runTool(page, 'contact_form');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.waitFor();
    // Drawn far below the tool list at this width; the page scrolls to it.
    await page.waitForFunction(() => {
      const field = [...document.querySelectorAll('input')].find((input) => input.labels?.[0]?.textContent?.startsWith('Full name'));
      const box = field?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    }, undefined, { timeout: 5_000 });
    // Scrolled to the Activity heading, not only as far as the page was long before the
    // request's fields were drawn (which left it in the screen's lower half, fields below).
    const headingTop = await page.getByRole('heading', { name: 'Activity' }).evaluate((heading) => heading.getBoundingClientRect().top);
    expect(Math.abs(headingTop)).toBeLessThan(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Run contact_form');
  });

  it('inline presentation: the new request is one Tab from Run, and after step 1 focus goes into step 2', async () => {
    demo = await session.open();
    const { page } = demo;
    await page.getByLabel('Requests appear').selectOption('inline');
    await runTool(page, 'setup_wizard');
    const name = page.getByRole('textbox', { name: /^Project name/ });
    await name.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Run setup_wizard');
    // Six more Run buttons lie between Run and the Activity panel: one Tab goes past them.
    await page.keyboard.press('Tab');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('-focus');
    await page.keyboard.press('Enter');
    await page.getByText(/Step 2 of 2/).first().waitFor();
    // Into step 2, not the Activity heading the answered step left focus on.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-request-id]')?.textContent?.includes('Step 2 of 2') ?? false)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
  });

  it('inline presentation: stopping a call expires its request and keeps the draft', async () => {
    demo = await session.open();
    const { page } = demo;
    await page.getByLabel('Requests appear').selectOption('inline');
    await runTool(page, 'contact_form');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Draft I typed');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await latestRun(page).getByRole('button', { name: 'Stop' }).click();
    await page.getByText(/— your answers were not (sent|taken)[.;]/).waitFor();
    expect(await name.inputValue()).toBe('Draft I typed');
    // Read-only, not disabled: the draft stays selectable for copying.
    expect(await name.isEditable()).toBe(false);
    await latestRun(page).getByText('Stopped', { exact: true }).waitFor();
    // The Stop button went away with its call: focus is on the Activity heading, not lost.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Activity');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await name.count()).toBe(0);
  });

  it('light/dark switch: data-theme on the root, remembered across reloads', async () => {
    demo = await session.open();
    const { page } = demo;
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    const light = await background();
    await toggle.click();
    expect(await theme()).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await background()).not.toBe(light);
    await page.reload();
    await page.getByRole('button', { name: 'Run contact_form' }).waitFor();
    expect(await theme()).toBe('dark');
    await runTool(page, 'contact_form');
    const dialogColors = await dialog(page).evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(dialogColors).toBe('rgb(27, 28, 34)');
    await page.keyboard.press('Escape');
    await finishedResult(page);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no axe violations in the ${theme} theme, with a request open`, async () => {
      demo = await session.open();
      const { page } = demo;
      await page.evaluate((value) => localStorage.setItem('mcpe-demo-theme', value), theme);
      await page.reload();
      await runTool(page, 'contact_form');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      await finishedResult(page);
      await runTool(page, 'reset_password');
      await dialog(page).getByLabel(/^New password/).and(page.locator('input')).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Decline' }).click();
      await finishedResult(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('fits a 320 px wide screen without sideways scrolling, dialog included', async () => {
    demo = await session.open({ width: 320, height: 640 });
    const { page } = demo;
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await runTool(page, 'plan_trip');
    await dialog(page).getByText('3 questions').waitFor();
    const box = await dialog(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await overflow()).toBe(0);
    await dialog(page).getByRole('button', { name: 'Cancel all' }).click();
    await finishedResult(page);
    expect(await overflow()).toBe(0);
  });

  for (const viewport of PHONE_AND_DESKTOP) {
    it(`${viewport.width} px, dialog: a round's Cancel all with typing lands focus on the kept question's Dismiss, where a single form's × does`, async () => {
      demo = await session.open(viewport);
      const { page } = demo;
      const focusedIsDismiss = () => dialog(page).getByRole('button', { name: 'Dismiss' }).evaluate((button) => button === document.activeElement);
      await runTool(page, 'contact_form');
      await dialog(page).getByRole('textbox', { name: 'Full name' }).fill('Ada');
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await dialog(page).getByText('What you entered is kept so you can copy it.').waitFor();
      await expect.poll(focusedIsDismiss, { message: 'single form: ×' }).toBe(true);
      await dialog(page).getByRole('button', { name: 'Dismiss' }).click();
      await finishedResult(page);

      await runTool(page, 'plan_trip');
      await dialog(page).getByText('3 questions').waitFor();
      await dialog(page).getByRole('textbox', { name: 'City' }).fill('Porto');
      await dialog(page).getByRole('button', { name: 'Cancel all' }).click();
      // The round ends; only the question with typing stays, kept to copy, on its own.
      await dialog(page).getByText('What you entered is kept so you can copy it.').waitFor();
      await expect.poll(focusedIsDismiss, { message: 'round: Cancel all' }).toBe(true);
      expect(await dialog(page).getByRole('textbox', { name: 'City' }).inputValue()).toBe('Porto');
      await dialog(page).getByRole('button', { name: 'Dismiss' }).click();
      await dialog(page).waitFor({ state: 'detached' });
    });
  }

  it('flashes the tab title when a request arrives while the tab is hidden', async () => {
    demo = await session.open();
    const { page } = demo;
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await runTool(page, 'contact_form');
    await page.waitForFunction(() => document.title.startsWith('(!) Input needed · Demo server'));
    await setHidden(false);
    expect(await page.title()).toBe('MCP Elicitation Demo');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await finishedResult(page);
  });

  it.runIf(process.env.MCPE_DEMO_SCREENSHOT)('writes the README screenshot', async () => {
    demo = await session.open({ width: 1024, height: 720 });
    const { page } = demo;
    await page.getByLabel('Requests appear').selectOption('inline');
    await runTool(page, 'setup_wizard');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Step 2 of 2').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await mkdir('docs', { recursive: true });
    await page.screenshot({ path: process.env.MCPE_DEMO_SCREENSHOT });
  });
});
