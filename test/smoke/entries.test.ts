/**
 * The two entry points of the built package (run after `npm run build`, as scripts/test.mjs
 * does): the React entry carries "use client"; `core` and every chunk it is made of import
 * no React and carry no directive, so a React Server Components build can run them.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Core from '../../src/core';

const dist = join(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** `file` and every dist module it imports statically (dist/ mirrors src/: relative paths), transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, name] of read(file).matchAll(/\bfrom\s*["'](\.{1,2}\/[\w./-]+\.js)["']/g)) staticClosure(join(dirname(file), name!), seen);
  return seen;
}

describe('package entry points', () => {
  it('the React entry is a client module', () => {
    expect(read('index.js').startsWith('"use client";')).toBe(true);
  });

  it('core and its chunks import no React and carry no "use client"', () => {
    for (const file of staticClosure('core.js')) {
      const code = read(file);
      expect(code, file).not.toMatch(/["']use client["']/);
      expect(code, file).not.toMatch(/from\s*["'](react|react-dom|react-hook-form)(\/[^"']*)?["']/);
    }
  });

  it('core runs in plain Node: a store, the lifecycle, the protocol helpers', async () => {
    const core = (await import(pathToFileURL(join(dist, 'core.js')).href)) as typeof Core;
    const store = core.createElicitationStore();
    const answer = store.elicit({ mode: 'form', message: 'm', requestedSchema: { type: 'object', properties: {} } }, { server: { id: 's', name: 'S' } });
    store.respond(store.getSnapshot().rounds[0]!.requests[0]!.id, core.declineResult());
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(core.requestTransition('pending', { type: 'abort' })).toMatchObject({ to: 'expired' });
    expect('ElicitationHost' in core).toBe(false);
  });

  it("core loads the Public Suffix List in plain Node (tldts's prebuilt ES module file)", async () => {
    const core = (await import(pathToFileURL(join(dist, 'core.js')).href)) as typeof Core;
    // Without the list the analyser falls back to "the whole host is the domain".
    expect((await core.analyzeUrl('https://login.example.co.uk/a')).domain).toBe('example.co.uk');
    expect((await core.analyzeUrl('https://evil.github.io/')).domain).toBe('evil.github.io');
    expect((await core.analyzeUrl('https://a.b.github.io/')).domain).toBe('b.github.io');
  });
});
