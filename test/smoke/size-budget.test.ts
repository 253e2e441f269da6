/**
 * Size budgets: sizes are deterministic, so unlike the timings of `npm run bench` they are
 * checked on every `npm test`. Raise one only on purpose, and say why in the commit
 * (BENCHMARKS.md, "JS added to an app", has the full picture and the ratios to rjsf).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appPaths, measureApp, measureAppForms, measureBinding, OURS_APP } from '../../bench/size.mjs';

/**
 * What a page has loaded at each moment, in an app that shows one ElicitationHost
 * (bench/apps/ours, built against the package as shipped; min+gzip -9, React excluded), per
 * bundler, importing as README "Entry points" advises: the main entry with Vite,
 * `mcp-elicitation-react/host` with esbuild. Measured 2026-12-03 + 5–10%, capped at the goal
 * where the goal is met. The goals, as a fraction of @rjsf/core + validator-ajv8 in the same
 * bundler (125.1 kB in Vite, 133.3 kB in esbuild): initial ≤ 0.2×, first form request
 * ≤ 0.35×, first URL request ≤ 0.7×, every feature ≤ 1.0×.
 */
// esbuild: 48,500 / 56,200 / 100,800 → 11,000 / 46,600 / 75,000 on purpose: the esbuild app
// imports from `mcp-elicitation-react/host` (measured 10,236 / 45,739 / 69,244; form capped at
// its goal, 0.35 × 133,296). The main entry's figures are budgeted below.
// all: 153,700 / 158,000 → 110,000 / 113,500: the `pattern` matcher is linear-regex.ts
// (1.8 kB) instead of re2js (45 kB); measured 102,705 / 105,973.
// initial 11,000 → 12,000 (vite) / 13,300 (esbuild) and form 43,700 → 47,300 / 46,600 →
// 51,400 on purpose, measured 11,425 / 12,677 and 45,054 / 48,966: a lone ElicitationHost
// keeps its request in a request store of its own (the store, its lifecycle and the request
// check now load with the page: one owner for every request), every view draws the parts
// (ActionRow, FieldFrame, Notice), the formats are one definition for both engines
// (schema/formats.ts, ~0.9 kB on the first form) and a validator that cannot load fails
// closed. The first form is now 0.36× (vite) / 0.37× (esbuild) rjsf: over its 0.35× goal,
// left open with the figures in the closing note, not hidden by a budget at the goal.
// url: 71,900 → 75,300 (vite) and 75,000 → 78,400 (esbuild), all: 110,000 → 113,400 /
// 113,500 → 116,900 on purpose: the URL analyser's chunk grew 6.8 → 10.1 kB with the
// look-alike check of well-known domains (url/skeleton.ts, 0.6 kB, and the generated list
// url/well-known-domains.ts of 495 domains, 2.7 kB; the skeleton-only confusables, 0.1 kB).
// The first URL request stays ~0.60× rjsf (goal ≤ 0.7×).
// initial 12,000 → 13,800 (vite) / 13,300 → 15,300 (esbuild), form 47,300 → 49,800 /
// 51,400 → 54,200, url 75,300 → 78,000 (vite), all 113,400 → 116,600 / 116,900 → 121,300 on
// purpose, measured 13,366 / 14,881, 48,304 / 52,588, 75,717 / 77,346, 113,191 / 117,722: the
// outlet, which loads with the page, now says each change in a live region
// (elicitation-outlet/announcements.ts, use-announcer.ts), moves focus to a new inline request
// (use-focus-arrivals.ts) and follows portalled frames (use-focus-rescue.ts); the modal has a
// close control and scroll cues (parts/close-button.tsx, internal/use-scroll-edges.ts) and
// brings an error into view (hooks/focus-and-reveal.ts); the form names the invalid fields in
// its summary and runs pattern checks in slices that yield (text/yield-task.ts). The first form
// is now 0.39× rjsf in both bundlers, further over its 0.35× goal: left open with the figures
// in the closing note, not hidden by a budget at the goal.
// form 49,800 → 40,300 (vite) / 54,200 → 44,900 (esbuild) and all 116,600 → 109,200 /
// 121,300 → 113,400 on purpose, measured 38,310 / 42,706 and 103,952 / 107,940: the form's
// draft is held by a store of ours (schema/form-control.ts, ~1.5 kB) instead of
// react-hook-form (12.3 kB gzip of the first form). The first form is now 0.31× (vite) /
// 0.32× (esbuild) rjsf, within its 0.35× goal.
// initial 13,800 → 14,200 (vite) / 15,300 → 16,900 (esbuild) and url 78,400 → 80,400
// (esbuild) on purpose, measured 13,782 / 16,397 and 78,962: the parts a design system
// replaces now include the structure (parts/text.tsx, the server badge part, parts/round-header.tsx,
// choice-label, parts/parts-context.ts, provider/label-scope.tsx) and the frame's behaviour is a
// public hook (internal/use-elicitation-frame.ts with the Tab wrap of internal/wrap-tab.ts);
// esbuild puts what host.ts re-exports in the entry's chunk. Initial JS stays 0.12× rjsf
// (goal ≤ 0.2×), the first URL request 0.59× (goal ≤ 0.7×); the first form 0.31× / 0.32×.
// initial 14,200 → 14,700 (vite) / 16,900 → 17,500 (esbuild) on purpose, measured 14,324 /
// 17,047 (13,781 / 16,395 before): a lone ElicitationHost has a live region that says what its
// user answered (internal/use-announcer.ts, shared with the outlet, and
// elicitation-host/host-announcements.ts). Initial JS stays 0.11× / 0.13× rjsf (goal ≤ 0.2×).
// initial 14,700 → 15,200 (vite) / 17,500 → 18,000 (esbuild), form 40,300 → 40,800 / 44,900 →
// 45,400 and url 78,000 → 78,500 / 80,400 → 80,900 on purpose: the person's clock in the store
// (store/deadline.ts: a deadline on every request, "More time", a URL request's time running
// while it waits and telling its round runner what the person does) adds 473 / 448 B to every
// path (measured 15,298 / 18,081, 40,626 / 45,281, 78,570 / 80,661 on a main already at
// 14,825 / 17,633 initial and 78,098 url, over its budgets before this change).
// initial 15,200 → 15,500 (vite) / 18,000 → 18,200 (esbuild), form 40,800 → 40,900 / 45,400 →
// 45,500 and url 78,500 → 78,800 (vite) on purpose, measured 15,407 / 18,163, 40,826 / 45,475
// and 78,679: the budgets above were below the clock's own figures; since then the relay's
// problem words (the labels of three more ActionError codes, en and zh-CN, load with the page
// as every label does) +128 / +112 B and a URL request's `followed` +24 / +9 B; the AppForm
// slot left the page for the form's chunk (elicitation-host/request-form.tsx) −42 / −55 B.
// Against the commit before the `/apps` and `/react-hook-form` entries (7bd94ff: 14,324 /
// 17,047 initial; `npm run bench` prints both, bench/size.mjs measureAgainstBase), every path
// grew ~1.1 kB, bisected commit by commit: the person's clock +473 / +452, a pure render (the
// lone host enters its request from an effect) +246 / +262, expiry reasons +126 / +161, random
// ids +70 / +89, round words +26 / +22, the relay's words and `followed` as above, Send all as a
// store action −46 / −16; `/apps` +38 / +25 (the store keeps a form request's app, and the
// frame's first control may be the app's iframe); the react-hook-form binding 0.
// initial 15,500 → 16,400 (vite) / 18,200 → 19,400 (esbuild), form 40,900 → 42,300 / 45,500
// → 47,100 and url 78,800 → 79,700 / 80,900 → 82,000 on purpose, measured 16,336 / 19,277,
// 42,186 / 47,043 and 79,626 / 81,865 (15,407 / 18,168 initial before): the time left and
// what ended unsent, seen and heard. Of Vite's +920 initial, the words (each expiry reason,
// Copy answers, the time left said aloud) +302, the rest the views' own code: the clock's
// place in the request and round views, telling onUnsent once per request, the expiry
// announcement with its reason. The line with its clock (time-left-line, 795 B) and Copy
// answers (992 B) load when first needed, on none of these paths; the first form's path grew
// +1,401 / +1,627, the first URL's +936 / +1,120.
// initial 16,400 → 16,700 (vite) / 19,400 → 19,600 (esbuild), form 42,300 → 42,500 / 47,100 →
// 47,400 and url 79,700 → 80,000 / 82,000 → 82,300 on purpose, measured 16,578 / 19,532,
// 42,423 / 47,296 and 79,918 / 82,166 (+250 / +256 initial): never trapped. The modal folds to
// a bar and opens again as it was left (the frame's fold: one layout effect and its toggle
// beside Close, ~150 B), three more words on the page, and the URL view's "I've finished" and
// "not finished yet" wired through RequestView (onFinished, checkedAt).
// initial 16,700 → 17,200 / 19,600 → 20,200, form 42,500 → 43,100 / 47,400 → 48,000 and url
// 80,000 → 80,600 / 82,300 → 82,900 on purpose (measured 17,194 / 20,188, 43,017 / 47,926 and
// 80,553 / 82,839): the unsent words per reason (en, zh-CN), the folded bar's room at the page's end (internal/use-folded-room.js), closing a filled form (store/draft.js, the frame's foldOnEscape, the kept cancel's Copy answers); the figures also carry main's own growth since its last budget (the bar's time left, back online, data-state), measured together after rebasing.
// initial 17,200 → 17,300 / 20,200 → 20,300, form 48,000 → 48,100 (esbuild) on purpose (measured 17,202 / 20,193, 43,092 / 48,011): the form model's one-pass reading (its fast paths for
// plain kinds and words) and Tab from a text field passing over a newly arrived question, both
// landed after the figures above were set at zero headroom.
// esbuild initial 20,300 → 20,500, form 48,100 → 48,300, url 82,900 → 83,200 and all 113,400 →
// 113,700 on purpose (measured 20,443 / 48,222 / 83,188 / 113,636; Vite stays within its
// budgets at 17,092 / 42,939 / 80,532 / 108,761): nothing typed lost to the way a request
// ends — the URL request's time left in a footer with its buttons, the connection notice
// inside an open modal, a kept form that another tab ended or whose server went down (Copy
// answers loaded once the form shows), a URL page still awaited after a reload and the
// server's "still waiting" said — and the truthful cancel and decline sentences.
const APP_BUDGET = {
  vite: { initial: 17_300, form: 43_100, url: 80_600, all: 109_200 },
  esbuild: { initial: 20_500, form: 48_300, url: 83_200, all: 113_700 },
};

