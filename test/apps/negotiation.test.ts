// @vitest-environment node
/**
 * App-rendered form elicitation (SEP-3118) is negotiated both ways, per request, and only then
 * does a form request carry its app: against the real demo server (MCP SDK v2 server) and the
 * real SDK v2 client, in both protocol eras.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { describe, expect, it, vi } from 'vitest';
import { appFormCapabilities, appResourceUri, clientOffersAppForms, serverOffersAppForms, withAppForms } from '../../src/apps';
import { createElicitationStore, type ElicitOptions, type ElicitResult } from '../../src/store';
import { startDemoServerForFile } from '../demo/harness';
import { connectWithAppForms } from '../integration/examples/app-forms-client';

const withApps = startDemoServerForFile();
const withoutApps = startDemoServerForFile({ appForms: false });
const UI = 'io.modelcontextprotocol/ui';

describe('the capabilities', () => {
  it('appFormCapabilities adds form elicitation, the MCP Apps MIME type and the nested elicitation, keeping the rest', () => {
    const given = { elicitation: { url: {} }, extensions: { [UI]: { mimeTypes: ['text/html;profile=mcp-app'] }, 'x.example/other': {} } };
    const offered = appFormCapabilities(given);
    expect(offered).toEqual({
      elicitation: { url: {}, form: {} },
      extensions: { [UI]: { mimeTypes: ['text/html;profile=mcp-app'], elicitation: {} }, 'x.example/other': {} },
    });
    expect(clientOffersAppForms(offered)).toBe(true);
    expect(clientOffersAppForms(appFormCapabilities())).toBe(true);
  });

  it.each([
    ['no form elicitation', { elicitation: { url: {} }, extensions: { [UI]: { mimeTypes: ['text/html;profile=mcp-app'], elicitation: {} } } }],
    ['no MCP Apps MIME type', { elicitation: { form: {} }, extensions: { [UI]: { mimeTypes: ['text/html'], elicitation: {} } } }],
    ['MCP Apps without the nested elicitation', { elicitation: { form: {} }, extensions: { [UI]: { mimeTypes: ['text/html;profile=mcp-app'] } } }],
    ['no extension at all', { elicitation: { form: {} } }],
  ])('a client with %s does not offer app forms', (_, capabilities) => {
    expect(clientOffersAppForms(capabilities)).toBe(false);
  });

  it('a server offers them only with the nested elicitation of its MCP Apps extension', () => {
    expect(serverOffersAppForms({ extensions: { [UI]: { elicitation: {} } } })).toBe(true);
    expect(serverOffersAppForms({ extensions: { [UI]: {} } })).toBe(false);
    expect(serverOffersAppForms({ extensions: { [UI]: { elicitation: true } } })).toBe(false);
    expect(serverOffersAppForms(undefined)).toBe(false);
  });

  it.each([
    [{ _meta: { ui: { resourceUri: 'ui://seat/map.html' } } }, 'ui://seat/map.html'],
    [{}, undefined],
    [{ _meta: { ui: {} } }, undefined],
    [{ _meta: { ui: { resourceUri: 'https://seat.example/map.html' } } }, false],
    [{ _meta: { ui: { resourceUri: 'ui:map.html' } } }, false],
    [{ _meta: { ui: { resourceUri: 'ui:///map.html' } } }, false],
    [{ _meta: { ui: { resourceUri: 42 } } }, false],
  ])('the app a request names: %j → %s', (params, expected) => {
    expect(appResourceUri(params)).toBe(expected);
  });
});

/** A real SDK v2 client to the demo server whose elicitation handler records what `withAppForms` gives the store. */
async function ask(url: string, options: { era: 'auto' | 'legacy'; offer: boolean }) {
  const seen: { params: unknown; options: ElicitOptions }[] = [];
  const elicit = vi.fn(async (params: unknown, elicitOptions: ElicitOptions): Promise<ElicitResult> => {
    seen.push({ params, options: elicitOptions });
    return { action: 'accept', content: { seat: '1A' } };
  });
  const capabilities = options.offer ? appFormCapabilities({ elicitation: { form: {} } }) : { elicitation: { form: {} } };
  const client = new Client({ name: 'apps-test', version: '1.0.0' }, { capabilities, versionNegotiation: { mode: options.era } });
  const forms = withAppForms({ elicit, client, capabilities });
  client.setRequestHandler('elicitation/create', (request, ctx) => forms(request.params, { server: { id: 'demo', name: 'Demo' }, key: String(ctx.mcpReq.id), signal: ctx.mcpReq.signal }));
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const result = await client.callTool({ name: 'choose_seat', arguments: {} });
  await client.close();
  return { seen, text: (result.content as { text: string }[])[0]?.text };
}

