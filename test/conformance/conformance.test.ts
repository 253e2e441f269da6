/**
 * The official MCP conformance suite against a client built on this library
 * (test/conformance/client.mjs: the built package's UI answers every elicitation).
 * The CLI needs Node ≥ 22, which conformance/ installs from the npm registry (`node@22`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const node22 = join(root, 'conformance/node_modules/.bin/node');
const cli = {
  mrtr: join(root, 'conformance/node_modules/conformance-mrtr/dist/index.js'),
  legacy: join(root, 'conformance/node_modules/conformance-legacy/dist/index.js'),
};

interface Check { id: string; status: string; errorMessage?: string }

function runScenario(version: keyof typeof cli, scenario: string): { checks: Check[]; status: number | null; output: string } {
  const outDir = mkdtempSync(join(tmpdir(), `mcpe-conformance-${scenario}-`));
  const run = spawnSync(
    node22,
    [cli[version], 'client', '--command', `${process.execPath} ${join(root, 'test/conformance/client.mjs')}`, '--scenario', scenario, '-o', outDir, '--timeout', '60000'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  const checks: Check[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'checks.json') checks.push(...(JSON.parse(readFileSync(path, 'utf8')) as Check[]));
    }
  };
  walk(outDir);
  return { checks, status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('MCP conformance (client)', () => {
  it('has the conformance CLI and Node 22 installed (scripts/test.mjs installs conformance/)', () => {
    expect(existsSync(node22) && existsSync(cli.mrtr) && existsSync(cli.legacy)).toBe(true);
  });

  it.each([
    ['mrtr', 'sep-2322-client-request-state', ['sep-2322-client-request-state-echoed', 'sep-2322-client-jsonrpc-id-different', 'sep-2322-client-no-state-omitted', 'sep-2322-client-parallel-isolation', 'sep-2322-default-result-type-complete']],
    ['mrtr', 'request-metadata', ['sep-2575-client-populates-meta', 'sep-2575-client-declares-elicitation-capability', 'sep-2575-http-client-sends-version-header']],
    ['legacy', 'elicitation-sep1034-client-defaults', ['client-elicitation-sep1034-string-default', 'client-elicitation-sep1034-integer-default', 'client-elicitation-sep1034-number-default', 'client-elicitation-sep1034-enum-default', 'client-elicitation-sep1034-boolean-default']],
  ] as const)('%s: %s passes every check', (version, scenario, expectedIds) => {
    const { checks, status, output } = runScenario(version, scenario);
    const summary = checks.map((c) => `${c.status} ${c.id}${c.errorMessage ? ` — ${c.errorMessage}` : ''}`).join('\n');
    console.log(`conformance ${scenario}:\n${summary}`);
    for (const id of expectedIds) expect(checks.map((c) => c.id), output).toContain(id);
    expect(checks.filter((c) => c.status === 'FAILURE' || c.status === 'WARNING'), `${summary}\n${output}`).toEqual([]);
    expect(status, output).toBe(0);
  }, 120_000);
});
