/** Checks the Chromium tests share: the two widths every flow is walked at, and what a person could reach. */
import type { Locator, Page } from 'playwright-core';
import { collectErrors, type useChromiumPages } from './harness';

/** A phone and a laptop: every flow is walked at both. */
export const PHONE_AND_DESKTOP = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** Whether a pointer at the element's centre reaches it (nothing modal, inert or pinned over it). */
export const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && (hit === element || element.contains(hit));
  });

/** What the test page's hosts were answered (`window.results`, in order). */
export const pageResults = (page: Page) => page.evaluate(() => (window as unknown as { results: unknown[] }).results);

/** A new tab on the chat-like trapped page (test/browser/pages/trapped.tsx), its errors collected. */
export async function openTrappedPage(pages: ReturnType<typeof useChromiumPages>, viewport: { width: number; height: number }, query = '') {
  const page = await pages.browser.newPage({ viewport });
  const errors = collectErrors(page);
  await page.goto(pages.server.url(`/trapped.html${query}`));
  return { page, errors, dialog: page.getByRole('dialog') };
}