/**
 * The esbuild app importing ElicitationHost from the main entry instead (measured
 * 45,855 / 53,708 / 95,639 / 105,341): esbuild puts every module that the entry's file
 * imports and an on-demand chunk uses into chunks the entry loads (README "Entry points").
 * Not a goal row; budgeted so that it is not allowed to grow unseen.
 */
// initial 48,600 → 51,000 and form 56,900 → 60,300 on purpose (measured 48,593 / 57,451):
// the same additions as above.
// url 100,900 → 104,300 and all 112,000 → 115,400 on purpose: the same +3.4 kB URL analyser.
// initial 51,000 → 57,200, form 60,300 → 66,800, url 104,300 → 108,500 and all 115,400 →
// 120,800 on purpose (measured 55,503 / 64,795 / 105,287 / 117,248): the same additions.
// initial 57,200 → 47,400, form 66,800 → 57,600, url 108,500 → 99,700 and all 120,800 →
// 112,700 on purpose (measured 45,128 / 54,788 / 94,912 / 107,241): no react-hook-form.
// initial 47,400 → 47,900 on purpose (measured 47,692, 47,254 before): the person's clock.
// initial 47,900 → 49,500 and form 57,600 → 59,200 on purpose (measured 49,356 / 59,042; 47,751
// / 57,413 before): the time left and what ended unsent, as at APP_BUDGET.
// initial 49,500 → 49,800 and form 59,200 → 59,400 on purpose (measured 49,653 / 59,336):
// never trapped, as at APP_BUDGET.
// initial 49,800 → 50,400, form 59,400 → 60,100 and url 99,700 → 100,200 on purpose (measured
// 50,337 / 60,017 / 100,121): as at APP_BUDGET.
// initial 50,400 → 50,500, form 60,100 → 60,200, url 100,200 → 100,300 on purpose (measured 50,424 / 60,109 / 100,208): the form model's one-pass reading (its fast paths for
// plain kinds and words) and Tab from a text field passing over a newly arrived question, both
// landed after the figures above were set at zero headroom.
// initial 50,500 → 41,600 and form 60,200 → 51,600 on purpose (measured 40,415 / 50,100;
// 50,491 / 60,171 before): the main entry names what a host writes instead of re-exporting
// /core whole, so its file no longer imports the URL analyser and the page's call runner,
// which esbuild put with the page.
// url 100,300 → 100,400 and all 112,700 → 112,800 on purpose (measured 100,340 / 112,694;
// 100,275 / 112,624 before): the same modules and minified code, but the analyser's chunk,
// no longer reached from the entry, now imports three shared chunks instead of one (+72 B
// of import statements, +39 B gzip) and the chunk names differ (gzip moves ±10 B with them).
// url 100,400 → 100,600 and all 112,800 → 113,000 on purpose (measured 100,570 / 112,928): as at APP_BUDGET.
const MAIN_ENTRY_ESBUILD_BUDGET = { initial: 41_600, form: 51_600, url: 100_600, all: 113_000 };

