/**
 * Rounds, integrated: a real @modelcontextprotocol/server 2.4.0 (the demo server, on
 * 127.0.0.1) and a real @modelcontextprotocol/client 2.4.0 whose elicitation handler is
 * this library's adapter + store; the user is played by Testing Library clicking the
 * rendered ElicitationOutlet. Nothing of the SDK is mocked.
 */
import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ElicitationOutlet, createElicitationHandler, createElicitationStore, type ElicitationStore } from '../../src/index';
import type { RunningDemoServer } from '../../demo/server/index.ts';
import { CONTACT_SCHEMA } from '../../demo/server/tools/contact-form.ts';
import { newSession, startDemoServerForFile } from '../demo/harness';
import { shownOnly } from '../fixtures/live-region';

const demo = startDemoServerForFile();

type Message = { method?: string; id?: unknown; params?: Record<string, unknown>; result?: Record<string, unknown> };

interface Session {
  client: Client;
  store: ElicitationStore;
  /** The params of every tools/call leg, in order. */
  legs: Array<Record<string, unknown>>;
  /** Every JSON-RPC message the client posted, in order. */
  posted: Message[];
  /** Every JSON-RPC message the server sent back (JSON bodies and SSE events), in arrival order. */
  received: Message[];
}

/** Copies the JSON-RPC messages of a response into `into` without consuming the client's copy. */
async function recordResponse(response: Response, into: Message[]) {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return;
  if (type.includes('application/json')) {
    const body: unknown = await response.clone().json();
    into.push(...((Array.isArray(body) ? body : [body]) as Message[]));
    return;
  }
  if (!type.includes('text/event-stream')) return;
  const reader = response.clone().body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) return;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('data:') && line.length > 5) into.push(JSON.parse(line.slice(5)) as Message);
  }
}

async function connect(server: RunningDemoServer, era: 'auto' | 'legacy' = 'auto'): Promise<Session> {
  const store = createElicitationStore();
  const legs: Session['legs'] = [];
  const posted: Message[] = [];
  const received: Message[] = [];
  const cookie = await newSession(server);
  const recordingFetch: typeof fetch = async (input, init) => {
    if (typeof init?.body === 'string') {
      const body: unknown = JSON.parse(init.body);
      for (const message of (Array.isArray(body) ? body : [body]) as Message[]) {
        posted.push(message);
        if (message.method === 'tools/call') legs.push(message.params ?? {});
      }
    }
    const response = await fetch(input, init);
    void recordResponse(response, received);
    return response;
  };
  const client = new Client(
    { name: 'mcpe-integration', version: '1.0.0' },
    { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: era } },
  );
  client.setRequestHandler('elicitation/create', createElicitationHandler({ elicit: store.elicit, server: { id: 'demo', name: 'Demo', url: server.mcpUrl } }));
  await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl), { requestInit: { headers: { cookie } }, fetch: recordingFetch }));
  render(
    <StrictMode>
      <ElicitationOutlet store={store} presentation="inline" />
    </StrictMode>,
  );
  return { client, store, legs, posted, received };
}

/** contact_form gives every field a default (SEP-1034); untouched, the form sends exactly these. */
const contactDefaults = Object.fromEntries(Object.entries(CONTACT_SCHEMA.properties).map(([key, field]) => [key, field.default]));

const textOf = (result: { content?: unknown }) =>
  (result.content as Array<{ text?: string }>).map((block) => block.text ?? '').join('\n');

let open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.map((client) => client.close()));
  open = [];
});

