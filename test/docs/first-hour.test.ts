// @vitest-environment node
/**
 * Two promises of the first hour that no other test holds: the README stays short enough to
 * find the ten lines a reader needs (under 250 lines; the guides hold the rest), and every
 * fast-check property is seeded through test/fixtures/property.ts, so `npm test` runs the
 * same cases everywhere and a failure can be replayed (`npm run test:fuzz` runs them unseeded).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** A call of test/fixtures/property.ts's `property(…)`, not fast-check's `fc.property(…)`. */
const SEEDED = /(?<![.\w])property\(/;

/** The text of each `fc.assert(…)` call: from its opening to its balanced closing parenthesis. */
export function assertCalls(source: string): string[] {
  const calls: string[] = [];
  for (let at = source.indexOf('fc.assert('); at >= 0; at = source.indexOf('fc.assert(', at + 1)) {
    let depth = 0;
    let end = at + 'fc.assert'.length;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    calls.push(source.slice(at, end + 1));
  }
  return calls;
}

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? testFiles(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('the first hour', () => {
  it('the README is under 250 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').split('\n').length).toBeLessThan(250);
  });

  it('every fc.assert passes the seeded options of test/fixtures/property.ts', () => {
    const self = new URL(import.meta.url).pathname; // its own examples below are strings
    const unseeded = testFiles(join(root, 'test')).filter((file) => file !== self).flatMap((file) =>
      assertCalls(readFileSync(file, 'utf8'))
        .filter((call) => !SEEDED.test(call))
        .map((call) => `${relative(root, file)}: ${call.slice(0, 80)}`),
    );
    expect(unseeded).toEqual([]);
  });

  it('tells a seeded call from an unseeded one', () => {
    const calls = assertCalls('fc.assert(fc.property(fc.nat(), (n) => f(n) === g(n)), property());\nfc.assert(fc.property(fc.nat(), (n) => (n)));');
    expect(calls.map((call) => SEEDED.test(call))).toEqual([true, false]);
  });
});