/**
 * dist/: the library's own code as shipped (one unminified file per source module,
 * dependencies external), gzip of the files concatenated. index: dist/index.js and every
 * module it imports statically; lazy: the modules only reachable through `import()`.
 */
// lazy: 1,600 → 3,300 on purpose: a round's form part (elicitation-outlet/round-form.js and
// answer-summary.js, 1.5 kB) is loaded with the first form question of a round, not with
// the page (measured 3,039 B). 3,300 → 4,000 on purpose: the eval-free engine checks the
// type of each keyword's value as ajv does (schema/keyword-types.js, measured 3,754 B).
// 4,000 → 6,100 on purpose: the `pattern` matcher (schema/linear-regex.js and
// regex-parse.js, replacing the re2js dependency) is loaded with the first `pattern`
// (measured 5,670 B).
// 6,100 → 7,700 on purpose: the formats of both engines (schema/formats.js, format-names.js)
// and the `__proto__` stand-in for ajv (schema/proto-key.js) load with the validators
// (measured 7,306 B).
// index: 50,700 → 53,700 on purpose: the main entry exports createUrlAnalyzer, so the
// analyser's look-alike check of well-known domains (url/skeleton.js and the generated
// url/well-known-domains.js, +2.9 kB gzip together) is in its static closure.
// index 53,700 → 60,600 and lazy 7,700 → 8,500 on purpose (measured 58,804 / 8,176): the
// outlet, modal and form additions listed at APP_BUDGET, the relay's remote store (the
// unauthorized state, the stream watchdog), the URL dialog's retry; a round's question
// (elicitation-host/round-question.js) and the pattern checks' yielding (text/yield-task.js)
// load on demand.
// index 60,600 → 61,900 on purpose: the form's store (schema/form-control.js,
// hooks/use-form-watch.js, 1,287 B) is the library's own code now, where react-hook-form was
// an external dependency (not counted here; 12.3 kB gzip in an app's first form).
// index 61,900 → 63,300 on purpose (measured 62,627): the structure parts, LabelScope and the
// frame's behaviour hook listed at APP_BUDGET. lazy 8,500 → 8,900 (measured 8,590): the
// provider's URL parts, a round's header, the choice label and the URL title lines load with
// what draws them (elicitation-provider.tsx), no longer with the page.
// index 63,300 → 64,000 on purpose (measured 63,665): a lone host's live region and the
// outlet's region inside an open modal (internal/use-announcer.js, host-announcements.js;
// the page around a modal is inert, so a region outside it is not heard), and the form's
// footer that keeps the count of problems with the buttons.
// index 64,000 → 67,100 on purpose: the page's call runner that keeps a waiting round across a
// reload (adapters/page-calls.js, kept-rounds.js, store/call-list.js), exported from core, adds
// 3,040 B (measured 67,841 with them, 64,801 without, on a main already over 64,000). An app
// that does not import it does not load it (the app budgets below do not include it).
// index 67,100 → 67,900 on purpose: the person's clock in the store and its doc comments add
// 726 B (measured 68,567, 67,841 before). 67,900 → 68,500 on purpose: the page call runner's
// URL "still waiting" rounds (adapters/still-waiting.js, 543 B; measured 69,110). 68,500 →
// 68,800 on purpose: the adapters' `during(call)` (adapters/calls-in-flight.js, 214 B; measured
// 69,324).
// lazy 8,900 → 9,800 on purpose (measured 9,503; 8,590 without it): apps/app-session.js, the
// MCP Apps bridge session of the `/apps` entry (1,142 B alone), is fetched with the first app.
// index 68,800 → 69,700 on purpose (measured 69,665): the budget was below its own figure
// (69,324); since then the relay's problem words (+290 B: en and zh-CN), a URL request's
// `followed` (+22) and the page call runner asking through the host's elicit (+79); the AppForm
// slot left for the form's chunk (−55). From 7bd94ff (63,665) to now: +6,000 B, of which the
// page call runner +3,094, the clock +726, still-waiting +543, during(call) +222, the
// react-hook-form binding 0 and `/apps` +62 (see APP_BUDGET). lazy measured 9,630: the form's
// chunk now starts with elicitation-host/request-form.js (358 B alone), which draws the AppForm
// part or SchemaForm; `relay-node.js`, an entry, is no longer counted as lazy (10,164 B before).
// index 69,700 → 71,400 and lazy 9,800 → 11,100 on purpose (measured 71,276 / 10,961; 69,654 /
// 9,630 before): the time left and what ended unsent. On the page: the clock's arithmetic
// (store/time-left.js, 449 B, reached by the round view for one function, earliestDeadline),
// onUnsent's reporting (time-left/use-unsent-reports.js, 489 B), the words (en +285, zh-CN
// +339), the views' use of them; on demand: the line (time-left-line.js), the default TimeLeft
// part, the unsent answers and Copy answers (2.6 kB of modules together).
// index 71,400 → 71,800 on purpose (measured 71,668, +396): never trapped (the frame's fold in
// internal/dialog-shell.js, the URL view's waiting words, their labels in en and zh-CN).
// index 71,800 → 73,100 on purpose (measured 73,044): as at APP_BUDGET.
// index 73,100 → 73,300 on purpose (measured 73,212): as at APP_BUDGET.
// index 73,300 → 60,000 on purpose (measured 58,453; 72,480 before): the main entry no longer
// re-exports /core whole, so the URL analyser (url/analyze-url.js and its data, 11.1 kB of
// modules), the page's call runner (adapters/page-calls.js and its stores, 5.0 kB) and
// collectInputResponses are not among its static imports.
const DIST_BUDGET = { index: 60_000, lazy: 11_100 };

