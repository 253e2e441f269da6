/* global window, document, requestIdleCallback -- used inside page.evaluate callbacks, which run in the page */
/**
 * What the user does in each hostile-request row and what is measured, in one place: the
 * rows of `npm run bench` (bench/stress.mjs) and the Chromium stress test
 * (test/browser/stress.test.ts) both call {@link measureRow}, so the two measure the same
 * thing on the same page (test/browser/pages/stress.tsx) and can differ only by the load of
 * the machine, which each prints beside its figures.
 */
import { loadavg } from 'node:os';

export const STRESS_BUDGETS = { mountMs: 1_000, eventMs: 100, declineMs: 100 };

const longest = (page) => page.evaluate(() => Math.max(0, ...window.longTasks));
const reset = (page) => page.evaluate(() => void (window.longTasks = []));
export const allDrawn = (page, selector, count) =>
  page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [selector, count], { timeout: 60_000, polling: 100 });

/**
 * Click Decline: ms between the click reaching the page and onDecline running. Found by
 * tag and text, not by role: Playwright computes roles in the page, and over 5,000 fields
 * that is itself a long task in the page (not counted as the library's: Playwright's
 * evaluations are not reported as long tasks, checked with a Chrome trace).
 */
async function decline(page) {
  await page.locator('button', { hasText: /^Decline$/ }).click({ timeout: 60_000 });
  await page.waitForFunction(() => window.events.some((e) => e.action === 'decline'), null, { timeout: 60_000 });
  return page.evaluate(() => window.events.find((e) => e.action === 'decline').at - window.lastClick);
}

/** Submit (all answers valid), no waiting: Decline follows while the checks run, in slices. */
const submitDuringChecks = async (page) => {
  await page.locator('button[type="submit"]').click();
};
/** Every field drawn, and the form's idle warm-up (it prepares the schema) done. */
const drawnAndIdle = (count) => async (page) => {
  await allDrawn(page, '.mcpe-Field', count);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 10_000 })));
};
/** Layout, paint and the idle warm-up after a mount are over. */
const idle = (page) => page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 300), { timeout: 10_000 })));
const accepted = (page) => page.waitForFunction(() => window.events.some((e) => e.action === 'accept'), null, { timeout: 120_000 });

/** What the user does after each mount. */
const interactions = {
  combiningTitles: async (page) => void (await page.locator('#root input').first().focus()),
  identicalTitleEnums: async (page) => void (await page.locator('#root select').first().focus()),
  hundredThousandUnique: async (page) => void (await page.getByRole('searchbox', { name: 'Filter options' }).fill('option-99999')),
  costlyPatterns: submitDuringChecks,
  sharedPatternLongDefaults: submitDuringChecks,
  manyBooleans: submitDuringChecks,
  generated: submitDuringChecks,
  async upperCaseText(page) {
    await page.getByRole('textbox').first().focus();
    await page.keyboard.press('Tab');
  },
  async evilPattern(page) {
    await page.getByRole('textbox', { name: 'Code' }).focus();
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(/This answer is not in the expected form/).waitFor();
  },
  async fiftyThousandSelected(page) {
    await page.getByRole('checkbox', { name: 'option-0', exact: true }).uncheck();
    await page.getByRole('searchbox', { name: 'Filter options' }).fill('option-49999');
    await page.getByRole('checkbox', { name: 'option-49999' }).waitFor();
  },
  async titledAllSelected(page) {
    const first = page.getByRole('checkbox', { name: 'OPTION-0', exact: true });
    await first.uncheck();
    await first.check();
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() => window.events.length === 1, null, { timeout: 60_000 });
  },
  /** Submit with 4,999 fields empty; Decline follows as soon as the summary shows, while messages are still being drawn. */
  async fiveThousandFields(page) {
    await page.locator('button[type="submit"]').click();
    await page.locator('.mcpe-SchemaForm-summary', { hasText: '4,999 answers need attention.' }).waitFor({ timeout: 60_000 });
  },
  /** After the failed submit (setup, not measured): each key re-checks and re-draws only its field. */
  async fiveThousandFieldsTyping(page) {
    await page.keyboard.type('hello');
    await page.locator('#root input').nth(1).press('Tab');
    await page.waitForFunction(() => document.querySelectorAll('.mcpe-Field[data-invalid]').length === 4_998, null, { timeout: 60_000 });
  },
};

/** Done after the mount and before the measured interaction. */
const setups = {
  combiningTitles: (page) => idle(page),
  identicalTitleEnums: (page) => idle(page),
  hundredThousandUnique: (page) => idle(page),
  costlyPatterns: drawnAndIdle(60),
  sharedPatternLongDefaults: drawnAndIdle(3_000),
  manyBooleans: drawnAndIdle(10_000),
  generated: async (page) => drawnAndIdle(await page.evaluate(() => window.fieldCount))(page),
  /** Every field drawn (the mount's steps are not the submit's), the first one answered. */
  async fiveThousandFields(page) {
    await allDrawn(page, '.mcpe-Field', 5_000);
    await page.locator('#root input').first().fill('x');
  },
  async fiveThousandFieldsTyping(page) {
    await setups.fiveThousandFields(page);
    await interactions.fiveThousandFields(page);
    // Every error drawn (in steps) before the measured typing starts.
    await allDrawn(page, '.mcpe-Field[data-invalid]', 4_999);
    await page.locator('#root input').nth(1).focus();
  },
};