// Real network round trips and first-time module loads: allow more than the 5 s default.
describe('real SDK client + server, answered through the UI', { timeout: 30_000 }, () => {
  it('single form round: the defaults the form shows are what the server receives', async () => {
    const user = userEvent.setup();
    const { client, legs } = await connect(demo());
    open.push(client);
    const call = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    const result = await call;
    const sent = (legs.at(-1)!.inputResponses as Record<string, { action: string; content: unknown }>);
    expect(sent).toEqual({ contact: { action: 'accept', content: contactDefaults } });
    expect(JSON.parse(textOf(result))).toEqual(contactDefaults);
  });

  it('a round of three answered out of order, then sent together with the same keys', async () => {
    const user = userEvent.setup();
    const { client, legs } = await connect(demo());
    open.push(client);
    const call = client.callTool({ name: 'plan_trip', arguments: {} });
    const items = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
    expect(items).toHaveLength(3);
    const item = (index: number) => screen.getAllByRole('listitem')[index]!;
    await user.type(within(item(2)).getByLabelText(/^Adults/), '{Enter}'); // travellers first
    await user.click(within(item(0)).getByRole('button', { name: 'Decline' })); // destination
    expect(legs.filter((leg) => leg.inputResponses)).toHaveLength(0); // nothing sent before Send all
    await user.click(screen.getByRole('button', { name: 'Send all' })); // dates last, as shown
    const result = await call;
    const responses = legs.at(-1)!.inputResponses as Record<string, { action: string }>;
    expect(Object.keys(responses).sort()).toEqual(['dates', 'destination', 'travellers']);
    expect(responses.destination!.action).toBe('decline');
    expect(textOf(result)).toMatch(/destination: declined/);
  });

  it('multi-round: step 1 then step 2, with the evolving requestState echoed byte for byte', async () => {
    const user = userEvent.setup();
    const { client, legs, received } = await connect(demo());
    open.push(client);
    const call = client.callTool({ name: 'setup_wizard', arguments: {} });
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    await waitFor(() => expect(legs).toHaveLength(2));
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    await call;
    expect(legs).toHaveLength(3);
    // The states the server minted, in order, from its input_required results.
    const minted = received.flatMap((message) => (typeof message.result?.requestState === 'string' ? [message.result.requestState] : []));
    expect(minted).toHaveLength(2);
    expect(minted[1]).not.toBe(minted[0]); // state evolved between rounds
    expect(legs[0]).not.toHaveProperty('requestState');
    expect(legs[1]!.requestState).toBe(minted[0]);
    expect(legs[2]!.requestState).toBe(minted[1]);
  });

  it('decline and cancel reach the server as distinct answers', async () => {
    const user = userEvent.setup();
    const { client } = await connect(demo());
    open.push(client);
    const declined = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
    expect(textOf(await declined)).toMatch(/^Declined/);
    const cancelled = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
    expect(textOf(await cancelled)).toMatch(/^Cancelled/);
  });

  it('URL mode: Open opens the exact URL without opener, and answers accept with no content', async () => {
    const user = userEvent.setup();
    const openSpy = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { client, legs } = await connect(demo());
    open.push(client);
    const call = client.callTool({ name: 'connect_account', arguments: {} });
    const openButton = await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 });
    await waitFor(() => expect(openButton).toBeEnabled()); // the address is checked first
    await user.click(openButton);
    await waitFor(() => expect(legs.length).toBeGreaterThanOrEqual(2));
    expect(legs[1]!.inputResponses).toEqual({ connect: { action: 'accept' } });
    expect(openSpy).toHaveBeenCalled();
    expect(String(openSpy.mock.calls[0]![0])).toMatch(/\/connect\//);
    expect(openSpy.mock.calls[0]!.slice(1)).toEqual(['_blank', 'noopener,noreferrer']);
    // The flow is not finished in any browser, so the server asks again: "still waiting".
    await screen.findByText('Still waiting for you to finish on 127.0.0.1', {}, { timeout: 5000 });
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(textOf(await call)).toMatch(/^Cancelled/);
    openSpy.mockRestore();
  });

  it('an aborted call settles cancel and shows that the answers were not sent, with the draft kept', async () => {
    const user = userEvent.setup();
    const { client, store } = await connect(demo());
    open.push(client);
    const controller = new AbortController();
    const call = client.callTool({ name: 'setup_wizard', arguments: {} }, { signal: controller.signal });
    const field = await screen.findByRole('textbox', { name: /project name/i }, { timeout: 5000 });
    await user.clear(field);
    await user.type(field, 'half-typed');
    act(() => controller.abort());
    await expect(call).rejects.toThrow();
    await screen.findByText(/— your answers were not (sent|taken)/, shownOnly);
    expect(screen.getByRole('textbox', { name: /project name/i })).toHaveValue('half-typed');
    expect(store.getSnapshot().rounds[0]!.requests[0]!.status).toBe('expired');
  });

  it('a 2025-11-25 connection (server-initiated request) is answered through the same UI', async () => {
    const user = userEvent.setup();
    const { client, posted } = await connect(demo(), 'legacy');
    open.push(client);
    expect(client.getProtocolEra()).toBe('legacy');
    const call = client.callTool({ name: 'contact_form', arguments: {} });
    await user.click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 5000 }));
    const result = await call;
    // Every field has a default (SEP-1034): the form sends them all, unaltered, and the server
    // echoes exactly the content it received.
    const answers = posted.filter((message) => message.result !== undefined && 'action' in message.result);
    expect(answers.map((message) => message.result)).toEqual([{ action: 'accept', content: contactDefaults }]);
    expect(JSON.parse(textOf(result))).toEqual(contactDefaults);
    expect(posted.filter((message) => message.method === 'tools/call')).toHaveLength(1); // no MRTR retry leg in 2025
  });

  it('a 2025-11-25 URL-mode request: consent, Open, accept with no content, then cancel while waiting', async () => {
    const user = userEvent.setup();
    const openSpy = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { client, posted, received } = await connect(demo(), 'legacy');
    open.push(client);
    expect(client.getProtocolEra()).toBe('legacy');
    const call = client.callTool({ name: 'connect_account', arguments: {} });
    const openButton = await screen.findByRole('button', { name: 'Open' }, { timeout: 5000 });
    await waitFor(() => expect(openButton).toBeEnabled());
    await user.click(openButton);
    // The server asks again with the same URL because nothing finished the flow in a browser.
    await screen.findByText('Still waiting for you to finish on 127.0.0.1', {}, { timeout: 5000 });
    await user.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(textOf(await call)).toMatch(/^Cancelled/);

    // A real server→client elicitation/create (2025-11-25), not an MRTR round.
    const asked = received.filter((message) => message.method === 'elicitation/create');
    expect(asked).toHaveLength(2);
    const url = asked[0]!.params!.url as string;
    expect(asked[0]!.params).toMatchObject({ mode: 'url', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/connect\//) });
    expect(asked[1]!.params!.url).toBe(url);
    expect(openSpy.mock.calls).toEqual([[url, '_blank', 'noopener,noreferrer']]);
    const answers = posted.filter((message) => message.result !== undefined && 'action' in message.result);
    expect(answers.map((message) => [message.id, message.result])).toEqual([
      [asked[0]!.id, { action: 'accept' }],
      [asked[1]!.id, { action: 'cancel' }],
    ]);
    expect(posted.filter((message) => message.method === 'tools/call')).toHaveLength(1);
    openSpy.mockRestore();
  });
});
