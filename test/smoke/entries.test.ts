/**
 * The entry points of the built package (run after `npm run build`, as scripts/test.mjs
 * does): the React entries (main, `host`) carry "use client"; `core` and `store` and every
 * chunk they are made of import no React and carry no directive, so a React Server
 * Components build can run them. `host` and `store` reach nothing a request loads on demand;
 * the main entry names what a host writes, the same values as theirs (README "Entry points").
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Core from '../../src/core';
import type * as Store from '../../src/store';
import type * as Apps from '../../src/apps';

const dist = join(import.meta.dirname, '../../dist');
const read = (file: string) => readFileSync(join(dist, file), 'utf8');

/** `file` and every dist module it imports statically (dist/ mirrors src/: relative paths), transitively. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, name] of read(file).matchAll(/\bfrom\s*["'](\.{1,2}\/[\w./-]+\.js)["']/g)) staticClosure(join(dirname(file), name!), seen);
  return seen;
}

/** The exports of a built entry, loaded in Node (React resolves from node_modules). */
const load = async (file: string) => (await import(pathToFileURL(join(dist, file)).href)) as Record<string, unknown>;

/**
 * Modules and packages a request fetches on demand (src/components/elicitation-host/lazy-bodies.ts,
 * src/schema/validators.ts, src/url/load-url-analyzer.ts): the narrow entries must not reach them
 * statically, or a bundler that splits by reachability (esbuild) puts them in the initial chunk.
 */
const ON_DEMAND_FILES = [
  'components/schema-form/schema-form.js',
  'components/elicitation-host/request-form.js',
  'hooks/use-schema-form.js',
  'components/url-consent-dialog/url-consent-dialog.js',
  'components/elicitation-outlet/answer-summary.js',
  'components/elicitation-host/round-question.js',
  'url/analyze-url.js',
  'schema/form-model.js',
  'schema/normalize-field.js',
  'schema/validators.js',
  'schema/linear-regex.js',
];
const ON_DEMAND_PACKAGES = /from\s*["'](tldts|punycode|ajv|ajv-formats|@cfworker\/json-schema)(\/[^"']*)?["']/;

