/**
 * Every part drawn by MUI (stories/design-system-mui.stories.tsx, story "Keyboard"), driven
 * in Chromium with real key presses (the stories' play functions simulate them with
 * user-event): MUI's Dialog takes focus into the first field, Tab walks the fields in
 * order, Enter submits and the library's checks turn MUI's fields red, the answer reaches
 * the store, and Escape cancels the next request through MUI's `onClose`; a URL consent and a
 * round likewise. At each step no default part is left and every visible text is in an
 * element MUI drew (the story's own check, here on the built Storybook).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDirectory } from '../../scripts/lib/serve-static.mjs';
import { ensureStorybookBuild } from '../../scripts/lib/storybook-build.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const root = resolve(import.meta.dirname, '../..');
let browser: Browser;
let server: Awaited<ReturnType<typeof serveDirectory>>;

beforeAll(async () => {
  server = await serveDirectory(ensureStorybookBuild(root));
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The focused element: its accessible-ish name, and whether MUI drew it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    const labelled = active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? active?.textContent ?? '';
    return {
      name: labelled.replace(/\s+/g, ' ').trim(),
      inDialog: !!active?.closest('.MuiDialog-paper'),
      mui: /Mui|PrivateSwitchBase/.test(active?.className ?? ''),
    };
  });
}

const DEFAULT_PART = [
  '.mcpe-Button, .mcpe-Actions, .mcpe-Field, .mcpe-Notice, .mcpe-Field-input, .mcpe-Field-checkbox, .mcpe-Field-radio, .mcpe-Field-select, .mcpe-Dialog',
  '.mcpe-Field-label, .mcpe-Field-description, .mcpe-Field-hint, .mcpe-FieldError, .mcpe-Field-option, .mcpe-Text, .mcpe-ServerBadge, .mcpe-UrlConsent-title, .mcpe-Round-header',
].join(', ');

/**
 * Visible text whose nearest element that is not a phrasing one (span, bdi, strong…) is not
 * MUI's: a paragraph, heading, label or item the library drew itself instead of a part.
 * Screen-reader-only text and a native select's options are skipped.
 */
function textOutsideMui(page: Page) {
  return page.evaluate(() => {
    const inline = new Set(['SPAN', 'BDI', 'STRONG', 'MARK', 'EM', 'B', 'SMALL']);
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // MUI's outlined inputs keep a zero-width space in their notch's <legend>: no visible text.
      if (!node.textContent?.replace(/[\s\u200b]/g, '') || !parent || parent.closest('.mcpe-VisuallyHidden, option, [hidden], script, style') || !parent.checkVisibility()) continue;
      let element: Element | null = parent;
      while (element && !/Mui/.test(element.className) && inline.has(element.tagName)) element = element.parentElement;
      if (!element || !/Mui/.test(element.className)) found.push(`${element?.tagName.toLowerCase()}.${element?.className}: ${JSON.stringify(node.textContent.trim().slice(0, 40))}`);
    }
    return found;
  });
}

/** Every element drawn by MUI: no default part, no library text outside MUI, every control MUI's. */
async function expectOnlyMui(page: Page) {
  expect(await page.locator(DEFAULT_PART).count()).toBe(0);
  expect(await textOutsideMui(page)).toEqual([]);
  const controls = await page.locator('#storybook-root :is(button, input, select)').evaluateAll((elements) => elements.map((element) => element.className));
  for (const className of controls) expect(className).toMatch(/Mui(Button|ButtonBase)-root|MuiInputBase-input|MuiNativeSelect-select|PrivateSwitchBase-input/);
}

async function openStory(theme: string, id: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url(`/iframe.html?id=theming-design-system-mui--${id}&viewMode=story&globals=theme:${theme}`));
  const dialog = page.locator('.MuiDialog-paper[role="dialog"]');
  await dialog.waitFor({ timeout: 60_000 });
  const answers = async () => JSON.parse((await page.locator('output[aria-label="Answers"]').getAttribute('data-answers')) ?? '{}') as Record<string, unknown>;
  return { context, page, errors, dialog, answers };
}