/**
 * The react-hook-form binding (bench/apps/ours/react-hook-form.tsx, react-hook-form and
 * @hookform/resolvers bundled): the app before and after its first check (the default
 * validator loaded). Measured 2026-12-06: 26,803 / 35,940 (Vite), 28,114 / 37,883 (esbuild);
 * the same form without the binding is 13,848 / 14,632, so the binding adds 22.1 / 23.3 kB,
 * 9.1 / 9.8 kB of it the validator. Budgets at +3%.
 */
// vite initial 27,600 → 27,700 on purpose (measured 27,654): as at APP_BUDGET.
const BINDING_BUDGET = {
  // initial 27,700 → 27,800 / 29,000 → 29,100 on purpose (measured 27,756 / 29,083): the form model's one-pass reading.
  // initial 27,800 → 27,900 / 29,100 → 29,200 on purpose (measured 27,839 / 29,168): the words and the kept requests, as at APP_BUDGET.
  vite: { initial: 27_900, checked: 37_000 },
  esbuild: { initial: 29_200, checked: 39_000 },
};

/**
 * App-rendered forms (bench/apps/ours/app-forms.tsx: README "Usage" with `withAppForms` and
 * the `AppForm` part): the page, and the page once its first app has loaded the MCP Apps
 * bridge. Measured 2026-12-06: 21,539 / 81,147 (Vite), 25,400 / 172,399 (esbuild: the bridge
 * chunk keeps the whole MCP SDK client it imports `Protocol` from); the entry adds 2,680 /
 * 3,955 to the page. Budgets at +3%.
 */
