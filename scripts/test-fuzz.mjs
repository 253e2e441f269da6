#!/usr/bin/env node
// `npm run test:fuzz`: the property tests (every test file that takes its options from
// test/fixtures/property.ts) from a random seed, each property running 5× its usual
// number of cases. For a nightly job or before a release; `npm test` runs them seeded.
// Each file prints "fast-check: FUZZ_SEED=<n>"; a failure names its seed and path, and
// `FUZZ_SEED=<n> npx vitest run --project unit <file>` replays it. FUZZ_SEED, FUZZ_RUNS
// and FUZZ_SCALE may be set to override; extra arguments go to vitest (e.g. a file).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const USES_HELPER = /from '(\.\.\/)+fixtures\/property'/;

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'browser' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) && USES_HELPER.test(readFileSync(path, 'utf8')) ? [relative(root, path)] : [];
  });
}

const args = process.argv.slice(2);
const files = args.some((arg) => !arg.startsWith('-')) ? [] : testFiles(join(root, 'test'));
const env = { ...process.env, FUZZ_SEED: process.env.FUZZ_SEED ?? 'random', FUZZ_SCALE: process.env.FUZZ_SCALE ?? '5' };
console.log(`test:fuzz: FUZZ_SEED=${env.FUZZ_SEED} FUZZ_SCALE=${env.FUZZ_SCALE}${env.FUZZ_RUNS ? ` FUZZ_RUNS=${env.FUZZ_RUNS}` : ''}; ${files.length || 'the given'} files`);
const result = spawnSync('npx', ['--no-install', 'vitest', 'run', '--project', 'unit', ...files, ...args], { cwd: root, stdio: 'inherit', env });
process.exit(result.status ?? 1);
