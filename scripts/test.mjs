#!/usr/bin/env node
// `npm test`: every check this project has, in order, then one closing line
// "N passed, N failed" (vitest's tests counted one by one, every other step as one).
//
// Browser tiers need Debian's Chromium. Without it they fail with an install hint; they
// are skipped only when CI is unset and you opt out explicitly: MCPE_SKIP_BROWSER=1.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);
const outDir = join(root, '.ci-out');
mkdirSync(outDir, { recursive: true });

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const skipBrowser = !process.env.CI && process.env.MCPE_SKIP_BROWSER === '1';
let passed = 0;
let failed = 0;
const failures = [];

function run(title, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`--- ${title}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`);
  return ok;
}

function step(title, command, args, options) {
  if (run(title, command, args, options)) passed += 1;
  else { failed += 1; failures.push(title); }
}

const npx = (bin, ...args) => ['npx', ['--no-install', bin, ...args]];

// The React 18 smoke test renders the built package with its own React (smoke/react18).
if (!existsSync('smoke/react18/node_modules/react')) {
  step('install React 18.3 for the smoke test', 'npm', ['ci', '--prefix', 'smoke/react18', '--no-audit', '--no-fund']);
}

// The MCP conformance CLI needs Node ≥ 22: conformance/ installs it from the npm registry.
if (!existsSync('conformance/node_modules/.bin/node')) {
  step('install the MCP conformance CLI and Node 22', 'npm', ['ci', '--prefix', 'conformance', '--no-audit', '--no-fund']);
}

// @ai-sdk/mcp 2.x declares Node ≥ 22, so it is kept out of node_modules: node22/ holds it,
// installed by the npm of that Node 22 (no EBADENGINE), and its tests run under it (below).
const NODE22 = 'conformance/node_modules/.bin/node';
const npmCli = process.env.npm_execpath?.endsWith('npm-cli.js') ? process.env.npm_execpath : join(dirname(process.execPath), '../lib/node_modules/npm/bin/npm-cli.js');
if (!existsSync('node22/node_modules/@ai-sdk/mcp')) {
  step('install node22/ (@ai-sdk/mcp 2.x) with Node 22 and its npm', NODE22, [npmCli, 'ci', '--prefix', 'node22', '--no-audit', '--no-fund']);
}

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium && !skipBrowser) {
  console.error(`\nChromium was not found at ${CHROMIUM}. The browser tests drive Debian's Chromium:\n` +
    '  sudo apt-get install chromium\n(or set CHROMIUM_PATH; outside CI, MCPE_SKIP_BROWSER=1 skips the browser tiers).');
  failed += 1;
  failures.push('chromium missing');
}

step('typecheck (tsc --noEmit, includes test/types.test-d.ts)', ...npx('tsc', '--noEmit'));
step('lint (eslint)', ...npx('eslint', '.', '--max-warnings', '0'));
step('claims (every test SECURITY.md, the README and the guides name exists)', 'node', ['scripts/check-claims.mjs']);
step('library build (vite library mode + .d.ts)', 'npm', ['run', '-s', 'build']);
step('package lint (publint --strict)', ...npx('publint', '--strict'));
// The public surface changes only on purpose: `npm run api` rewrites api/*.api.md.
step('API report, React entry (api-extractor; `npm run api` updates it)', ...npx('api-extractor', 'run', '-c', 'api-extractor.json'));
step('API report, core entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.core.json'));
step('API report, host entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.host.json'));
step('API report, store entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.store.json'));
step('API report, relay entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.relay.json'));
step('API report, remote entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.remote.json'));
step('API report, relay/node entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.relay-node.json'));
step('API report, react-hook-form entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.react-hook-form.json'));
step('API report, apps entry (api-extractor)', ...npx('api-extractor', 'run', '-c', 'api-extractor.apps.json'));
step('package types (attw, esm-only)', ...npx('attw', '--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css', '--format', 'table-flipped'));

// The Next.js App Router recipe (recipes/nextjs, docs/guides/server-clients.md) built as an app
// would build it: its lockfile pins next and React; the library is the packed tarball of this
// build, installed without saving (the lockfile stays the same).
if (!existsSync('recipes/nextjs/node_modules/next')) {
  step('install Next.js for the recipe', 'npm', ['ci', '--prefix', 'recipes/nextjs', '--no-audit', '--no-fund']);
}
const tarball = join(outDir, `mcp-elicitation-react-${JSON.parse(readFileSync('package.json', 'utf8')).version}.tgz`);
step('pack the library (npm pack) for the consumer builds', 'npm', ['pack', '--silent', '--pack-destination', outDir]);
// Consumer apps built in production mode by Vite 8, esbuild, PostCSS, Tailwind v4 and a
// CSS-modules host (smoke/consumers, its own lockfile), from the tarball; vitest renders
// them in Chromium (test/smoke/consumer-builds.test.ts).
if (!existsSync('smoke/consumers/node_modules/vite')) {
  step('install the consumer build tools', 'npm', ['ci', '--prefix', 'smoke/consumers', '--no-audit', '--no-fund']);
}
step('consumer apps: install the packed library, production builds (smoke/consumers/build.mjs)', 'node', ['smoke/consumers/build.mjs', tarball]);
step('Next.js recipe: install the packed library, next build', 'sh', ['-c', `cd recipes/nextjs && npm install --no-save --no-audit --no-fund ${JSON.stringify(tarball)} && npx --no-install next build`], {
  env: { NEXT_TELEMETRY_DISABLED: '1' },
});
step('Next.js recipe: next start serves the page and the relay route (recipes/nextjs/check.mjs)', 'node', ['recipes/nextjs/check.mjs']);

// Before vitest: test/browser/storybook-static.test.ts opens this build in Chromium.
step('storybook build (offline, telemetry off)', ...npx('storybook', 'build', '--disable-telemetry', '--quiet', '-o', 'storybook-static'), {
  env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
});

const projects = skipBrowser || !hasChromium ? ['--project', 'unit'] : [];
if (skipBrowser) console.log('\nMCPE_SKIP_BROWSER=1: skipping the storybook and browser tiers.');
/** One vitest run, its tests counted one by one from its JSON report. */
function vitest(title, command, args, name) {
  const reportFile = join(outDir, `${name}.json`);
  rmSync(reportFile, { force: true });
  const ok = run(title, command, [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A file that fails to import fails no test but must still fail the run.
    if (!ok && report.numFailedTests === 0) { failed += 1; failures.push(`${name} (suite error)`); }
    else if (report.numFailedTests > 0) failures.push(`${name} (${report.numFailedTests} tests)`);
  } catch {
    failed += 1;
    failures.push(`${name} (no report)`);
  }
}

vitest('vitest (unit/jsdom, storybook/chromium, browser/chromium)', ...npx('vitest', 'run', ...projects), 'vitest');
// What needs Node 22 (vitest.config.ts NODE22): the AI SDK's integration and timeout tests, and
// the demo's AI SDK placement in Chromium.
vitest('vitest under Node 22: @ai-sdk/mcp 2.x (its integration and timeout tests, the demo\'s AI SDK placement)', NODE22, [
  'node_modules/vitest/vitest.mjs', 'run', 'test/integration/ai-sdk.test.tsx', 'test/integration/timeouts-ai-sdk.test.ts',
  ...(projects.length ? ['--project', 'unit'] : ['--project', 'unit', '--project', 'browser', 'test/browser/demo-placements.test.ts', '-t', 'ai-sdk|server-ai|AI SDK|MCP client" switch']),
], 'vitest-node22');

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
