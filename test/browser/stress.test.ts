/**
 * Hostile requests against the built form in Chromium: each row froze the host page before
 * (SECURITY.md, "Known limits"; figures in BENCHMARKS.md). Every assertion is on what the
 * page itself reports: the mount time, the long tasks the browser observed, and how long a
 * click on Decline waited between reaching the page and being handled. Bounds here are
 * loose (a shared 2-core machine); the 1 s / 100 ms budgets are measured by `npm run bench`.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectErrors, useChromiumPages } from './harness';
import { MOUNT_MARK, type StressCase, type StressCaseName } from './stress-cases';
import { longestMainThreadTask, measureRow, MOUNT_ROWS, STRESS_BUDGETS } from '../../bench/stress-rows.mjs';

/** Loose bounds for a loaded CI machine; each was exceeded 20–500× before the fix. */
const MOUNT_BOUND_MS = 3_000;
const EVENT_BOUND_MS = 500;
/**
 * CPU time of the longest main-thread task from a mount row's mount through its interaction
 * (a Chrome trace; wall time on this shared machine says more about its load), the median of
 * {@link MOUNT_ROW_RUNS} runs: a garbage collection of what earlier rows left can land in any
 * one task (it once put a 20,000-option mount at 47 ms instead of ~20), but a mount's own work
 * is in every run. CPU time still moves with what shares the core: the same tree measured
 * 21 ms in one run of this file and 34 ms in the next. The 100,000-option row, median of 3:
 * 42, 45, 50 and 54 ms with its option list read as before (a Set of every value,
 * schema/option-set.ts), 21–34 ms after, at load 2.7–6.2. The identical-title row, 21–26 ms
 * now, had medians of 21–38 ms before: this bound does not tell that one apart. The
 * combining-mark row's longest task is laying out its clipped titles: 17–32 ms on one machine,
 * a median of 50 ms on the CI machine. What that row guards is the clipping (unclipped titles
 * were far over the budget, and the text-length check below catches them), so its bound is the 100 ms
 * budget with room left for a loaded core, not a figure that tells two layouts apart.
 */
const MOUNT_TASK_CPU_BOUND_MS: Record<string, number> = { hundredThousandUnique: 40, identicalTitleEnums: 40, combiningTitles: 90 };
const MOUNT_ROW_RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** `count` runs of `run`, one after the other. */
async function sequence<T>(count: number, run: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await run());
  return results;
}

