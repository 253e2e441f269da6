/**
 * The AI SDK's MCP client (`@ai-sdk/mcp` 2.0.99) with this library's AI SDK adapter +
 * store, against the demo server (2026-07-28, and 2025-11-25 with discovery off) and
 * `@modelcontextprotocol/server-everything` (SDK 1.x, 2025-11-25). The user is played by
 * Testing Library clicking the rendered ElicitationOutlet. Nothing is mocked.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMCPClient, ElicitationRequestSchema, type MCPClient } from '@ai-sdk/mcp';
import { afterEach, describe, expect, it } from 'vitest';
import { createAiSdkElicitationHandler, createElicitationStore } from '../../src/index';
import { CONTACT_SCHEMA } from '../../demo/server/tools/contact-form.ts';
import { newSession, startDemoServerForFile } from '../demo/harness';
import { startEverythingServerForFile } from './everything-server';
import { button, onlyStatus, renderOutlet, textOf } from './ui';
import { shownOnly } from '../fixtures/live-region';

const demo = startDemoServerForFile();
const everything = startEverythingServerForFile();

let open: MCPClient[] = [];
afterEach(async () => {
  await Promise.all(open.map((client) => client.close()));
  open = [];
});

/** What a host writes: one store; the handler reads the running call's signal. */
async function connect(url: string, { discovery = true, cookie }: { discovery?: boolean; cookie?: string } = {}) {
  const store = createElicitationStore();
  let running: AbortController | undefined;
  const client = await createMCPClient({
    transport: { type: 'http', url, headers: cookie ? { cookie } : {} },
    capabilities: { elicitation: { form: {}, url: {} } },
    protocolVersionDiscovery: discovery,
  });
  open.push(client);
  client.onElicitationRequest(
    ElicitationRequestSchema,
    createAiSdkElicitationHandler({ elicit: store.elicit, server: { id: 'srv', name: 'Test server', url }, signal: () => running?.signal }),
  );
  renderOutlet(store);
  const call = (name: string, args: Record<string, unknown> = {}) => {
    running = new AbortController();
    return client.callTool({ name, arguments: args, options: { signal: running.signal } });
  };
  return { client, store, call, abort: () => running?.abort() };
}

const contactDefaults = Object.fromEntries(Object.entries(CONTACT_SCHEMA.properties).map(([key, field]) => [key, field.default]));

interface Target {
  server: () => string;
  discovery: boolean;
  form: string;
  /** Fill what the form needs and submit; returns a check of the tool's text result. */
  accept: (user: UserEvent) => Promise<(text: string) => void>;
  declined: RegExp;
  cancelled: RegExp;
}

const demoForm = {
  form: 'contact_form',
  async accept(user: UserEvent) {
    await user.click(await button('Submit'));
    return (text: string) => expect(JSON.parse(text)).toEqual(contactDefaults);
  },
  declined: /^Declined/,
  cancelled: /^Cancelled/,
};

const targets: Array<[string, Target]> = [
  ['demo server, 2026-07-28', { server: () => demo().mcpUrl, discovery: true, ...demoForm }],
  ['demo server, 2025-11-25', { server: () => demo().mcpUrl, discovery: false, ...demoForm }],
  [
    'server-everything, 2025-11-25',
    {
      server: () => everything().mcpUrl,
      discovery: true,
      form: 'trigger-elicitation-request',
      async accept(user) {
        await user.type(await screen.findByRole('textbox', { name: /^String(?! with)/ }, { timeout: 5000 }), 'Ada Lovelace');
        await user.click(await button('Submit'));
        return (text) => expect(text).toMatch(/- Name: Ada Lovelace[\s\S]*- Favorite Integer: 42/);
      },
      declined: /User declined/,
      cancelled: /User cancelled/,
    },
  ],
];

describe.each(targets)('@ai-sdk/mcp × %s', (_label, target) => {
  const connectTo = () => connect(target.server(), { discovery: target.discovery });

  it('accept with content reaches the server', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { call } = await connectTo();
    const result = call(target.form);
    const check = await target.accept(user);
    check(textOf(await result));
  });

  it('decline and cancel reach the server as distinct answers', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { call } = await connectTo();
    const declined = call(target.form);
    await user.click(await button('Decline'));
    expect(textOf(await declined)).toMatch(target.declined);
    const cancelled = call(target.form);
    await user.click(await button('Cancel'));
    expect(textOf(await cancelled)).toMatch(target.cancelled);
  });

  it('abort: the aborted call leaves the request expired', { timeout: 20_000 }, async () => {
    const { call, abort, store } = await connectTo();
    const result = call(target.form);
    const settled = result.then(() => 'resolved', () => 'rejected');
    await button('Submit');
    act(() => abort());
    expect(await settled).toBe('rejected');
    await screen.findByText(/— your answers were not (sent|taken)/, shownOnly);
    expect(onlyStatus(store)).toBe('expired');
  });
});

// @ai-sdk/mcp 2.0.99 supports form mode only: it turns URL-mode requests away before the
// handler runs, whatever the client advertises. These tests pin that down so the
// compatibility table stays true when the AI SDK changes.
describe('@ai-sdk/mcp URL mode (not supported by the client)', { timeout: 20_000 }, () => {
  it('2025-11-25 (server-everything): the AI SDK answers -32602 itself; nothing is shown', async () => {
    const { call, store } = await connect(everything().mcpUrl);
    const result = await call('trigger-url-elicitation', { url: 'https://example.com/authorize' });
    expect(textOf(result)).toMatch(/Invalid elicitation request[\s\S]*requestedSchema/);
    expect(store.getSnapshot().rounds).toEqual([]);
  });

  it('2026-07-28 (demo server): the AI SDK rejects the call; nothing is shown', async () => {
    const { call, store } = await connect(demo().mcpUrl, { cookie: await newSession(demo()) });
    await expect(call('connect_account')).rejects.toThrow(/Only form elicitation is supported/);
    expect(store.getSnapshot().rounds).toEqual([]);
  });
});

describe('@ai-sdk/mcp × demo server, 2026-07-28 round of three', { timeout: 20_000 }, () => {
  it('asks the requests of one round one after another, then retries once with all three', async () => {
    const user = userEvent.setup();
    const { call, store } = await connect(demo().mcpUrl);
    const result = call('plan_trip');
    for (const answer of ['Decline', 'Submit', 'Submit']) {
      const next = await button(answer);
      // The AI SDK awaits each answer before it asks the next: one request on screen at a time.
      expect(screen.getAllByRole('button', { name: 'Submit' })).toHaveLength(1);
      expect(onlyStatus(store)).toBe('pending');
      const asked = store.getSnapshot().rounds[0]!.requests[0]!.id;
      await user.click(next);
      // An answer is checked in tasks of its own: the next button is the next request's only once this one has gone.
      await waitFor(() => expect(store.getSnapshot().rounds.flatMap((round) => round.requests).map((request) => request.id)).not.toContain(asked));
    }
    expect(textOf(await result)).toMatch(/destination: declined/);
  });
});
