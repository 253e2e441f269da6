/** Turns the measurements of `npm run bench` into BENCHMARKS.md and a console table. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { relaySection } from './relay.mjs';

const KB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value) => (value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(1)} ms`);
const ratio = (ours, theirs) => (theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : 'n/a');
const perSecond = (value) => `${Math.round(value).toLocaleString('en-US')}/s`;
const yes = (ok) => (ok ? 'yes' : '**no**');

function version(name) {
  try {
    return JSON.parse(readFileSync(new URL(`../node_modules/${name}/package.json`, import.meta.url), 'utf8')).version;
  } catch {
    return '?';
  }
}

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${sha} + uncommitted changes in src/` : sha;
  } catch {
    return 'unknown';
  }
}

/** What a page has loaded at each moment (bench/size.mjs), with the goal as a fraction of rjsf. */
const SIZE_PATHS = [
  ['initial', 'before any request (initial)', 0.2],
  ['form', 'at the first form request', 0.35],
  ['url', 'at the first URL request', 0.7],
  ['all', 'with every feature loaded (form, URL, server patterns)', 1.0],
];
const BUNDLER = { vite: 'Vite 8', esbuild: 'esbuild' };

/** The esbuild app importing the main entry instead of `/host`: what the narrow entry saves. */
const MAIN_ENTRY_PATHS = ['initial', 'form', 'url'];
function mainEntryRow(paths) {
  const each = (f) => MAIN_ENTRY_PATHS.map((key) => f(paths.mainEntry[key])).join(' / ');
  return ['the esbuild app importing the main entry instead: initial / first form / first URL', '—', '—', '—', each((v) => KB(v).replace(' kB', '')) + ' kB', each((v) => ratio(v, paths.rjsf))];
}

/** README "Usage" as a page (bench/apps/ours/quick-start.tsx): ElicitationOutlet, a store, the SDK v2 handler. */
function quickStartRow(vite, esbuild) {
  const each = (paths, f) => MAIN_ENTRY_PATHS.map((key) => f(paths.quickStart[key], paths.rjsf)).join(' / ');
  const sizes = (paths) => each(paths, (v) => KB(v).replace(' kB', '')) + ' kB';
  const ratios = (paths) => each(paths, (v, rjsf) => ratio(v, rjsf));
  return ['README usage (ElicitationOutlet, store, SDK v2 handler; /host + /store): initial / first form / first URL', '—', sizes(vite), ratios(vite), sizes(esbuild), ratios(esbuild)];
}

/** The react-hook-form binding (bench/size.mjs measureBinding): what it adds to a react-hook-form app. */
function bindingSection(vite, esbuild) {
  const row = (label, key) => [label, KB(vite[key]), KB(esbuild[key])];
  return [
    `The react-hook-form binding: bench/apps/ours/react-hook-form.tsx (a host's own \`useForm\` through \`mcp-elicitation-react/react-hook-form\`, react-hook-form ${version('react-hook-form')} and @hookform/resolvers ${version('@hookform/resolvers')} bundled) against bench/apps/react-hook-form (the same form written without it). The default entries' figures above do not change with it (test/smoke/entries.test.ts: no other entry reaches it).`,
    '',
    table(['react-hook-form binding', 'Vite 8', 'esbuild'], [
      row('the form without the binding (react-hook-form alone)', 'floor'),
      row('the app with the binding, before its first check', 'initial'),
      row('… after its first check (the default validator loaded)', 'checked'),
      row('added by the binding, validator included', 'added'),
      row('of which the validator, fetched on the first check (shared with SchemaForm)', 'validator'),
    ]),
    '',
  ];
}

/** App-rendered forms (`/apps`): the page with the entry, and once the first app has loaded the bridge. */
function appFormsSection(vite, esbuild) {
  const row = (label, key) => [label, KB(vite[key]), KB(esbuild[key])];
  return [
    `App-rendered forms: bench/apps/ours/app-forms.tsx (README "Usage" with \`withAppForms\` and the \`AppForm\` part of \`mcp-elicitation-react/apps\`) against quick-start.tsx (the same page without them); the MCP Apps bridge (@modelcontextprotocol/ext-apps ${version('@modelcontextprotocol/ext-apps')}, with the MCP SDK's \`Protocol\` and zod it imports) loads with the first app. The default entries' figures above do not include it (test/smoke/entries.test.ts: no other entry reaches it).`,
    '',
    table(['app-rendered forms', 'Vite 8', 'esbuild'], [
      row('the page with the entry', 'initial'),
      row('added to the page by the entry', 'added'),
      row('… once the first app is shown (the bridge loaded)', 'firstApp'),
      row('of which the bridge', 'bridge'),
    ]),
    '',
  ];
}