// vite initial 22,200 → 22,500 on purpose (measured 22,388; 22,044 when the budget was set on
// a main that had moved on): the page under it grew 197 B (APP_BUDGET's additions), the part
// 147 B (2,772 → 2,919: the border the app asks for, the status slot under it).
// initial 22,500 → 23,500 (vite) / 26,200 → 27,700 (esbuild) on purpose (measured 23,367 /
// 27,585): the page under the part grew with the time left (APP_BUDGET); the part itself did
// not (2,783 / 4,055 added, 2,919 / 4,054 before).
// initial 23,500 → 23,700 (vite) / 27,700 → 28,000 (esbuild) on purpose (measured 23,597 /
// 27,848): the page under the part, never trapped (APP_BUDGET); the part unchanged (2,773 / 4,065).
// initial 23,700 → 24,500 (vite) / 28,000 → 28,800 (esbuild) and vite firstApp 83,600 → 84,100
// on purpose (measured 24,446 / 28,740 and 84,054): as at APP_BUDGET, and the app's frame named
// after the server through the proxy URL.
const APP_FORMS_BUDGET = {
  // initial 24,500 → 24,600 / 28,800 → 28,900, firstApp 84,100 → 84,200 on purpose (measured 24,524 / 28,834, 84,132): as at APP_BUDGET.
  // initial 24,600 → 24,900 / 28,900 → 29,200, firstApp 84,200 → 84,500 on purpose (measured 24,820 / 29,112, 84,429): as at APP_BUDGET.
  vite: { initial: 24_900, firstApp: 84_500 },
  esbuild: { initial: 29_200, firstApp: 177_600 },
};