describe('withAppForms against the demo server (real SDK v2 client and server)', () => {
  it.each(['auto', 'legacy'] as const)('era %s: both sides offer app forms ⇒ the request names the app, and the store gets it, read over the same connection', async (era) => {
    const { seen, text } = await ask(withApps().mcpUrl, { era, offer: true });
    expect(text).toBe('Seat 1A booked.');
    expect(seen).toHaveLength(1);
    const { params, options } = seen[0]!;
    expect(appResourceUri(params)).toBe('ui://mcp-elicitation-demo/seat-map.html');
    expect(options.app).toMatchObject({ uri: 'ui://mcp-elicitation-demo/seat-map.html', prefersBorder: true, csp: {} });
    expect(options.app?.html).toContain('Pick your seat');
    expect(options.app?.failure).toBeUndefined();
  });

  it.each(['auto', 'legacy'] as const)('era %s: the client does not offer them ⇒ the server sends the plain form, no app', async (era) => {
    const { seen } = await ask(withApps().mcpUrl, { era, offer: false });
    expect(appResourceUri(seen[0]!.params)).toBeUndefined();
    expect(seen[0]!.options.app).toBeUndefined();
  });

  it.each(['auto', 'legacy'] as const)('era %s: the server does not offer them ⇒ no app, although the client offers', async (era) => {
    const { seen } = await ask(withoutApps().mcpUrl, { era, offer: true });
    expect(appResourceUri(seen[0]!.params)).toBeUndefined();
    expect(seen[0]!.options.app).toBeUndefined();
  });
});

describe('the guide’s client (test/integration/examples/app-forms-client.ts)', () => {
  it('puts the request in the store with its app; the answer sent through the store completes the call', async () => {
    const store = createElicitationStore();
    const client = await connectWithAppForms(store, withApps().mcpUrl);
    const call = client.callTool({ name: 'choose_seat', arguments: {} });
    await vi.waitFor(() => expect(store.getSnapshot().rounds).toHaveLength(1));
    const request = store.getSnapshot().rounds[0]!.requests[0]!;
    expect(request.app?.html).toContain('Pick your seat');
    await store.respond(request.id, { action: 'accept', content: { seat: '3C' } });
    expect(((await call).content as { text: string }[])[0]?.text).toBe('Seat 3C booked.');
    await client.close();
  });
});

describe('withAppForms, one side not negotiated or the app unusable', () => {
  const params = { mode: 'form', message: 'Seat?', requestedSchema: { type: 'object', properties: {} }, _meta: { ui: { resourceUri: 'ui://seat/map.html' } } };
  const options: ElicitOptions = { server: { id: 's', name: 'S' } };
  const APP = 'text/html;profile=mcp-app';
  const client = (read: () => Promise<{ contents: unknown[] }>, server: unknown = { extensions: { [UI]: { elicitation: {} } } }) => ({
    getServerCapabilities: () => server,
    readResource: vi.fn(read),
  });
  const run = async (c: ReturnType<typeof client>, capabilities: object = appFormCapabilities(), p: unknown = params) => {
    const elicit = vi.fn(async (_params: unknown, _options: ElicitOptions): Promise<ElicitResult> => ({ action: 'cancel' }));
    await withAppForms({ elicit, client: c, capabilities, maxHtmlLength: 100 })(p, options);
    return elicit.mock.calls[0]![1].app;
  };

  it('a server that names an app to a client that did not offer app forms is ignored: nothing is read, no app', async () => {
    const c = client(async () => ({ contents: [] }));
    expect(await run(c, { elicitation: { form: {} } })).toBeUndefined();
    expect(c.readResource).not.toHaveBeenCalled();
  });

  it('a server that names an app without having advertised app forms is ignored: nothing is read, no app', async () => {
    const c = client(async () => ({ contents: [] }), { extensions: { [UI]: { mimeTypes: [APP] } } });
    expect(await run(c)).toBeUndefined();
    expect(c.readResource).not.toHaveBeenCalled();
  });

  it('a URL-mode request never gets an app', async () => {
    const c = client(async () => ({ contents: [] }));
    expect(await run(c, appFormCapabilities(), { ...params, mode: 'url', url: 'https://x.example' })).toBeUndefined();
    expect(c.readResource).not.toHaveBeenCalled();
  });

  it.each([
    ['the read fails', async () => Promise.reject(new Error('-32602 unknown resource')), 'load-failed'],
    ['it is not an MCP App', async () => ({ contents: [{ uri: 'ui://seat/map.html', mimeType: 'text/html', text: '<p>x</p>' }] }), 'not-an-app'],
    ['it is too large', async () => ({ contents: [{ uri: 'ui://seat/map.html', mimeType: APP, text: 'x'.repeat(101) }] }), 'too-large'],
    ['it has no text', async () => ({ contents: [{ uri: 'ui://seat/map.html', mimeType: APP }] }), 'not-an-app'],
  ])('%s: the store gets the failure (the native form says why)', async (_, read, failure) => {
    expect(await run(client(read))).toEqual({ uri: 'ui://seat/map.html', failure });
  });

  it('an unusable ui URI shows the native form saying so; a base64 app is decoded; unsafe declared origins are dropped', async () => {
    expect((await run(client(async () => ({ contents: [] })), appFormCapabilities(), { ...params, _meta: { ui: { resourceUri: 'https://x.example/app' } } }))?.failure).toBe('not-an-app');
    const blob = Buffer.from('<p>siège</p>', 'utf8').toString('base64');
    const app = await run(client(async () => ({ contents: [{ uri: 'ui://seat/map.html', mimeType: APP, blob, _meta: { ui: { csp: { connectDomains: ['https://api.example', "'unsafe-eval'", '*', 'https://a.example; script-src *'] } } } }] })));
    expect(app).toEqual({ uri: 'ui://seat/map.html', html: '<p>siège</p>', csp: { connectDomains: ['https://api.example'] } });
  });
});