/** The default entries now and at an earlier commit (bench/size.mjs measureAgainstBase), each app and path with its change. */
export function sinceBaseSection(vite, esbuild) {
  const rows = [];
  for (const [bundler, result] of [['vite', vite], ['esbuild', esbuild]]) {
    for (const { file, now, base } of result.apps) {
      for (const [key] of SIZE_PATHS) {
        const delta = now[key] - base[key];
        rows.push([`${BUNDLER[bundler]}, ${file}: ${key}`, `${base[key].toLocaleString('en-US')} B`, `${now[key].toLocaleString('en-US')} B`, `${delta >= 0 ? '+' : ''}${delta.toLocaleString('en-US')} B`]);
      }
    }
  }
  return [
    `The default entries against commit ${vite.ref} (the apps above, built against the package as it was there and as it is now; \`BENCH_SIZE_BASE\` picks another commit). What changed since, and why, is written beside each budget in test/smoke/size-budget.test.ts.`,
    '',
    table(['app: path', `at ${vite.ref}`, 'now', 'change'], rows),
    '',
  ];
}

/** The "JS added to an app" section: each path and each on-demand part, for both bundlers. */
function sizeSection({ vite, esbuild }) {
  const out = ['## JS added to an app (min+gzip, React excluded)', ''];
  out.push(`bench/apps/ours renders one \`ElicitationHost\`, imported as README "Entry points" advises: from \`mcp-elicitation-react\` in the Vite app (${vite.app}), from \`mcp-elicitation-react/host\` in the esbuild app (${esbuild.app}), each against the package as built by vite.config.ts; bench/apps/rjsf renders \`@rjsf/core\` \`Form\` with \`@rjsf/validator-ajv8\`; bench/apps/jsonforms renders \`@jsonforms/react\` \`JsonForms\` with \`@jsonforms/vanilla-renderers\` (its ratio is to rjsf too). Each app is built by Vite ${version('vite')} (Rolldown, defaults) and by esbuild ${version('esbuild')} (\`bundle\`, \`splitting\`, \`minify\`), React, React DOM and scheduler external; gzip level 9. A path counts every chunk loaded by then: the entry, the on-demand chunks of what was needed, and every chunk those import (bench/size.mjs). rjsf is one chunk either way.`, '');
  const both = (key) => [KB(vite.ours[key]), ratio(vite.ours[key], vite.rjsf), KB(esbuild.ours[key]), ratio(esbuild.ours[key], esbuild.rjsf)];
  out.push(table(['What a page has loaded', 'goal', 'Vite 8', 'ratio', 'esbuild', 'ratio'], [
    ...SIZE_PATHS.map(([key, label, goal]) => [label, `≤ ${goal}×`, ...both(key)]),
    ['form and URL requests seen, no server pattern', '—', ...both('formAndUrl')],
    ...(esbuild.mainEntry ? [mainEntryRow(esbuild)] : []),
    ...(vite.quickStart && esbuild.quickStart ? [quickStartRow(vite, esbuild)] : []),
    ['rjsf (Form + validator-ajv8)', '—', KB(vite.rjsf), '1.00×', KB(esbuild.rjsf), '1.00×'],
    ...(vite.jsonforms && esbuild.jsonforms ? [['JSON Forms (JsonForms + vanilla renderers)', '—', KB(vite.jsonforms), ratio(vite.jsonforms, vite.rjsf), KB(esbuild.jsonforms), ratio(esbuild.jsonforms, esbuild.rjsf)]] : []),
  ]), '');
  if (vite.sinceBase && esbuild.sinceBase) out.push(...sinceBaseSection(vite.sinceBase, esbuild.sinceBase));
  if (vite.reactHookForm && esbuild.reactHookForm) out.push(...bindingSection(vite.reactHookForm, esbuild.reactHookForm));
  if (vite.appForms && esbuild.appForms) out.push(...appFormsSection(vite.appForms, esbuild.appForms));
  const parts = [
    ['form', 'SchemaForm, its form store, schema reading', 'the first form request'],
    ['evalFree', '@cfworker/json-schema (default validator) + shared checks', 'the first form request'],
    ['urlDialog', 'UrlConsentDialog', 'the first URL request'],
    ['urlAnalyzer', 'URL analyser (IDNA, look-alikes)', 'the first URL request'],
    ['publicSuffixList', "tldts (its prebuilt minified file)", 'the first URL request'],
    ['patterns', 'linear-time `pattern` matcher (schema/linear-regex)', 'the first schema with a `pattern`'],
  ];
  const part = (paths, key) => (paths.ours.parts[key] ? KB(paths.ours.parts[key]) : '—');
  out.push('Each on-demand part on its own (gzip of its chunks beyond the initial ones; a chunk shared by two parts counts in both):', '');
  out.push(table(['Part', 'Vite 8', 'esbuild', 'fetched on'], parts.map(([key, label, when]) => [label, part(vite, key), part(esbuild, key), when])), '');
  return out;
}

