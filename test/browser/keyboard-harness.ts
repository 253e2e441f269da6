/**
 * Keyboard-only driving of test/browser/pages/keyboard.html: no clicks, no `.fill()`; only
 * Tab, Shift+Tab, Enter, Space, Escape, arrows and typed text, as a keyboard user would.
 */
import type { Browser, Page } from 'playwright-core';
import type { ElicitResult } from '../../src/index';
import { collectErrors, type PageServer } from './harness';

export interface Focused {
  tag: string;
  /** Accessible-ish name: label text, aria-label or text content. */
  name: string;
  inDialog: boolean;
  /** Computed outline style, to check that focus is visible. */
  outline: string;
}

export async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    if (!a || a === document.body) return { tag: 'BODY', name: '', inDialog: false, outline: 'none' };
    const label = (a as HTMLInputElement).labels?.[0]?.textContent ?? a.getAttribute('aria-label') ?? a.textContent ?? '';
    return { tag: a.tagName, name: label.trim(), inDialog: !!a.closest('dialog[open]'), outline: getComputedStyle(a).outlineStyle };
  });
}

/** Press Tab until the focused element's name matches, failing after `max` presses. */
export async function tabTo(page: Page, name: RegExp | string, { max = 15, shift = false } = {}): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return now;
  }
  throw new Error(`Tab never reached ${String(name)}; focus is on ${JSON.stringify(await focused(page))}`);
}

export type Answer = { key: string; result: ElicitResult };

/** What the page recorded (see test/browser/pages/keyboard.tsx). */
export async function results(page: Page): Promise<Answer[]> {
  return page.evaluate(() => (window as unknown as { results: Answer[] }).results);
}

/** Every `window.open` call as [url, target, features]. */
export async function opened(page: Page): Promise<[string, string?, string?][]> {
  return page.evaluate(() => (window as unknown as { opened: [string, string?, string?][] }).opened);
}

/** Wait until the page recorded `count` answers. */
export async function answers(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => (window as unknown as { results: unknown[] }).results.length === n, count);
}

/** Open the page, reach "Show request" with Tab and press Enter. */
export async function showRequest(browser: Browser, server: PageServer, query: string, viewport?: { width: number; height: number }) {
  const page = await browser.newPage(viewport ? { viewport } : undefined);
  const errors = collectErrors(page);
  await page.goto(server.url(`/keyboard.html?${query}`));
  await page.getByRole('button', { name: 'Show request' }).waitFor();
  await tabTo(page, 'Show request');
  await page.keyboard.press('Enter');
  return { page, errors };
}
