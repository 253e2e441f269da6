// @vitest-environment node
/**
 * The README's set-up says what the two commands need, and CI gets exactly that: the Debian
 * packages the README names are the ones .ci/run installs, each a program the tests start
 * (test/browser/chromium.ts, test/relay/redis-harness.ts…), and the Node it names is the
 * package's `engines`, which every package installed for the Node 20 toolchain accepts
 * (so `npm ci` prints no EBADENGINE); what needs Node 22 is in node22/ and conformance/'s Node.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');
const tryIt = readme.slice(readme.indexOf('## Try it'), readme.indexOf('\n## ', readme.indexOf('## Try it') + 1));

/** Programs that come with another package: Debian's redis-server depends on redis-tools, which holds redis-cli. */
const PACKAGE_OF: Record<string, string> = { 'redis-cli': 'redis-server' };

describe('set-up truth', () => {
  it('the Debian packages the README names are the ones .ci/run installs', () => {
    const named = /sudo apt-get install ([\w\s-]+?)`/.exec(tryIt)?.[1]!.trim().split(/\s+/).sort();
    const installed = [...read('.ci/run').matchAll(/apt-get install -y -qq ([\w-]+)/g)].map((match) => match[1]).sort();
    expect(named).toEqual(installed);
    for (const name of named ?? []) expect(tryIt, name).toContain(`\`${name}\``);
  });

  it('every Debian program a test starts by its /usr/bin path is among them', () => {
    const started = ['test/browser/chromium.ts', 'test/relay/redis-harness.ts', 'scripts/test.mjs']
      .flatMap((file) => [...read(file).matchAll(/'\/usr\/bin\/([\w-]+)'/g)].map((match) => match[1]!));
    for (const program of started) expect(read('.ci/run'), program).toContain(`apt-get install -y -qq ${PACKAGE_OF[program] ?? program}`);
  });

  it('names the Node version of `engines`, and the registry', () => {
    const engines = JSON.parse(read('package.json')).engines.node as string;
    expect(engines).toMatch(/^>=\d+\.\d+$/);
    expect(tryIt).toContain(`Node ≥ ${engines.slice(2)}`);
    expect(tryIt).toMatch(/npm registry/);
  });

  it('every package a Node 20 npm installs accepts the oldest Node of `engines`; node22/ holds what needs 22', () => {
    const oldest = (JSON.parse(read('package.json')).engines.node as string).slice(2);
    const refusing = (lockfile: string, node: string) =>
      Object.entries(JSON.parse(read(lockfile)).packages as Record<string, { engines?: { node?: string } }>)
        .filter(([, entry]) => entry.engines?.node && !satisfies(node, entry.engines.node))
        .map(([path, entry]) => `${lockfile}: ${path} needs ${entry.engines!.node}`);
    const node20 = ['package-lock.json', 'smoke/react18/package-lock.json', 'smoke/consumers/package-lock.json', 'recipes/nextjs/package-lock.json'];
    expect(node20.flatMap((lockfile) => refusing(lockfile, `${oldest}.0`))).toEqual([]);
    // What runs under Node 22: the conformance CLI, and @ai-sdk/mcp 2.x.
    expect(['conformance/package-lock.json', 'node22/package-lock.json'].flatMap((lockfile) => refusing(lockfile, '22.12.0'))).toEqual([]);
    expect(JSON.parse(read('node22/package-lock.json')).packages['node_modules/@ai-sdk/mcp'].engines.node).toBe('>=22');
  });
});