/** An outlet figure, or why the case could not be measured. */
const outletCell = (outlet, v) => (outlet.error ? `failed: ${outlet.error}` : ms(v));

/** Mount time a form may take over the hand-written floor, measured in the same run. */
const FLOOR_GOAL = 1.25;

/** Summary rows: [measure, ratio, goal, met, ours, rjsf]. */
function summaryRows({ sizes, chromium, validation, stress, relay }) {
  const rows = [];
  for (const paths of [sizes.vite, sizes.esbuild]) {
    for (const [key, label, goal] of SIZE_PATHS) {
      rows.push([`JS ${label}, ${BUNDLER[paths.bundler]} app, min+gzip`, ratio(paths.ours[key], paths.rjsf), `≤ ${goal}×`, yes(paths.ours[key] <= goal * paths.rjsf), KB(paths.ours[key]), KB(paths.rjsf)]);
    }
  }
  for (const paths of [sizes.vite, sizes.esbuild].filter((p) => p.jsonforms !== undefined)) {
    rows.push([`JS with every feature loaded vs JSON Forms (JsonForms + vanilla renderers), ${BUNDLER[paths.bundler]} app, min+gzip`, ratio(paths.ours.all, paths.jsonforms), '—', '—', KB(paths.ours.all), `JSON Forms ${KB(paths.jsonforms)}`]);
  }
  if (sizes.esbuild.mainEntry) {
    const main = sizes.esbuild.mainEntry;
    rows.push(['JS before any request, esbuild app importing the main entry instead of /host, min+gzip', ratio(main.initial, sizes.esbuild.rjsf), '—', '—', KB(main.initial), KB(sizes.esbuild.rjsf)]);
  }
  for (const row of chromium.mount) {
    rows.push([`Mount: ${row.schema} (median of ${row.runs})`, ratio(row.ours, row.rjsf), '≤ 0.5×', yes(row.ours <= 0.5 * row.rjsf), ms(row.ours), ms(row.rjsf)]);
  }
  for (const row of chromium.mount.filter((r) => r.jsonforms !== undefined || r.failures?.jsonforms)) {
    const theirs = row.failures?.jsonforms ? `fails: ${row.failures.jsonforms}` : ms(row.jsonforms);
    rows.push([`Mount vs JSON Forms (vanilla renderers): ${row.schema}`, row.failures?.jsonforms ? 'JSON Forms fails' : ratio(row.ours, row.jsonforms), '—', '—', ms(row.ours), `JSON Forms ${theirs}`]);
  }
  for (const row of chromium.mount.filter((r) => r.floor !== undefined)) {
    rows.push([`Mount vs the floor (hand-written React form): ${row.schema}`, ratio(row.ours, row.floor), `≤ ${FLOOR_GOAL}× floor`, yes(row.ours <= FLOOR_GOAL * row.floor), ms(row.ours), `floor ${ms(row.floor)}`]);
  }
  // What the harness costs per mount (a root rendering an empty <form>), measured in the same
  // series: part of every figure above, never subtracted from any of them.
  const first = chromium.mount.find((r) => r.empty !== undefined);
  if (first) {
    rows.push([`Mount: an empty \`<form>\` (the harness itself; included in every mount figure, not subtracted), ${first.schema} series`, ratio(first.empty, first.rjsf), '—', '—', ms(first.empty), ms(first.rjsf)]);
  }
  const { ours, rjsf, oursOutlet, floor } = chromium.typing;
  rows.push(['Typing, 200 fields: script time per keystroke', ratio(ours.scriptMs, rjsf.scriptMs), '≤ 0.2×', yes(ours.scriptMs <= 0.2 * rjsf.scriptMs), ms(ours.scriptMs), ms(rjsf.scriptMs)]);
  rows.push(['Typing, 200 fields: fields re-rendered per keystroke', '—', '≤ 2', yes(ours.fieldsPerKeystroke <= 2), String(ours.fieldsPerKeystroke), String(rjsf.fieldsPerKeystroke)]);
  if (oursOutlet) {
    rows.push(['Typing inside ElicitationOutlet, 200 fields: script time per keystroke', ratio(oursOutlet.scriptMs, rjsf.scriptMs), '≤ 0.2×', yes(oursOutlet.scriptMs <= 0.2 * rjsf.scriptMs), ms(oursOutlet.scriptMs), ms(rjsf.scriptMs)]);
    rows.push(['Typing inside ElicitationOutlet, 200 fields: fields re-rendered per keystroke', '—', '0', yes(oursOutlet.fieldsPerKeystroke === 0), String(oursOutlet.fieldsPerKeystroke), String(rjsf.fieldsPerKeystroke)]);
  }
  if (floor) {
    rows.push(['Typing vs the floor, 200 fields: script time per keystroke', ratio(ours.scriptMs, floor.scriptMs), '—', '—', ms(ours.scriptMs), `floor ${ms(floor.scriptMs)}`]);
  }
  for (const schema of new Set(validation.map((v) => v.schema))) {
    const of = (engine) => validation.find((v) => v.schema === schema && v.engine.startsWith(engine));
    const ajv = of('ajv');
    const free = of('eval-free');
    const theirs = of('@rjsf');
    const timeRatio = (v) => (theirs.failure ? 'rjsf fails' : ratio(theirs.perSecond, v.perSecond));
    rows.push([`Validations/s, ${schema}: ajv / eval-free (ratio = time per validation)`, `${timeRatio(ajv)} / ${timeRatio(free)}`, '—', '—',
      `${perSecond(ajv.perSecond)} / ${perSecond(free.perSecond)}`, theirs.failure ? 'fails (stack overflow)' : perSecond(theirs.perSecond)]);
    rows.push([`Compilations in ${ajv.iterations.toLocaleString('en-US')} validations, ${schema}: ajv / eval-free`, '—', 'exactly 1',
      yes(ajv.compilations === 1 && free.compilations === 1), `${ajv.compilations} / ${free.compilations}`, theirs.failure ? '—' : String(theirs.compilations)]);
  }
  const outletMs = (v) => outletCell(chromium.outlet, v);
  rows.push([`ElicitationOutlet, 50 pending (one round: 50 listed, the first 3 forms open; 50 different schemas): time to interactive`, '—', '≤ 100 ms', yes(chromium.outlet.round <= 100), outletMs(chromium.outlet.round), '—']);
  rows.push([`ElicitationOutlet, 50 pending (50 rounds, dialog): time to interactive`, '—', '≤ 100 ms', yes(chromium.outlet.separate <= 100), outletMs(chromium.outlet.separate), '—']);
  for (const r of stress?.rows ?? []) {
    const b = stress.budgets;
    const ok = r.mountMs <= b.mountMs && r.longestTaskMs <= b.eventMs && r.declineMs <= b.declineMs;
    rows.push([`Hostile request: ${r.label} — mount / longest task / Decline`, '—', `≤ ${b.mountMs} / ${b.eventMs} / ${b.declineMs} ms`, yes(ok),
      `${r.mountMs.toFixed(0)} / ${r.longestTaskMs.toFixed(0)} / ${r.declineMs.toFixed(0)} ms`, '—']);
  }
  const relayRow = (prefix) => relay?.rows.find((row) => row.name.startsWith(prefix));
  const memory = relayRow('memory');
  const forwarded = relayRow('Redis, answered on the other');
  if (memory) {
    rows.push([`Relay, ${relay.pending.toLocaleString('en-US')} pending across ${relay.streams} streams: answer POST → elicit settles, p99 memory / Redis forwarded (floor: loopback POST ${ms(relay.rows[0].p99)})`, '—', '≤ 5 / 15 ms',
      yes(memory.p99 <= 5 && (!forwarded || forwarded.p99 <= 15)), `${ms(memory.p99)} / ${forwarded ? ms(forwarded.p99) : 'skipped'}`, '—']);
  }
  const [arrivesMemory, arrivesRedis] = relay?.arrivals ?? [];
  if (arrivesMemory) {
    rows.push([`Relay, same load: a new request reaches a connected stream, p99 memory / Redis (elicit on one instance, stream on the other)`, '—', '≤ 10 ms',
      yes(arrivesMemory.p99 <= 10 && (!arrivesRedis || arrivesRedis.p99 <= 10)), `${ms(arrivesMemory.p99)} / ${arrivesRedis ? ms(arrivesRedis.p99) : 'skipped'}`, '—']);
  }
  if (relay?.memory) {
    rows.push([`Relay: memory per pending request (relay heap${relay.memory.redisBytes !== undefined ? ' / Redis' : ''})`, '—', 'reported', '—',
      `${(relay.memory.relayHeapBytes / 1024).toFixed(1)} kB${relay.memory.redisBytes !== undefined ? ` / ${(relay.memory.redisBytes / 1024).toFixed(1)} kB` : ''}`, '—']);
  }
  return rows;
}