describe('a hostile request never freezes the page (Chromium)', () => {
  const pages = useChromiumPages();
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    page = await pages.browser.newPage();
    errors = collectErrors(page);
    await page.goto(pages.server.url('/stress.html'));
    await page.waitForFunction(() => typeof window.mountCase === 'function');
  });

  const mount = (name: StressCaseName, engine?: StressCase['engine'], count?: number) =>
    page.evaluate(([n, e, c]) => window.mountCase(n, e, c), [name, engine, count] as const);
  const longestTask = () => page.evaluate(() => Math.max(0, ...window.longTasks));
  const clearLongTasks = () => page.evaluate(() => void (window.longTasks = []));

  /** Click Decline; resolves with how long the click waited for the main thread, in ms. */
  async function decline(): Promise<number> {
    await page.getByRole('button', { name: 'Decline' }).click({ timeout: 10_000 });
    await page.waitForFunction(() => window.events.some((e) => e.action === 'decline'), null, { timeout: 10_000 });
    return page.evaluate(() => window.events.find((e) => e.action === 'decline')!.at - window.lastClick);
  }

  it('1 MB of upper-case text in message, key, title, description and default', async () => {
    const mountMs = await mount('upperCaseText');
    expect(mountMs).toBeLessThan(MOUNT_BOUND_MS);
    // Bounded for display: nothing near 1 MB is drawn.
    expect(await page.evaluate(() => document.body.textContent!.length)).toBeLessThan(100_000);
    await clearLongTasks();
    await page.getByRole('textbox').first().focus();
    await page.keyboard.press('Tab');
    expect(await decline()).toBeLessThan(EVENT_BOUND_MS);
    expect(await longestTask()).toBeLessThan(EVENT_BOUND_MS);
  });

  it.each(['default', 'eval-free'] as const)('pattern ^(a+)+$ with the server default "a"×40+"!", focus and Tab (%s engine)', async (engine) => {
    await mount('evilPattern', engine);
    await clearLongTasks();
    await page.getByRole('textbox', { name: 'Code' }).focus();
    await page.keyboard.press('Tab');
    // The pattern is still enforced, on the linear-time engine.
    await page.getByRole('button', { name: 'Submit' }).click();
    // The message names what is expected, from the field's title (no description here).
    await page.getByText(/This answer is not in the expected form: \u2068?Code\u2069?/).waitFor();
    expect(await decline()).toBeLessThan(EVENT_BOUND_MS);
    expect(await longestTask()).toBeLessThan(EVENT_BOUND_MS);
    expect(await page.evaluate(() => window.events.map((e) => e.action))).toEqual(['decline']);
  });

  it('a multi-select of 50,000 options, all selected: a count and a filter, not 50,000 checkboxes', async () => {
    expect(await mount('fiftyThousandSelected')).toBeLessThan(MOUNT_BOUND_MS);
    expect(await page.getByRole('checkbox').count()).toBeLessThanOrEqual(100);
    await page.getByText('50,000 of 50,000 selected').waitFor();
    await page.getByText('49,900 selected options are not shown: type in the filter to find them.').waitFor();
    await clearLongTasks();
    await page.getByRole('checkbox', { name: 'option-0', exact: true }).uncheck();
    await page.getByText('49,999 of 50,000 selected').waitFor();
    await page.getByRole('searchbox', { name: 'Filter options' }).fill('option-49999');
    await page.getByRole('checkbox', { name: 'option-49999' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => window.events.length === 1, null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window.events[0]!.content!.tags as string[]).length)).toBe(49_999);
    expect(await longestTask()).toBeLessThan(EVENT_BOUND_MS);
  });

  it('a titled multi-select of 5,000 options, all selected, on the eval-free engine: click, blur and submit', async () => {
    expect(await mount('titledAllSelected')).toBeLessThan(MOUNT_BOUND_MS);
    await clearLongTasks();
    const first = page.getByRole('checkbox', { name: 'OPTION-0', exact: true });
    await first.uncheck();
    await first.check();
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => window.events.length === 1, null, { timeout: 10_000 });
    expect(await page.evaluate(() => (window.events[0]!.content!.tags as string[]).length)).toBe(5_000);
    expect(await longestTask()).toBeLessThan(EVENT_BOUND_MS);
  });

  // 2,000 here, to keep the suite's time on a shared machine (the page is a production build,
  // test/browser/harness.ts); `npm run bench` runs 5,000. CSS locators, not role queries: computing 2,000 accessible names is itself a
  // long task in the page and would be measured as ours.
  it('2,000 string properties: mounts in steps, validates once per submit, Decline stays responsive', async () => {
    expect(await mount('fiveThousandFields', 'default', 2_000)).toBeLessThan(MOUNT_BOUND_MS);
    const validationsBefore = await page.evaluate(() => window.validations);
    await page.locator('#root input').first().fill('x');
    // Drawn in steps (use-progressive-count.ts), in order, without validating per field.
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Field').length === 2_000, null, { timeout: 30_000, polling: 250 });
    expect(await page.locator('.mcpe-Field-label').last().textContent()).toBe('Field 1999 (required)');
    expect(await page.evaluate(() => window.validations) - validationsBefore).toBeLessThanOrEqual(2);
    await page.locator('button[type="submit"]').click();
    await page.locator('.mcpe-SchemaForm-summary').filter({ hasText: '1,999 answers need attention.' }).waitFor({ timeout: 20_000 });
    expect(await decline()).toBeLessThan(EVENT_BOUND_MS);
  });

  it('2,000 string properties after a failed submit: each key re-checks its own field, not the form, and stays responsive', async () => {
    await mount('fiveThousandFields', 'default', 2_000);
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Field').length === 2_000, null, { timeout: 30_000, polling: 250 });
    await page.locator('button[type="submit"]').click();
    // Every error drawn (in steps) before typing starts.
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Field[data-invalid]').length === 2_000, null, { timeout: 30_000, polling: 250 });
    await page.locator('#root input').nth(1).focus();
    await clearLongTasks();
    const checkedBefore = await page.evaluate(() => window.checkedProperties);
    await page.keyboard.type('hello');
    await page.keyboard.press('Tab');
    // The edited field's error is gone, the others stay: 1,999 left.
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Field[data-invalid]').length === 1_999, null, { timeout: 10_000 });
    // 5 keys and a blur, one property each (re-checking the form would be 2,000 each).
    expect(await page.evaluate(() => window.checkedProperties) - checkedBefore).toBeLessThanOrEqual(6);
    expect(await longestTask()).toBeLessThan(EVENT_BOUND_MS);
    expect(await decline()).toBeLessThan(EVENT_BOUND_MS);
  });

  // Found by tag and text: a role query computes roles across the page (see above).
  const declineButton = () => page.locator('button', { hasText: /^Decline$/ });
  const allDrawn = (selector: string, count: number) =>
    page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [selector, count] as const, { timeout: 30_000, polling: 250 });

  it('2,000 string properties: Decline right after Submit is handled at once, and every field still gets its message', async () => {
    await mount('fiveThousandFields', 'default', 2_000);
    await allDrawn('.mcpe-Field', 2_000);
    await clearLongTasks();
    await page.locator('button[type="submit"]').click();
    // No waiting for the submit: the click lands among its tasks (check, errors, drawing).
    await declineButton().click();
    await page.waitForFunction(() => window.events.some((e) => e.action === 'decline'), null, { timeout: 10_000 });
    // Handled at once: the click waited < the bound between reaching the page and onDecline.
    expect(await page.evaluate(() => window.events.find((e) => e.action === 'decline')!.at - window.lastClick)).toBeLessThan(EVENT_BOUND_MS);
    // When the click comes is Playwright's choice, not the page's: a locator click waits until
    // the button has stayed put for two frames, and the submit's summary and messages, drawn
    // in steps above the buttons, move it down until the last step. So whether the click lands
    // before, between or after those steps depends on how soon the first step comes; this test
    // asserted "between" (fewer than 2,000 shown when Decline was handled), which failed when
    // the click waited out the drawing (the flake). What the page owes is the delay above,
    // wherever the click lands; the count is only reported.
    console.info(`Decline handled with ${await page.evaluate(() => window.events.find((e) => e.action === 'decline')!.invalidShown)} of 2,000 messages drawn`);
    // Nothing lost: the count, then every message (drawn in steps), the first problem focused.
    await page.locator('.mcpe-SchemaForm-summary').filter({ hasText: '2,000 answers need attention.' }).waitFor({ timeout: 10_000 });
    await allDrawn('.mcpe-Field[data-invalid]', 2_000);
    await allDrawn('.mcpe-FieldError:not([hidden])', 2_000);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('f0');
    expect(await longestTask()).toBeLessThan(EVENT_BOUND_MS);
    expect(await page.evaluate(() => window.events.map((e) => e.action))).toEqual(['decline']);
  });

  it('2,000 answered string properties: a valid submit sends every answer, once', async () => {
    await mount('filledFields', 'default', 2_000);
    await allDrawn('.mcpe-Field', 2_000);
    await clearLongTasks();
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction(() => window.events.length > 0, null, { timeout: 10_000 });
    // Decline afterwards: its event comes after anything the submit could still send.
    await declineButton().click();
    await page.waitForFunction(() => window.events.some((e) => e.action === 'decline'), null, { timeout: 10_000 });
    const accepted = await page.evaluate(() => window.events.filter((e) => e.action === 'accept').map((e) => e.content));
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toEqual(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`field${i}`, `answer ${i}`])));
    expect(await longestTask()).toBeLessThan(EVENT_BOUND_MS);
  });

  // The rows of `npm run bench` for a budget per user action, measured by the same function
  // (bench/stress-rows.mjs), so the test and the bench cannot disagree about what they measure:
  // a submit whose checks run in slices (schema/guarded-core.ts), Decline clicked during them,
  // the submit still sent; the mount shapes count their longest task from the mount on.
  it.each([
    ['costlyPatterns', async (): Promise<void> => {}],
    ['sharedPatternLongDefaults', async (): Promise<void> => {}],
    ['manyBooleans', async (): Promise<void> => {}],
    // A title of 5,000 combining marks is clipped.
    ['combiningTitles', async (): Promise<void> => expect(await page.evaluate(() => document.body.textContent!.length)).toBeLessThan(200_000)],
    ['identicalTitleEnums', async (): Promise<void> => expect(await page.locator('#root select').count()).toBe(2)],
    // A count and a filter, not 100,000 checkboxes.
    ['hundredThousandUnique', async (): Promise<void> => expect(await page.locator('#root input[type="checkbox"]').count()).toBeLessThanOrEqual(100)],
  ] as const)('bench row %s: within the bounds', async (name, check) => {
    const runs = MOUNT_ROWS.has(name)
      ? await sequence(MOUNT_ROW_RUNS, () => longestMainThreadTask(page, () => measureRow(page, name, 'default'), { since: MOUNT_MARK }))
      : [{ result: await measureRow(page, name, 'default'), longest: undefined }];
    for (const { result: measured, longest } of runs) {
      const cpu = longest ? `, longest main-thread task ${longest.cpuMs.toFixed(0)} ms CPU / ${longest.wallMs.toFixed(0)} ms wall at +${longest.atMs.toFixed(0)} ms` : '';
      console.info(`stress ${name}: mount ${measured.mountMs.toFixed(0)} ms, longest task ${measured.longestTaskMs.toFixed(0)} ms${cpu}, Decline ${measured.declineMs.toFixed(0)} ms (load ${measured.load.toFixed(1)}; budgets ${STRESS_BUDGETS.mountMs} / ${STRESS_BUDGETS.eventMs} / ${STRESS_BUDGETS.declineMs} ms in npm run bench)`);
      expect(measured.mountMs).toBeLessThan(MOUNT_BOUND_MS);
      expect(measured.longestTaskMs).toBeLessThan(EVENT_BOUND_MS);
      expect(measured.declineMs).toBeLessThan(EVENT_BOUND_MS);
    }
    if (runs[0]!.longest) expect(median(runs.map((run) => run.longest!.cpuMs))).toBeLessThan(MOUNT_TASK_CPU_BOUND_MS[name]!);
    await check();
  });

  it('logs no error and no unhandled rejection on the way', () => {
    expect(errors).toEqual([]);
  });
});
