import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, useChromiumPages } from './harness';

/** Computed style of the first `selector` inside `#container`. */
async function style(page: Page, container: string, selector: string, property: string): Promise<string> {
  return page.locator(`#${container} ${selector}`).first().evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
}
const submitBg = (page: Page, container: string) => style(page, container, '.mcpe-Button[data-variant="primary"]', 'background-color');

describe('theming in Chromium', () => {
  const pages = useChromiumPages();

  async function open(query = '', media: Parameters<Page['emulateMedia']>[0] = {}, viewport = { width: 1000, height: 800 }) {
    const page = await pages.browser.newPage({ viewport });
    const errors = collectErrors(page);
    await page.emulateMedia(media);
    await page.goto(pages.server.url(`/theme.html${query}`));
    await page.locator('.mcpe-SchemaForm, .mcpe-Dialog').first().waitFor();
    return { page, errors };
  }

  it('the tokens drive the computed style, and a host setting them on any ancestor wins', async () => {
    const { page, errors } = await open();
    expect(await submitBg(page, 'plain')).toBe('rgb(35, 72, 200)'); // default accent #2348c8
    expect(await submitBg(page, 'tokens')).toBe('rgb(1, 2, 3)');
    expect(await style(page, 'tokens', '.mcpe-Button', 'border-top-left-radius')).toBe('15px'); // radius × 0.75
    expect(await style(page, 'tokens', '.mcpe-SchemaForm', 'row-gap')).toBe('32px'); // 2 × space
    expect(await style(page, 'plain', '.mcpe-SchemaForm', 'row-gap')).toBe('16px');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('any host rule wins over the library without !important (everything is :where())', async () => {
    const { page } = await open();
    expect(await submitBg(page, 'brand')).toBe('rgb(120, 20, 60)');
    expect(await style(page, 'brand', '.mcpe-Button', 'border-top-left-radius')).toBe('0px');
    // className passes through next to the stable part class.
    expect(await page.locator('#custom-class form').getAttribute('class')).toBe('mcpe-SchemaForm host-form');
    await page.close();
  });

  it('dark: data-theme="dark" on an ancestor, or the OS preference; data-theme="light" pins light', async () => {
    const light = await open();
    expect(await submitBg(light.page, 'dark')).toBe('rgb(143, 168, 255)');
    expect(await style(light.page, 'dark', '.mcpe-Field-input', 'background-color')).toBe('rgb(27, 28, 34)');
    expect(await style(light.page, 'dark', '.mcpe-Field-input', 'color-scheme')).toBe('dark');
    expect(await submitBg(light.page, 'plain')).toBe('rgb(35, 72, 200)');
    await light.page.close();

    const dark = await open('', { colorScheme: 'dark' });
    expect(await submitBg(dark.page, 'plain')).toBe('rgb(143, 168, 255)');
    expect(await submitBg(dark.page, 'light')).toBe('rgb(35, 72, 200)');
    await dark.page.close();
  });

  it('falls back to the MCP Apps host style variables a host sets on <html>', async () => {
    const { page } = await open('?mcp');
    expect(await submitBg(page, 'plain')).toBe('rgb(23, 94, 156)'); // --color-text-info
    expect(await style(page, 'plain', '.mcpe-Button[data-variant="primary"]', 'color')).toBe('rgb(253, 246, 227)');
    expect(await style(page, 'plain', '.mcpe-Field-input', 'color')).toBe('rgb(7, 54, 66)');
    expect(await style(page, 'plain', '.mcpe-Field-input', 'border-top-left-radius')).toBe('6px');
    // An explicit --mcpe-* token still beats the host variable.
    expect(await submitBg(page, 'tokens')).toBe('rgb(1, 2, 3)');
    await page.close();
  });

  it('right to left: logical properties mirror the layout; the actions sit at the inline end', async () => {
    const { page } = await open();
    const ltr = await page.locator('#plain .mcpe-SchemaForm-actions').evaluate((el) => getComputedStyle(el).direction);
    const rtl = await page.locator('#rtl .mcpe-SchemaForm-actions').evaluate((el) => getComputedStyle(el).direction);
    expect([ltr, rtl]).toEqual(['ltr', 'rtl']);
    const box = async (sel: string) => (await page.locator(sel).first().boundingBox())!;
    const [ltrForm, ltrSubmit, rtlForm, rtlSubmit] = await Promise.all([
      box('#plain form'),
      box('#plain .mcpe-Button'),
      box('#rtl form'),
      box('#rtl .mcpe-Button'),
    ]);
    expect(ltrSubmit.x - ltrForm.x).toBeGreaterThan(ltrForm.width / 2); // right in LTR
    expect(rtlSubmit.x - rtlForm.x).toBeLessThan(rtlForm.width / 2); // left in RTL
    await page.close();
  });

  it('forced colours: disabled state stays visible without opacity', async () => {
    const { page } = await open('', { forcedColors: 'active' });
    await page.locator('#plain .mcpe-Field-input').first().focus();
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('#plain .mcpe-Button')!.setAttribute('disabled', ''));
    expect(await style(page, 'plain', '.mcpe-Button', 'opacity')).toBe('1');
    await page.close();
  });

  it('without the stylesheet the form is unstyled but still works', async () => {
    const { page, errors } = await open('?unstyled');
    expect(await style(page, 'plain', '.mcpe-SchemaForm', 'display')).toBe('block');
    await page.locator('#plain').getByRole('textbox', { name: /name/ }).fill('Ada');
    await page.locator('#plain').getByRole('textbox', { name: /email/ }).fill('ada@example.com');
    await page.locator('#plain').getByRole('textbox', { name: /email/ }).press('Enter');
    await page.waitForFunction(() => (window as unknown as { submitted: unknown[] }).submitted.length === 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['320 px wide', { width: 320, height: 568 }],
    ['1280 px at 200 % zoom', { width: 640, height: 400 }],
  ])('a long modal form at %s: no sideways scroll, Submit reachable while the fields scroll', async (_, viewport) => {
    const { page } = await open('?modal', {}, viewport);
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    const overflow = await dialog.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, height: el.scrollHeight, box: el.clientHeight }));
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    expect(overflow.height).toBeGreaterThan(overflow.box); // the content does scroll…
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const submit = page.getByRole('button', { name: 'Submit' });
    const inView = async () => {
      const b = (await submit.boundingBox())!;
      return b.y >= 0 && b.y + b.height <= viewport.height && b.x >= 0 && b.x + b.width <= viewport.width;
    };
    expect(await inView()).toBe(true); // …but the actions are pinned
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight / 2));
    expect(await inView()).toBe(true);
    await page.close();
  });

  it('a long inline form in a host column that fits its content: no sideways scroll at 320 px', async () => {
    // A field group skipped off screen once had a 1,600 px placeholder width (styles.css).
    const { page } = await open('?inline-long', {}, { width: 320, height: 568 });
    await page.getByRole('textbox', { name: 'Field 60' }).waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.close();
  });

  // MCPE_THEME_SCREENSHOTS=1 npx vitest run --project browser test/browser/theme.test.ts -t pictures
  it.runIf(process.env.MCPE_THEME_SCREENSHOTS)('writes the README pictures of the light and dark themes', async () => {
    await mkdir('docs', { recursive: true });
    for (const theme of ['light', 'dark']) {
      const { page } = await open(`?gallery=${theme}`, {}, { width: 960, height: 560 });
      await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Enter at least 3 characters.').waitFor();
      await page.getByRole('button', { name: 'Submit' }).blur();
      await page.locator('[data-theme]').first().screenshot({ path: `docs/theme-${theme}.png` });
      await page.close();
    }
  });
});
