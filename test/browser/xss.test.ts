import { describe, expect, it } from 'vitest';
import { collectErrors, useChromiumPages } from './harness';
import { XSS_PAYLOADS, XSS_URLS } from '../fixtures/xss-payloads';
import { EVERY_FIELD_KIND } from '../fixtures/hostile-fields';

/** Elements only a payload could have produced: the library renders none of them. */
const INJECTED = 'main :is(img, script, iframe, object, embed, style, math, details, a, body, link, video, audio, [autofocus])';

describe('XSS corpus in Chromium (no CSP, so an injection would run)', () => {
  const pages = useChromiumPages();

  it('renders every payload in every server string as inert text; defaults go back unaltered', async () => {
    const context = await pages.browser.newContext();
    const urls: URL[] = [];
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      urls.push(url);
      const host = url.hostname;
      if (host.endsWith('evil.example')) await route.abort();
      else await route.continue();
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(pages.server.url('/xss.html'));
    const urlDialogs = XSS_URLS.length + XSS_PAYLOADS.length;
    await page.waitForFunction((n) => document.querySelectorAll('.mcpe-UrlConsent:not([data-loading])').length === n, urlDialogs);
    // Every field kind, each payload as its title and its description: shown as text, twice.
    const kindText = () =>
      page.evaluate(() => Object.fromEntries([...document.querySelectorAll<HTMLElement>('section[data-kind]')].map((s) => [s.dataset.kind!, s.textContent ?? ''])));
    await page.waitForFunction((n) => document.querySelectorAll('section[data-kind] .mcpe-Field').length === n, EVERY_FIELD_KIND.length * XSS_PAYLOADS.length);
    const kinds = await kindText();
    expect(Object.keys(kinds)).toEqual(EVERY_FIELD_KIND.map(([name]) => name));
    for (const [kind, text] of Object.entries(kinds)) expect(XSS_PAYLOADS.filter((p) => text.split(p).length - 1 < 2), kind).toEqual([]);
    // Focus travels through everything once, as a keyboard user would (autofocus/onfocus payloads).
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');

    const report = await page.evaluate((selector) => {
      const main = document.querySelector('main')!;
      const handlers = [...main.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}[${a.name}]`));
      return {
        hits: window.xssHits,
        injected: [...main.querySelectorAll(selector)].map((el) => el.outerHTML.slice(0, 80)),
        handlers,
        text: main.textContent ?? '',
        blocked: document.querySelectorAll('.mcpe-UrlConsent[data-blocked]').length,
        hrefs: [...document.querySelectorAll('.mcpe-UrlConsent-href')].map((el) => el.textContent),
      };
    }, INJECTED);
    expect(report.hits).toEqual([]);
    expect(report.injected).toEqual([]);
    expect(report.handlers).toEqual([]);
    for (const payload of XSS_PAYLOADS) expect(report.text).toContain(payload);
    // The dangerous schemes are blocked, and every URL is shown in full, as text.
    expect(report.blocked).toBeGreaterThanOrEqual(5);
    const httpsUrls = [...XSS_URLS, ...XSS_PAYLOADS].filter((u) => u.startsWith('https'));
    expect(report.hrefs.filter((h) => h?.startsWith('https://evil.example/')).length).toBe(httpsUrls.length);
    for (const open of await page.locator('.mcpe-UrlConsent[data-blocked] .mcpe-UrlConsent-open').all()) expect(await open.isDisabled()).toBe(true);

    // Accepting every form sends the payloads back exactly as the server sent them.
    for (const submit of await page.getByRole('button', { name: 'Submit' }).all()) await submit.click();
    await page.waitForFunction((n) => window.xssResults.length === n, XSS_PAYLOADS.length);
    const results = await page.evaluate(() => window.xssResults);
    expect(results).toEqual(XSS_PAYLOADS.map((p, i) => ({ action: 'accept', content: { [p]: p, [`pick${i}`]: p, [`many${i}`]: [p] } })));
    await page.waitForFunction((n) => window.kindResults.length === n, EVERY_FIELD_KIND.length);
    expect(await page.evaluate(() => window.kindResults.map((r) => r.action))).toEqual(EVERY_FIELD_KIND.map(() => 'accept'));
    expect(await page.evaluate(() => window.xssHits)).toEqual([]);

    expect(errors).toEqual([]);

    // Definitive, with no waiting: with the context closed the request log is complete. An
    // injected <img src=x onerror>, stylesheet or prefetch can only fire after a request, and
    // the only requests were the page and its own build output: nothing to evil.example, no /x.
    const origin = new URL(pages.server.url('/')).origin;
    await context.close();
    const foreign = urls.filter((url) => url.origin !== origin || !(url.pathname === '/xss.html' || url.pathname.startsWith('/assets/')));
    expect(foreign.map(String)).toEqual([]);
  });
});