describe('package entry points', () => {
  it.each(['index.js', 'host.js', 'react-hook-form.js'])('the React entry %s is a client module', (file) => {
    expect(read(file).startsWith('"use client";')).toBe(true);
  });

  it.each(['core.js', 'store.js', 'relay.js', 'relay-node.js', 'remote.js'])('%s and its chunks import no React and carry no "use client"', (entry) => {
    for (const file of staticClosure(entry)) {
      const code = read(file);
      expect(code, file).not.toMatch(/["']use client["']/);
      expect(code, file).not.toMatch(/from\s*["'](react|react-dom)(\/[^"']*)?["']/);
    }
  });

  it.each(['host.js', 'store.js'])('%s reaches nothing that a request loads on demand', (entry) => {
    const closure = staticClosure(entry);
    expect(closure.size).toBeGreaterThan(3); // the imports were followed
    for (const file of ON_DEMAND_FILES) expect(closure, file).not.toContain(file);
    for (const file of closure) expect(read(file), file).not.toMatch(ON_DEMAND_PACKAGES);
  });

  it('relay.js and remote.js import no node: module (Fetch API only); remote.js reaches no validator or URL analyser', () => {
    for (const entry of ['relay.js', 'remote.js']) for (const file of staticClosure(entry)) expect(read(file), file).not.toMatch(/from\s*["']node:/);
    // The Node adapter is an entry of its own: /relay stays Fetch API only.
    expect(staticClosure('relay.js')).not.toContain('relay/node.js');
    const remote = staticClosure('remote.js');
    for (const file of ['schema/validators.js', 'url/analyze-url.js', 'relay/relay.js']) expect(remote, file).not.toContain(file);
    for (const file of remote) expect(read(file), file).not.toMatch(/from\s*["'](tldts|punycode|ajv|ajv-formats|@cfworker\/json-schema)(\/[^"']*)?["']/);
  });

  it.each(['index.js', 'core.js', 'host.js', 'store.js', 'relay.js', 'remote.js'])('%s reaches neither react-hook-form nor @hookform/resolvers, nor the binding (optional peers of /react-hook-form only)', (entry) => {
    for (const file of staticClosure(entry)) {
      expect(file, entry).not.toMatch(/^react-hook-form[/.]/);
      expect(read(file), file).not.toMatch(/from\s*["'](react-hook-form|@hookform\/[^"']+)["']/);
    }
  });

  it('react-hook-form.js imports @hookform/resolvers (react-hook-form comes with it) and the schema reading, none of the components', async () => {
    const closure = [...staticClosure('react-hook-form.js')];
    expect(closure.map(read).join('\n')).toMatch(/from\s*["']@hookform\/resolvers["']/);
    expect(closure).toContain('schema/form-model.js');
    expect(closure.filter((file) => file.startsWith('components/'))).toEqual([]);
    const binding = await load('react-hook-form.js');
    expect(Object.keys(binding)).toEqual(['useElicitationForm']);
  });

  it.each([['store.js', 'core.js']])('%s is a subset of %s: every export, the same value', async (narrow, wide) => {
    const [small, big] = [await load(narrow), await load(wide)];
    expect(Object.keys(small).length).toBeGreaterThan(10);
    for (const name of Object.keys(small)) expect(big[name], name).toBe(small[name]);
  });

  it('the main entry shares each name it has with host.js and core.js: the same value, so a page that imports from both holds one of each', async () => {
    const main = await load('index.js');
    const [host, core] = [await load('host.js'), await load('core.js')];
    const shared = Object.keys(main).filter((name) => name in host || name in core);
    expect(shared).toEqual(expect.arrayContaining(['ElicitationProvider', 'ElicitationOutlet', 'createElicitationStore', 'createElicitationHandler']));
    for (const name of shared) expect(main[name], name).toBe(name in host ? host[name] : core[name]);
    // What only a narrower entry holds stays there: a default part, a protocol helper, the schema reader.
    for (const name of ['ElicitationButton', 'acceptResult', 'formModel', 'normalizeSchema']) expect(main, name).not.toHaveProperty(name);
  });

  it('host has what a host page mounts, and none of the on-demand components', async () => {
    const host = await load('host.js');
    for (const name of ['ElicitationProvider', 'ElicitationHost', 'ElicitationOutlet', 'preloadElicitationUi', 'zhCN']) expect(host, name).toHaveProperty(name);
    for (const name of ['SchemaForm', 'UrlConsentDialog', 'useSchemaForm', 'createElicitationStore']) expect(host, name).not.toHaveProperty(name);
  });

  it('store wires an MCP client in plain Node: a store and the SDK v2 handler answer a request', async () => {
    const store = (await import(pathToFileURL(join(dist, 'store.js')).href)) as typeof Store;
    const elicitations = store.createElicitationStore();
    const handler = store.createElicitationHandler({ elicit: elicitations.elicit, server: () => ({ id: 's', name: 'S' }) });
    const params = { mode: 'form' as const, message: 'm', requestedSchema: { type: 'object' as const, properties: {} } };
    const answer = handler({ params }, { mcpReq: { id: 1, signal: new AbortController().signal } });
    elicitations.respond(elicitations.getSnapshot().rounds[0]!.requests[0]!.id, store.acceptResult({}));
    await expect(answer).resolves.toEqual({ action: 'accept', content: {} });
    expect('formModel' in store).toBe(false);
  });

  it('core runs in plain Node: a store, the lifecycle, the protocol helpers', async () => {
    const core = (await import(pathToFileURL(join(dist, 'core.js')).href)) as typeof Core;
    const store = core.createElicitationStore();
    const answer = store.elicit({ mode: 'form', message: 'm', requestedSchema: { type: 'object', properties: {} } }, { server: { id: 's', name: 'S' } });
    store.respond(store.getSnapshot().rounds[0]!.requests[0]!.id, core.declineResult());
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(core.requestTransition('pending', { type: 'abort' })).toMatchObject({ to: 'expired' });
    expect('ElicitationHost' in core).toBe(false);
    expect('normalizeSchema' in core).toBe(false);
  });

  it('apps is opt-in: no other entry reaches it or the MCP Apps bridge; only its component module carries "use client"; the bridge loads on demand', () => {
    for (const entry of ['index.js', 'host.js', 'core.js', 'store.js', 'relay.js', 'remote.js']) {
      const closure = staticClosure(entry);
      for (const file of closure) {
        expect(file, entry).not.toMatch(/^(apps\/|components\/app-form\/)/);
        expect(read(file), file).not.toMatch(/@modelcontextprotocol\/ext-apps/);
      }
    }
    expect(read('apps.js')).not.toMatch(/["']use client["']/);
    expect(read('components/app-form/app-form.js').startsWith('"use client";')).toBe(true);
    // The bridge and the session that drives it load with the first app.
    const apps = staticClosure('apps.js');
    expect(apps).not.toContain('apps/app-session.js');
    for (const file of apps) expect(read(file), file).not.toMatch(/from\s*["']@modelcontextprotocol\/ext-apps/);
    expect(read('components/app-form/app-form.js')).toMatch(/import\(["']\.\.\/\.\.\/apps\/app-session\.js["']\)/);
    expect(read('apps/app-session.js')).toMatch(/from\s*["']@modelcontextprotocol\/ext-apps\/app-bridge["']/);
  });

  it('apps serves a server in plain Node: capabilities, the sandbox proxy page with the app’s policy', async () => {
    const apps = (await import(pathToFileURL(join(dist, 'apps.js')).href)) as typeof Apps;
    expect(apps.clientOffersAppForms(apps.appFormCapabilities())).toBe(true);
    const response = apps.sandboxProxyResponse(new Request('https://sandbox.example/proxy?csp=%7B%7D'), { hostOrigins: ['https://app.example'] });
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'none'");
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors https://app.example');
  });

  it("core loads the Public Suffix List in plain Node (tldts's prebuilt ES module file)", async () => {
    const core = (await import(pathToFileURL(join(dist, 'core.js')).href)) as typeof Core;
    // Without the list the analyser falls back to "the whole host is the domain".
    expect((await core.analyzeUrl('https://login.example.co.uk/a')).domain).toBe('example.co.uk');
    expect((await core.analyzeUrl('https://evil.github.io/')).domain).toBe('evil.github.io');
    expect((await core.analyzeUrl('https://a.b.github.io/')).domain).toBe('b.github.io');
  });
});
