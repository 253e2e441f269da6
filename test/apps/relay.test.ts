// @vitest-environment node
/**
 * App-rendered forms through the relay: the MCP client on the server reads the app
 * (`withAppForms` around `relay.elicit`), the app travels to the browser with its request
 * (the relay's stream, as docs/relay-protocol.schema.json describes a request), and the
 * answer the browser sends is checked on the server against the request's schema, as any
 * answer through the relay is: an app's answer outside the schema is refused there too.
 */
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import schema from '../../docs/relay-protocol.schema.json';
import { appFormCapabilities, withAppForms } from '../../src/apps';
import { createElicitationRelay, createMemoryBackplaneHub } from '../../src/relay';
import { ORIGIN, SERVER, applyEvents, bySessionHeader, get, post, readEvents, requestsOf, tick } from '../relay/relay-helpers';

const UI = 'io.modelcontextprotocol/ui';
const html = '<!doctype html><p>Seat map</p>';
const client = {
  getServerCapabilities: () => ({ extensions: { [UI]: { elicitation: {} } } }),
  readResource: async ({ uri }: { uri: string }) => ({ contents: [{ uri, mimeType: 'text/html;profile=mcp-app', text: html, _meta: { ui: { csp: { connectDomains: ['https://api.example'] } } } }] }),
};
const params = {
  mode: 'form',
  message: 'Which seat?',
  requestedSchema: { type: 'object', properties: { seat: { type: 'string', enum: ['1A', '1B'] } }, required: ['seat'] },
  _meta: { ui: { resourceUri: 'ui://airline/seats.html' } },
};

const ajv = new Ajv2020({ allErrors: true, strict: false });
ajv.addSchema(schema);

describe('app-rendered forms through the relay', () => {
  it('the app reaches the browser with its request; an answer outside the schema is refused (422) and the request stays answerable', async () => {
    const relay = createElicitationRelay({ authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000 });
    const stream = readEvents(await relay.handler(get('alice')));
    await stream.until(1);
    const elicit = withAppForms({ elicit: (p, options) => relay.elicit(p, { ...options, session: 'alice' }), client, capabilities: appFormCapabilities() });
    const answer = elicit(params, { server: SERVER, key: 'seat' });
    await tick(20);
    const [request] = requestsOf(applyEvents(stream.events));
    expect(request).toMatchObject({ mode: 'form', app: { uri: 'ui://airline/seats.html', html, csp: { connectDomains: ['https://api.example'] } } });
    const validate = ajv.getSchema(`${schema.$id}#/$defs/Request`)!;
    expect(validate(request), ajv.errorsText(validate.errors)).toBe(true);

    const refused = await relay.handler(post('alice', { type: 'respond', id: request!.id, result: { action: 'accept', content: { seat: '99Z' } } }));
    expect(refused.status).toBe(422);
    const sent = await relay.handler(post('alice', { type: 'respond', id: request!.id, result: { action: 'accept', content: { seat: '1B' } } }));
    expect(sent.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seat: '1B' } });
    await relay.close();
  });

  it('an app as large as withAppForms accepts reaches a stream on another instance whole, and the answer sent there settles the call', async () => {
    // Just under the default maxHtmlLength: larger than the relay's stream buffer (256 KiB) and a POST body (64 KiB).
    const large = `<!doctype html><p>Seat map</p><!--${'é'.repeat(999_900)}-->`;
    const reader = { ...client, readResource: async ({ uri }: { uri: string }) => ({ contents: [{ uri, mimeType: 'text/html;profile=mcp-app', text: large }] }) };
    const hub = createMemoryBackplaneHub();
    const options = { authorize: bySessionHeader, allowedOrigins: [ORIGIN], heartbeatMs: 60_000 };
    const asking = createElicitationRelay({ ...options, backplane: hub.backplane() });
    const showing = createElicitationRelay({ ...options, backplane: hub.backplane() });
    const stream = readEvents(await showing.handler(get('alice')));
    await stream.until(1);
    const elicit = withAppForms({ elicit: (p, o) => asking.elicit(p, { ...o, session: 'alice' }), client: reader, capabilities: appFormCapabilities() });
    const answer = elicit(params, { server: SERVER, key: 'seat' });
    await stream.until(2, 10_000);
    const [request] = requestsOf(applyEvents(stream.events)) as unknown as { id: string; app: { html: string } }[];
    expect(request!.app.html.length).toBe(large.length);
    expect(request!.app.html === large).toBe(true);

    const sent = await showing.handler(post('alice', { type: 'respond', id: request!.id, result: { action: 'accept', content: { seat: '1A' } } }));
    expect(sent.status).toBe(200);
    await expect(answer).resolves.toEqual({ action: 'accept', content: { seat: '1A' } });
    await Promise.all([asking.close(), showing.close()]);
  });
});
