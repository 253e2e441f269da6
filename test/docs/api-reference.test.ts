// @vitest-environment node
/**
 * The API reference page (docs/guides/api-reference.md, a Storybook docs page) is what
 * scripts/api-docs.mjs makes of the API reports: after `npm run api`, run
 * `node scripts/api-docs.mjs`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declarationsOf, renderApiReference } from '../../scripts/lib/api-reference.mjs';

const root = new URL('../../', import.meta.url).pathname;

describe('API reference page', () => {
  it('is up to date with api/*.api.md (node scripts/api-docs.mjs rewrites it)', () => {
    expect(readFileSync(`${root}docs/guides/api-reference.md`, 'utf8')).toBe(renderApiReference(root));
  });

  it('reads each declaration of a report once, overloads together', () => {
    const report = ['```ts', '', '// @public', 'export function f(a: string): void;', '', '// @public', 'export function f(a: number): void;', '', '// @public (undocumented)', 'export interface I {', '    x: number;', '}', '', '```'].join('\r\n');
    expect([...declarationsOf(report).values()]).toEqual([
      { name: 'f', kind: 'function', text: 'export function f(a: string): void;\n\nexport function f(a: number): void;' },
      { name: 'I', kind: 'interface', text: 'export interface I {\n    x: number;\n}' },
    ]);
  });
});
