import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { collectErrors, launchChromium, startPageServer, type PageServer } from './harness';

const TARGET_HOST = 'consent-target.test';
const TARGET = `https://${TARGET_HOST}/landing?step=1`;

// The opened page reports what it can see of us into its title.
const TARGET_PAGE = `<!doctype html><title>target</title><script>
  document.title = JSON.stringify({ opener: window.opener === null ? 'null' : typeof window.opener, referrer: document.referrer });
</script>`;

describe('UrlConsentDialog in Chromium', () => {
  let browser: Browser;
  let server: PageServer;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  /** Every request made by any page of the context (popups included). */
  let requests: Request[];

  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startPageServer()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    requests = [];
    await context.route('**/*', async (route) => {
      requests.push(route.request());
      if (new URL(route.request().url()).hostname === TARGET_HOST) {
        await route.fulfill({ status: 200, contentType: 'text/html', body: TARGET_PAGE });
      } else {
        await route.continue();
      }
    });
    page = await context.newPage();
    errors = collectErrors(page);
  });
  afterEach(async () => {
    await context?.close();
  });

  const hosts = () => requests.map((request) => new URL(request.url()).hostname);
  const results = () => page.evaluate(() => (window as unknown as { results: string[] }).results);
  const activeText = () => page.evaluate(() => document.activeElement?.textContent ?? null);

  async function showRequest(url = TARGET) {
    await page.goto(server.url(`/url-consent.html?url=${encodeURIComponent(url)}`));
    await page.waitForLoadState('networkidle');
    const before = requests.length;
    await page.getByRole('button', { name: 'Show request' }).focus();
    await page.getByRole('button', { name: 'Show request' }).click();
    await page.locator('.mcpe-UrlConsent:not([data-loading])').waitFor();
    return { atLoad: requests.slice(0, before), afterRequest: requests.slice(before) };
  }

  it('loads the Public Suffix List only when a URL request arrives', async () => {
    const { atLoad, afterRequest } = await showRequest();
    const scriptUrls = (list: Request[]) => list.filter((r) => r.resourceType() === 'script').map((r) => r.url());
    // The host page's own bundle loads first; the tldts chunk only once the request is shown.
    expect(scriptUrls(atLoad).length).toBeGreaterThanOrEqual(1);
    const chunks = scriptUrls(afterRequest);
    expect(chunks.length).toBeGreaterThanOrEqual(1);
    for (const chunk of chunks) expect(scriptUrls(atLoad)).not.toContain(chunk);
  });

  it('makes zero requests to the URL host before consent, then opens it with no opener and no Referer', async () => {
    await showRequest();
    const dialog = page.getByRole('dialog', { name: 'Open a website?' });
    await expect(dialog.locator('mark').textContent()).resolves.toBe('consent-target.test');
    await expect(dialog.locator('.mcpe-UrlConsent-href').textContent()).resolves.toBe(TARGET);
    // Hover and select the URL text, as a user inspecting it would: still nothing fetched.
    await dialog.locator('.mcpe-UrlConsent-href').hover();
    await dialog.locator('.mcpe-UrlConsent-href').selectText();
    // Wait for the event that would disprove it: a request to the host. Prefetches and previews
    // start when the element appears or is hovered, within a frame or two; 1 s is ample headroom
    // on a loaded 2-core machine. Later requests are still caught by the final log check below.
    const early = context.waitForEvent('request', { predicate: (r) => new URL(r.url()).hostname === TARGET_HOST, timeout: 1000 });
    expect(await early.then((r) => r.url(), () => 'none')).toBe('none');
    expect(hosts()).not.toContain(TARGET_HOST);
    expect(page.frames()).toHaveLength(1);

    const popupPromise = context.waitForEvent('page');
    const clickedAt = requests.length;
    await dialog.getByRole('button', { name: 'Open' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState('load');
    await expect(popup.title().then(JSON.parse)).resolves.toEqual({ opener: 'null', referrer: '' });
    await expect(popup.evaluate(() => window.opener === null)).resolves.toBe(true);
    const targetRequest = requests.find((r) => new URL(r.url()).hostname === TARGET_HOST);
    expect(targetRequest?.url()).toBe(TARGET);
    expect(targetRequest?.isNavigationRequest()).toBe(true);
    expect((await targetRequest!.allHeaders()).referer).toBeUndefined();
    // A top-level window, never a frame of ours.
    expect(page.frames()).toHaveLength(1);
    expect(await results()).toEqual(['accept']);
    await expect(page.getByRole('heading', { name: /Waiting for you to finish on .?consent-target\.test/ }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);

    // Definitive: once the context is closed no page can make another request, so the log is
    // complete. The target host saw exactly one request, the popup's own navigation, made
    // after the click: no prefetch, preview or preload before consent, early or late.
    await context.close();
    const toTarget = requests.filter((r) => new URL(r.url()).hostname === TARGET_HOST);
    expect(toTarget).toEqual([targetRequest]);
    expect(requests.indexOf(targetRequest!)).toBeGreaterThanOrEqual(clickedAt);
    expect(targetRequest!.frame().page()).toBe(popup);
  });

  it('starts on Cancel, keeps Tab inside, ignores outside clicks, maps Escape to cancel and restores focus', async () => {
    await showRequest();
    expect(await activeText()).toBe('Cancel');
    // Tab wraps from the dialog's last control to its first (src/components/internal/wrap-tab.ts;
    // a native modal <dialog> alone would let it pass to the browser's own UI). What must never
    // happen is focus on the page outside the dialog, <body> included.
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!document.hasFocus()) return 'browser UI';
        return active && active !== document.body && active.closest('dialog') ? `dialog: ${active.textContent || active.getAttribute('aria-label')}` : `page: ${active?.tagName}`;
      });
      expect(where).toMatch(/^(dialog: |browser UI$)/);
      seen.add(where);
    }
    expect([...seen].sort()).toEqual(['dialog: Cancel', 'dialog: Close', 'dialog: Decline', 'dialog: Minimise', 'dialog: Open']);
    await page.mouse.click(4, 4);
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    expect(await results()).toEqual([]);

    await page.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await results()).toEqual(['cancel']);
    expect(await activeText()).toBe('Show request');
    expect(errors).toEqual([]);
  });

  it('never opens a blocked URL', async () => {
    // Every window.open call is logged (and still performed) from before the page's own scripts run.
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => (calls.push(args), open(...args));
    });
    await showRequest('javascript:alert(1)');
    const open = page.getByRole('button', { name: 'Open' });
    expect(await open.isDisabled()).toBe(true);
    // A popup, if any, would be a new page of the context: wait for that event itself. An allowed
    // URL's popup arrives well within 100 ms of the click here (previous test), so 2 s is ample.
    const popup = context.waitForEvent('page', { timeout: 2000 }).then(() => 'opened', () => 'none');
    await open.click({ force: true });
    await open.press('Enter');
    expect(await popup).toBe('none');
    expect(context.pages()).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls)).toEqual([]);
    expect(await results()).toEqual([]);
  });
});
