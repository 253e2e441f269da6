/**
 * The palette of src/theme/tokens.css as plain sets: a light one, and a dark one written
 * twice (for the OS preference and for data-theme="dark"). Read as text: the browser tests
 * (test/browser/theme.test.ts, test/smoke/consumer-builds.test.ts) check what they compute.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(resolve(import.meta.dirname, '../../src/theme/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties declared by the first block whose selector starts with `selector`. */
function block(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector}`);
  if (start < 0) throw new Error(`no block ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map([...body.matchAll(/(--mcpe-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const light = block(':where(:root, [data-theme]) {');
const preferred = block(':where(:root:not([data-theme="light"])');
const pinned = block(':where([data-theme="dark"]) {');

describe('theme tokens', () => {
  it('needs no rewrite: no light-dark(), no colour that depends on color-scheme', () => {
    expect(css).not.toMatch(/light-dark\(/);
  });

  it('the dark set is the same for the OS preference and for data-theme="dark"', () => {
    expect([...pinned]).toEqual([...preferred]);
  });

  it('every token the dark set changes has a light value, each colour with the same MCP Apps fallback', () => {
    expect(pinned.size).toBeGreaterThan(10);
    for (const [name, dark] of pinned) {
      const lightValue = light.get(name);
      expect(lightValue, name).toBeDefined();
      expect(lightValue).not.toBe(dark);
      const fallback = (value: string) => /^var\((--[\w-]+),/.exec(value)?.[1];
      expect(fallback(dark), name).toBe(fallback(lightValue!));
    }
    expect([light.get('--mcpe-color-scheme'), pinned.get('--mcpe-color-scheme')]).toEqual(['light', 'dark']);
  });
});