describe('MUI design system, real keyboard', () => {
  it.each(['light', 'dark'])('%s: Tab through, Enter submits (MUI error state first), the answer is stored, Escape cancels the next', async (theme) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(server.url(`/iframe.html?id=theming-design-system-mui--keyboard&viewMode=story&globals=theme:${theme}`));
    const dialog = page.locator('.MuiDialog-paper[role="dialog"]');
    await dialog.waitFor({ timeout: 60_000 });
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Full name (required)', inDialog: true, mui: true });
    await expectOnlyMui(page);

    // Enter with nothing filled: MUI's error state on the fields, focus stays on the first.
    await page.keyboard.press('Enter');
    const nameRoot = dialog.locator('.MuiOutlinedInput-root', { has: page.locator('input[aria-invalid="true"]') }).first();
    await nameRoot.waitFor();
    await expect.poll(() => nameRoot.evaluate((element) => element.classList.contains('Mui-error'))).toBe(true);
    expect(await focused(page)).toMatchObject({ name: 'Full name (required)' });

    await page.keyboard.type('Ada Lovelace');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Email (required)', mui: true });
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Age', mui: true });
    await page.keyboard.type('36');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Send me the newsletter', mui: true });
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Free', mui: true });
    await page.keyboard.press('ArrowDown'); // Pro
    // MUI draws the dot from its own state: exactly the checked radio shows it.
    await expect
      .poll(() => dialog.locator('.MuiRadio-root.Mui-checked input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
      .toEqual(['pro']);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Region (required)', mui: true });
    await page.keyboard.press('ArrowDown'); // Europe (Ireland)
    await page.keyboard.press('ArrowDown'); // Europe (Frankfurt)
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Releases', mui: true });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Security advisories
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ name: 'Region (required)' });
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ name: 'Email (required)' });
    await page.keyboard.press('Enter');

    const answers = page.locator('output[aria-label="Answers"]');
    await expect
      .poll(async () => JSON.parse((await answers.getAttribute('data-answers')) ?? '{}'))
      .toMatchObject({
        account: {
          action: 'accept',
          content: { name: 'Ada Lovelace', email: 'ada@example.com', age: 36, newsletter: true, plan: 'pro', region: 'eu-central', topics: ['security'] },
        },
      });

    // The next request: a new MUI Dialog, focus in its field, Escape cancels it.
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Reason', inDialog: true });
    await page.keyboard.press('Escape');
    await expect.poll(async () => JSON.parse((await answers.getAttribute('data-answers')) ?? '{}')).toMatchObject({ confirm: { action: 'cancel' } });
    await expectOnlyMui(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'])('%s: a URL consent opens on Cancel, Tab reaches Decline then Open, Escape cancels; all of it MUI', async (theme) => {
    const { context, page, errors, answers } = await openStory(theme, 'keyboard-url');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Cancel', inDialog: true, mui: true });
    await expectOnlyMui(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Decline', mui: true });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: expect.stringMatching(/^Open/), mui: true });
    await page.keyboard.press('Escape');
    await expect.poll(answers).toMatchObject({ url: { action: 'cancel' } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'])('%s: a round opens in its first field, Enter moves on, Send all by keyboard sends the three; all of it MUI', async (theme) => {
    const { context, page, errors, answers } = await openStory(theme, 'keyboard-round');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Username (required)', inDialog: true, mui: true });
    await expectOnlyMui(page);
    await page.keyboard.type('octocat');
    await page.keyboard.press('Enter'); // this question is answered; focus moves on
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Port (required)', mui: true });
    await page.keyboard.type('8443');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Staging', mui: true });
    await page.keyboard.press('Space');
    await expectOnlyMui(page);
    // Tab on to Send all (past the question's Decline and Cancel all) and press it.
    for (let step = 0; step < 8 && (await focused(page)).name !== 'Send all'; step++) await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: 'Send all', mui: true });
    await page.keyboard.press('Enter');
    await expect
      .poll(answers)
      .toMatchObject({ username: { action: 'accept', content: { username: 'octocat' } }, port: { action: 'accept', content: { port: 8443 } }, environment: { action: 'accept', content: { environment: 'staging' } } });
    expect(errors).toEqual([]);
    await context.close();
  });
});