const table = (header, rows) =>
  [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** Mount and typing ratios only (`BENCH_ONLY=chromium`, while iterating). */
export function chromiumTable(chromium) {
  const rows = chromium.mount.map((row) => ({
    measure: `mount: ${row.schema}`,
    'ours÷rjsf': ratio(row.ours, row.rjsf),
    'ours÷floor': ratio(row.ours, row.floor),
    'ours÷jsonforms': row.failures?.jsonforms ? 'JSON Forms fails' : ratio(row.ours, row.jsonforms),
    ours: ms(row.ours), 'all drawn': ms(row.parts.ours.complete), 'eval-free': ms(row['ours-eval-free']), 'no validator': ms(row['ours-no-validator']), rjsf: ms(row.rjsf), jsonforms: row.jsonforms === undefined ? '—' : ms(row.jsonforms), floor: ms(row.floor),
    ...(row.empty === undefined ? {} : { 'empty form': ms(row.empty) }),
  }));
  if (!chromium.typing) return rows;
  const { ours, rjsf, floor, oursOutlet } = chromium.typing;
  rows.push({ measure: 'typing: script/key', 'ours÷rjsf': ratio(ours.scriptMs, rjsf.scriptMs), 'ours÷floor': ratio(ours.scriptMs, floor.scriptMs), ours: ms(ours.scriptMs), rjsf: ms(rjsf.scriptMs), floor: ms(floor.scriptMs) });
  rows.push({ measure: 'typing in outlet: script/key', 'ours÷rjsf': ratio(oursOutlet.scriptMs, rjsf.scriptMs), ours: ms(oursOutlet.scriptMs), 'no validator': `${oursOutlet.fieldsPerKeystroke} fields/key` });
  rows.push({ measure: 'outlet 50 in one round', ours: chromium.outlet.error ?? ms(chromium.outlet.round) });
  return rows;
}

/** The console version of the summary. */
export function consoleTable(results) {
  return summaryRows(results).map(([measure, r, goal, met, ours, rjsf]) => ({ measure, ratio: r, goal, met: met.replace(/\*/g, ''), ours, rjsf }));
}

/** What each hostile request did before the linear-time work (the issue's figures, same machine). */
const STRESS_BEFORE = {
  upperCaseText: 'mount 31 s for 150,000 × "A"; > 120 s for 1 MB',
  evilPattern: 'main thread frozen; Decline not clickable within 45 s',
  fiftyThousandSelected: 'mount 27.5 s; 50,000 checkboxes drawn',
  titledAllSelected: '~5 s frozen on every click, blur and Submit',
  fiveThousandFields: 'mount 34 s, submit 20 s (after the first fixes: submit 677 ms)',
  fiveThousandFieldsTyping: '~1 s per key',
  costlyPatterns: 'one 1,027 ms task on Submit (60 near-limit patterns, one task)',
  sharedPatternLongDefaults: 'a 609 ms task on Submit; Decline answered after 1.1 s',
  manyBooleans: 'a 592 ms task on Submit; Decline answered after 2.6 s',
  combiningTitles: 'one task of 240–450 ms at mount (the issue\'s figure, for the three mount shapes)',
  identicalTitleEnums: 'one task of 240–450 ms at mount',
  hundredThousandUnique: 'one task of 240–450 ms at mount',
};

/** Rows of bench/stress.mjs against their budgets. */
function stressSection({ rows, budgets, runs }) {
  const ms = (v) => `${v.toFixed(0)} ms`;
  const met = (v, budget) => (v <= budget ? 'yes' : '**no**');
  const out = ['## Hostile requests (Chromium, production build)', ''];
  out.push(`Each request of test/browser/stress-cases.ts, measured by bench/stress-rows.mjs (the Chromium stress test, test/browser/stress.test.ts, runs the same function); ${runs} runs. Mount: render through the next task (median). Longest task: the longest main-thread task the browser reported (PerformanceObserver \`longtask\`) while the user acted (the actions listed; a long form keeps drawing its later fields in steps meanwhile), the worst of the runs, not the median. Load: the machine's 1-minute load average (2 cores), the highest seen at the end of a run. Decline (median): from the click reaching the page to \`onDecline\`. Budgets: mount ≤ ${budgets.mountMs} ms, longest task ≤ ${budgets.eventMs} ms, Decline ≤ ${budgets.declineMs} ms.`, '');
  out.push(table(['Request and what the user does', 'Before', 'Mount', 'Met', 'Longest task', 'Met', 'Decline', 'Met', 'Load'],
    rows.map((r) => [r.label, STRESS_BEFORE[r.name] ?? '—', ms(r.mountMs), met(r.mountMs, budgets.mountMs), ms(r.longestTaskMs), met(r.longestTaskMs, budgets.eventMs), ms(r.declineMs), met(r.declineMs, budgets.declineMs), r.load === undefined ? '—' : r.load.toFixed(1)])), '');
  return out;
}

export function markdown(results, findings) {
  const { sizes, chromium, validation, started, seconds } = results;
  const cpu = cpus();
  const lines = [];
  lines.push('# Benchmarks: mcp-elicitation-react vs @rjsf/core and JSON Forms', '');
  lines.push('Written by `npm run bench` (bench/run.mjs); do not edit by hand — the findings at the end come from bench/findings.md.');
  lines.push('The libraries are measured side by side in the same run. Ratios are ours ÷ rjsf unless a row names JSON Forms or the floor: below 1 means we are smaller or faster.', '');
  lines.push(`- Run: ${started} (${seconds.toFixed(0)} s), commit ${commit()}`);
  lines.push(`- Machine: ${cpu[0]?.model ?? 'unknown CPU'} × ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${osType()} ${release()}; Node ${process.version}; ${chromium.browser} (headless)`);
  lines.push(`- Versions: react ${version('react')}, react-dom ${version('react-dom')} (production build in Chromium); @rjsf/core ${version('@rjsf/core')}, @rjsf/utils ${version('@rjsf/utils')}, @rjsf/validator-ajv8 ${version('@rjsf/validator-ajv8')}; @jsonforms/react ${version('@jsonforms/react')}, @jsonforms/vanilla-renderers ${version('@jsonforms/vanilla-renderers')}; ajv ${version('ajv')}, ajv-formats ${version('ajv-formats')}, @cfworker/json-schema ${version('@cfworker/json-schema')}, tldts ${version('tldts')}; vite ${version('vite')}, esbuild ${version('esbuild')}`);
  lines.push('- The machine is shared (2 cores, other jobs running): absolute times move between runs; the ratios, measured interleaved in one page, move much less.', '');
  lines.push('## Summary', '');
  lines.push(table(['Measure', 'Ratio', 'Goal', 'Met', 'Ours', 'rjsf'], summaryRows(results)), '');

  lines.push(...sizeSection(sizes));

  lines.push('## Mount time in Chromium', '');
  lines.push('From `root.render` (inside `flushSync`) through commit, layout and everything the mount queued (effects) until the next task, plus the next frame’s rendering update (from its `requestAnimationFrame` callback to the task after it: style, any layout the forced one skipped, paint; the wait for the frame is not counted). SchemaForm’s field groups are `content-visibility: auto`, so Chromium lays them out only in that frame: without it, ours was timed without its layout and the others with theirs. Each mount gets a schema no cache has seen (a new object with a unique `$comment`), as a first request would. Median of the runs shown, after 5 warm-up mounts; variants interleaved. `ours` is SchemaForm as shipped (the eval-free engine: nothing compiled on mount, its warm-up waits for an idle moment); `eval-free` passes `createEvalFreeValidator()` explicitly, `no validator` a validator that does nothing (render cost alone). SchemaForm draws about a screenful (20 fields) in the mounting task, the next 100 once that screen’s frame has run and the browser is idle (at most 100 ms later), then 100 per task (bench/findings.md, mount): `ours, all drawn` is the wall time until every field is in the document, waits included. `floor` is a hand-written minimal React form (bench/pages/floor.tsx: a label and a native control per field, no library), all fields at once. `empty form` is a root rendering an empty `<form>`, measured the same way in the same series: what the harness itself costs per mount (a new root, the clock, the next frame). It is part of every figure in the table and is not subtracted from any of them. rjsf compiles only when it first validates (on submit), so its mount has no compile; JSON Forms (vanilla renderers, `data={{}}`) builds its UI schema and compiles the schema with its own ajv as it mounts.', '');
  lines.push(table(['Schema', 'ours ÷ rjsf', 'ours ÷ JSON Forms', 'ours ÷ floor', 'ours', 'ours, all drawn', 'ours, eval-free', 'ours, no validator', 'rjsf', 'JSON Forms', 'floor', 'empty form (harness)'], chromium.mount.map((row) => [
    row.schema, ratio(row.ours, row.rjsf), row.jsonforms === undefined ? '—' : ratio(row.ours, row.jsonforms), row.floor === undefined ? '—' : ratio(row.ours, row.floor), ms(row.ours),
    row.parts.ours.complete === undefined ? '—' : `${ms(row.parts.ours.complete)} (${ratio(row.parts.ours.complete, row.rjsf)})`,
    `${ms(row['ours-eval-free'])} (${ratio(row['ours-eval-free'], row.rjsf)})`, `${ms(row['ours-no-validator'])} (${ratio(row['ours-no-validator'], row.rjsf)})`, ms(row.rjsf),
    row.failures?.jsonforms ? `fails: ${row.failures.jsonforms}` : row.jsonforms === undefined ? '—' : ms(row.jsonforms),
    row.floor === undefined ? '—' : ms(row.floor),
    row.empty === undefined ? '—' : ms(row.empty),
  ])), '');

  lines.push('Where the time goes (medians of each part; `render` = React render, DOM creation and commit inside `flushSync`; `layout` = forced style and layout; `after` = effects and validator warm-up; `frame` = the next frame’s style, layout and paint):', '');
  const part = (row, library) => {
    const p = row.parts[library];
    return `${ms(p.render)} / ${ms(p.layout)} / ${ms(p.after)}${p.frame === undefined ? '' : ` / ${ms(p.frame)}`}`;
  };
  lines.push(table(['Schema', 'ours: render / layout / after / frame', 'ours, no validator', 'rjsf', 'floor', 'empty form (harness)'], chromium.mount.map((row) => [
    row.schema, part(row, 'ours'), part(row, 'ours-no-validator'), part(row, 'rjsf'),
    row.parts.floor ? part(row, 'floor') : '—', row.parts.empty ? part(row, 'empty') : '—',
  ])), '');

  const { ours, rjsf, oursOutlet } = chromium.typing;
  const floor = chromium.typing.floor;
  const floorCell = (pick) => (floor ? pick(floor) : '—');
  lines.push('## Typing 20 characters into the first field of the 200-field form', '');
  lines.push('Real key presses (playwright `keyboard.type`). Script and task time from the Chrome DevTools Protocol `Performance.getMetrics` (ScriptDuration, TaskDuration), divided by 20; median of several rounds. Re-renders counted in a separate round through the React DevTools hook (bench/pages/render-counter.ts): a field counts when any of its components rendered in a commit.', '');
  lines.push('The issue measures SchemaForm on its own (`ours`). `ours in ElicitationOutlet` is the same form as a host shows it: a pending request in an inline ElicitationOutlet, which stores the draft on every edit. `floor` is the hand-written minimal React form (bench/pages/floor.tsx: uncontrolled native controls, no handlers): what React alone costs per key.', '');
  lines.push(table(['', 'ours', 'rjsf', 'ours ÷ rjsf', 'ours in ElicitationOutlet', 'floor', 'ours ÷ floor'], [
    ['script time per keystroke', ms(ours.scriptMs), ms(rjsf.scriptMs), ratio(ours.scriptMs, rjsf.scriptMs), ms(oursOutlet.scriptMs), floorCell((f) => ms(f.scriptMs)), floorCell((f) => ratio(ours.scriptMs, f.scriptMs))],
    ['main-thread task time per keystroke (script, style, layout, paint)', ms(ours.taskMs), ms(rjsf.taskMs), ratio(ours.taskMs, rjsf.taskMs), ms(oursOutlet.taskMs), floorCell((f) => ms(f.taskMs)), floorCell((f) => ratio(ours.taskMs, f.taskMs))],
    ['React commits per keystroke', String(ours.commitsPerKeystroke), String(rjsf.commitsPerKeystroke), '—', String(oursOutlet.commitsPerKeystroke), floorCell((f) => String(f.commitsPerKeystroke)), '—'],
    ['fields re-rendered per keystroke', String(ours.fieldsPerKeystroke), String(rjsf.fieldsPerKeystroke), '—', String(oursOutlet.fieldsPerKeystroke), '—', '—'],
    ['field components rendered per keystroke', String(ours.componentsPerKeystroke), String(rjsf.componentsPerKeystroke), '—', String(oursOutlet.componentsPerKeystroke), '—', '—'],
  ]), '');

  lines.push('## Validation (Node)', '');
  lines.push(`${validation[0]?.iterations.toLocaleString('en-US')} validations of a valid answer against the same schema object, in 10 batches (median batch rate). Compilations: ajv code generations (\`new Function\`), @cfworker \`Validator\` constructions, counted from the first validation. The library's validators go through their public factories (lazy chunk already loaded); rjsf through \`validator.validateFormData\`.`, '');
  lines.push(table(['Engine', 'Schema', 'Validations/s', 'Compilations', 'First validation of a new schema object (compile)'], validation.map((v) =>
    v.failure
      ? [v.engine, v.schema, `fails: “${v.failure}” (valid content rejected)`, '—', ms(v.firstMs)]
      : [v.engine, v.schema, perSecond(v.perSecond), String(v.compilations), ms(v.firstMs)])), '');

  lines.push('## ElicitationOutlet with 50 pending requests', '');
  lines.push(`50 form requests (the SEP-1034 schema; each a new object with its own \`$comment\`, so 50 different schemas, unless stated) arrive in one task; time until they are rendered, laid out, effects and validator warm-up run, and the first input is in the document. Median of ${chromium.outlet.runs}. "One round": one server, one MRTR round, inline: all 50 questions listed and counted, the first 3 with their form open (src/components/elicitation-outlet/round-plan.ts), the rest opened in turn. "50 rounds": shown one at a time in the modal dialog, the others waiting.`, '');
  const outletMs = (v) => outletCell(chromium.outlet, v);
  lines.push(table(['Case', 'Median'], [
    ['one round of 50 different schemas, inline', outletMs(chromium.outlet.round)],
    ['one round of 50 copies of one schema, inline (compiled once)', outletMs(chromium.outlet.roundSameSchema)],
    ['50 rounds, dialog', outletMs(chromium.outlet.separate)],
  ]), '');

  if (results.stress) lines.push(...stressSection(results.stress));
  if (results.relay) lines.push(...relaySection(results.relay, { table, ms }));
  lines.push('## Findings', '', findings.trim(), '');
  return lines.join('\n');
}