const dist = join(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(join(dist, file));
const gzip = (files: Iterable<string>) => gzipSync(Buffer.concat([...files].sort().map(read)), { level: 9 }).length;

/** `file` and every dist module it imports statically (relative paths), transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, name] of read(file).toString('utf8').matchAll(/\bfrom\s*["'](\.{1,2}\/[\w./-]+\.js)["']/g)) staticClosure(join(dirname(file), name!), seen);
  return seen;
}

const distFiles = (dir = ''): string[] =>
  readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? distFiles(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
  );

describe('size budget (gzip)', () => {
  // scripts/test.mjs builds dist/ before vitest runs; alone, run `npm run build` first.
  it(`dist/index.js with its static imports stays under ${DIST_BUDGET.index} bytes; the lazy modules under ${DIST_BUDGET.lazy}`, () => {
    const files = distFiles();
    // Every package entry and what it imports statically; the relay's three entries and the
    // react-hook-form binding are loaded by their own imports (a server, a page using the
    // relay, a host's own form), never by a request.
    const entries = ['index.js', 'core.js', 'host.js', 'store.js', 'relay.js', 'relay-node.js', 'remote.js', 'react-hook-form.js', 'apps.js'];
    const eager = new Set(entries.flatMap((entry) => [...staticClosure(entry)]));
    expect(eager.size).toBeGreaterThan(20); // one file per module, so the closure was followed
    expect(gzip(staticClosure('index.js'))).toBeLessThanOrEqual(DIST_BUDGET.index);
    const lazy = files.filter((name) => !eager.has(name));
    expect(lazy).toEqual(expect.arrayContaining([join('schema', 'ajv-core.js'), join('schema', 'eval-free-core.js')]));
    expect(gzip(lazy)).toBeLessThanOrEqual(DIST_BUDGET.lazy);
  });

  describe.each(['vite', 'esbuild'] as const)('an app built by %s', (bundler) => {
    it('stays within the budget of each path: initial, first form request, first URL request, every feature', async () => {
      const app = await measureApp('ours', bundler, OURS_APP[bundler]);
      const budget = APP_BUDGET[bundler];
      const { formAndUrl: _, ...paths } = appPaths(app);
      for (const [path, bytes] of Object.entries(paths)) expect(bytes, path).toBeLessThanOrEqual(budget[path as keyof typeof budget]);
      // Each on-demand dependency is in a chunk of its own, not in the initial one; so is
      // the form (SchemaForm with its store and the schema reading), fetched with the first
      // form request (~16 kB since react-hook-form gave way to schema/form-control.ts).
      for (const part of ['evalFree', 'publicSuffixList', 'patterns'] as const) expect(app.load(part), part).toBeGreaterThan(paths.initial);
      expect(app.load('form') - paths.initial).toBeGreaterThan(12_000);
    });
  });

  it('a page that shows a form has not loaded the URL request’s address and warning parts, nor a round’s header (Vite)', async () => {
    // The provider's defaults for those parts load with what draws them (elicitation-provider.tsx,
    // OnDemandPart). esbuild apps importing `/host` still get them in a shared chunk: host.ts
    // re-exports them and the URL dialog imports them (README "Entry points").
    const app = await measureApp('ours', 'vite', OURS_APP.vite);
    const byFile = new Map(app.chunks.map((chunk) => [chunk.file, chunk]));
    const loaded = new Set<(typeof app.chunks)[number]>();
    const follow = (chunk: (typeof app.chunks)[number] | undefined) => {
      if (!chunk || loaded.has(chunk)) return;
      loaded.add(chunk);
      for (const file of chunk.imports) follow(byFile.get(file));
    };
    follow(app.chunks.find((chunk) => chunk.isEntry));
    for (const chunk of app.chunks.filter((c) => c.modules.some((id) => /schema-form[/\\]schema-form\.js$/.test(id)))) follow(chunk);
    const modules = [...loaded].flatMap((chunk) => chunk.modules);
    expect(modules.some((id) => /schema-form\.js$/.test(id))).toBe(true);
    for (const part of [/url-consent-dialog[/\\]url-parts\.js$/, /describe-url-warning\.js$/, /parts[/\\]round-header\.js$/]) {
      expect(modules.filter((id) => part.test(id)), String(part)).toEqual([]);
    }
  });

  it.each(['vite', 'esbuild'] as const)('the react-hook-form binding in an app built by %s stays within its budget, react-hook-form bundled with it', async (bundler) => {
    const binding = await measureBinding(bundler);
    expect(binding.initial).toBeLessThanOrEqual(BINDING_BUDGET[bundler].initial);
    expect(binding.checked).toBeLessThanOrEqual(BINDING_BUDGET[bundler].checked);
    // react-hook-form itself is in both apps (~9 kB gzip): the floor is not an empty page.
    expect(binding.floor).toBeGreaterThan(9_000);
    expect(binding.validator).toBeGreaterThan(5_000);
  });

  it.each(['vite', 'esbuild'] as const)('app-rendered forms in an app built by %s stay within their budget; the bridge loads with the first app', async (bundler) => {
    const forms = await measureAppForms(bundler);
    expect(forms.initial).toBeLessThanOrEqual(APP_FORMS_BUDGET[bundler].initial);
    expect(forms.firstApp).toBeLessThanOrEqual(APP_FORMS_BUDGET[bundler].firstApp);
    expect(forms.bridge).toBeGreaterThan(20_000); // not in the page's first chunks
  });

  it('the esbuild app importing the main entry instead stays within its own budget', async () => {
    const { formAndUrl: _, ...paths } = appPaths(await measureApp('ours', 'esbuild', 'main.tsx'));
    for (const [path, bytes] of Object.entries(paths)) expect(bytes, path).toBeLessThanOrEqual(MAIN_ENTRY_ESBUILD_BUDGET[path as keyof typeof MAIN_ENTRY_ESBUILD_BUDGET]);
  });
});