/** Done after Decline, still measured: the longest task covers the whole drawing. */
const finishes = {
  // The submit's checks go on after Decline (a standalone form): measured to their end.
  costlyPatterns: accepted,
  sharedPatternLongDefaults: accepted,
  manyBooleans: accepted,
  generated: accepted,
  fiveThousandFields: (page) => allDrawn(page, '.mcpe-Field[data-invalid]', 4_999),
};

export const STRESS_ROWS = [
  ['upperCaseText', 'default', '1 MB of upper-case text (message, key, title, description, default)'],
  ['evilPattern', 'default', 'pattern ^(a+)+$, default "a"×40+"!": focus, Tab, Submit (ajv)'],
  ['evilPattern', 'eval-free', 'pattern ^(a+)+$, default "a"×40+"!": focus, Tab, Submit (eval-free)'],
  ['fiftyThousandSelected', 'default', 'multi-select, 50,000 options, all selected: uncheck one, filter'],
  ['titledAllSelected', 'eval-free', 'titled multi-select (items.anyOf), 5,000 options, all selected, eval-free: click, blur, submit'],
  ['fiveThousandFields', 'default', '5,000 string properties: Submit with 4,999 empty, Decline while their messages are drawn'],
  ['fiveThousandFieldsTyping', 'default', '5,000 string properties after the failed submit: type 5 keys, Tab'],
  ['costlyPatterns', 'default', '60 fields, each its own pattern \\p{L}{1900+i} (~2,000 live states), 20 kB defaults: Submit, Decline during the checks'],
  ['sharedPatternLongDefaults', 'default', '3,000 fields sharing one pattern, 8 kB defaults: Submit, Decline during the checks'],
  ['manyBooleans', 'default', '10,000 boolean fields: Submit, Decline during the checks'],
  ['generated', 'default', 'generated form, seed 1 (test/browser/stress-cases.ts generatedCase): identical titles, a shared pattern, repeated enumNames, a 50,000-entry default, 100,000 letters: Submit, Decline during the checks'],
  ['combiningTitles', 'default', '200 fields whose titles carry 1 MB of combining marks: mount, focus'],
  ['identicalTitleEnums', 'default', 'two single-selects of 20,000 options with identical titles: mount, focus'],
  ['hundredThousandUnique', 'default', 'multi-select of 100,000 options with uniqueItems: mount, filter'],
];

/** Rows whose longest task includes the mount itself (and the layout after it, until idle). */
export const MOUNT_ROWS = new Set(['combiningTitles', 'identicalTitleEnums', 'hundredThousandUnique']);

/**
 * Runs `work` under a Chrome trace and returns the longest task of the page's main thread:
 * its wall time and the thread's CPU time in it. On the shared 2-core machine at load 10 a
 * task waits for a core, and its wall time (what the page's PerformanceObserver reports)
 * says more about the load than about the page; its CPU time barely moves with the load:
 * before the option lists were read without hashing (schema/option-set.ts), the
 * 100,000-option mount's task took 60–219 ms of wall time and 53–80 ms of CPU in 7 runs at
 * load 9; after, 0–80 ms of wall time and 13–41 ms of CPU. `since` names a user-timing
 * mark (the stress page's MOUNT_MARK): tasks that ended before it, such as the page building
 * the case or unmounting the last one, are not counted.
 */
export async function longestMainThreadTask(page, work, { since } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value) events.push(event);
  });
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] } });
  let result;
  try {
    result = await work();
  } finally {
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  // The renderers' main threads (the page's, and any other renderer's, which is idle).
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  // With `since`, a user-timing mark: only the tasks that end after its first occurrence.
  const from = since === undefined ? -Infinity : Math.min(...events.filter((e) => e.name === since).map((e) => e.ts));
  if (from === Infinity) throw new Error(`longestMainThreadTask: no mark ${since} in the trace`);
  let longest = { wallMs: 0, cpuMs: 0, atMs: 0 };
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mains.has(`${e.pid}:${e.tid}`) || e.ts + e.dur < from) continue;
    const task = { wallMs: e.dur / 1000, cpuMs: (e.tdur ?? 0) / 1000, atMs: Number.isFinite(from) ? (e.ts - from) / 1000 : 0 };
    if (task.cpuMs > longest.cpuMs) longest = task;
  }
  return { result, longest };
}

/**
 * One run of a row on the stress page: mount, setup, the measured interaction, Decline, the
 * finish. `longestTaskMs` is the longest task the page's PerformanceObserver reported from
 * the interaction on (from the mount on for {@link MOUNT_ROWS}); `load` is the machine's
 * 1-minute load average when the run ended (2 cores: above ~2, tasks wait for a core).
 */
export async function measureRow(page, name, engine) {
  const stressCase = name === 'fiveThousandFieldsTyping' ? 'fiveThousandFields' : name;
  const mountMs = await page.evaluate(([n, e]) => window.mountCase(n, e), [stressCase, engine]);
  await setups[name]?.(page);
  if (!MOUNT_ROWS.has(name)) await reset(page);
  const started = performance.now();
  await interactions[name](page);
  const interactionMs = performance.now() - started;
  const declineMs = await decline(page);
  await finishes[name]?.(page);
  const longestTaskMs = await longest(page);
  return { mountMs, longestTaskMs, declineMs, interactionMs, load: loadavg()[0] };
}
