// @vitest-environment node
/**
 * The page's call runner (src/adapters/page-calls.ts) against the real demo server and the
 * real MCP SDK v2 client: a reload is a new store, a new client and a new runner on the same
 * storage, after the page's `pagehide`. Node, not jsdom (the demo server imports server-only
 * packages), so the page's window is a small stand-in: an EventTarget and a Storage over a Map
 * (Chromium runs the real ones: test/browser/demo-placements.test.ts, demo-calls.test.ts).
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoServer, type RunningDemoServer } from '../../demo/server/index.ts';
import { createPageCallRunner, type PageCallRunner } from '../../src/adapters/page-calls.ts';
import { createElicitationStore } from '../../src/store/store.ts';
import type { ElicitationRequest, ElicitationStore } from '../../src/store/types.ts';
import { newSession } from '../demo/harness.ts';
import { connectCalls, store as guideStore } from '../integration/examples/page-calls.ts';
import { memoryStorage } from '../relay/remote-tab.ts';

const sessionStorage = memoryStorage();
const pageWindow = new EventTarget();
Object.assign(globalThis, { sessionStorage, addEventListener: pageWindow.addEventListener.bind(pageWindow), removeEventListener: pageWindow.removeEventListener.bind(pageWindow) });
const storedKeys = () => [...sessionStorage.map.keys()];
const storedText = () => [...sessionStorage.map.values()].join();

const KEY = 'k'.repeat(32);
const SERVER = { id: 'demo', name: 'Demo server' };

interface Page {
  store: ElicitationStore;
  runner: PageCallRunner;
  legs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

const opened: Page[] = [];
const servers: RunningDemoServer[] = [];

afterEach(async () => {
  for (const page of opened.splice(0)) await page.close();
  for (const server of servers.splice(0)) await server.close();
  sessionStorage.map.clear();
});

async function startServer(stateKey = KEY): Promise<RunningDemoServer> {
  const server = await startDemoServer({ port: 0, stateKey });
  servers.push(server);
  return server;
}

/** What a page does on load: a store, a connected client, the runner on sessionStorage. */
async function openPage(server: RunningDemoServer, cookie: string): Promise<Page> {
  const client = new Client({ name: 'page-calls-test', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } }, versionNegotiation: { mode: 'auto' } });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl), { requestInit: { headers: { cookie } } }));
  const store = createElicitationStore();
  const legs: Page['legs'] = [];
  const runner = createPageCallRunner({
    store,
    server: { ...SERVER, url: 'http://demo.test/mcp' },
    storage: sessionStorage,
    send: (params, { signal }) => {
      legs.push(structuredClone(params));
      return client.request({ method: 'tools/call', params }, { allowInputRequired: true, signal });
    },
  });
  const page = { store, runner, legs, close: async () => (runner.close(), await client.close()) };
  opened.push(page);
  return page;
}

/** Leave the page as a reload does. */
async function reload(page: Page): Promise<void> {
  pageWindow.dispatchEvent(new Event('pagehide'));
  opened.splice(opened.indexOf(page), 1);
  await page.close();
}

async function pendingRequest(store: ElicitationStore): Promise<ElicitationRequest> {
  await expect.poll(() => store.getSnapshot().rounds.flatMap((r) => r.requests).filter((r) => r.status === 'pending').length, { timeout: 10_000 }).toBeGreaterThan(0);
  return store.getSnapshot().rounds.flatMap((r) => r.requests).find((r) => r.status === 'pending')!;
}

const textOf = (result: unknown) => ((result as { content: Array<{ text: string }> }).content ?? []).map((block) => block.text).join('\n');

describe('page call runner: a reload loses nothing', () => {
  it('the question comes back after a reload with its draft (the masked field empty); answering sends the retry and the result reaches the new page', async () => {
    const server = await startServer();
    const cookie = await newSession(server);
    const first = await openPage(server, cookie);
    const { id } = first.runner.start({ name: 'reset_password' });
    const asked = await pendingRequest(first.store);
    first.store.setDraft(asked.id, { username: 'ada', password: 'hunter2hunter2' });
    expect(storedText()).not.toContain('hunter2');
    await reload(first);
    expect(storedText()).toContain('ada');
    expect(storedText()).not.toContain('hunter2');

    const second = await openPage(server, cookie);
    expect(second.runner.calls.getSnapshot()).toMatchObject({ synced: true, calls: [{ id, name: 'reset_password', status: 'running' }] });
    const again = await pendingRequest(second.store);
    expect(again).toMatchObject({ callId: id, params: asked.params });
    expect(second.store.getDraft(again.id)).toEqual({ username: 'ada' });
    second.store.respond(again.id, { action: 'accept', content: { username: 'ada', password: 'a-new-password' } });
    const ended = await second.runner.calls.settled(id);
    expect(ended).toMatchObject({ status: 'completed' });
    expect(textOf(ended.status === 'completed' && ended.result)).toContain('ada');
    // One leg after the reload: the retry, with the kept round's answers.
    expect(second.legs).toMatchObject([{ name: 'reset_password', inputResponses: { credentials: { action: 'accept', content: { username: 'ada', password: 'a-new-password' } } } }]);
    expect(storedKeys()).toEqual([]);
  });

  it('a two-round call resumes its second round: the retry echoes the kept requestState byte for byte', async () => {
    const server = await startServer();
    const cookie = await newSession(server);
    const first = await openPage(server, cookie);
    const { id } = first.runner.start({ name: 'setup_wizard' });
    const step1 = await pendingRequest(first.store);
    first.store.respond(step1.id, { action: 'accept', content: { project: 'engine', kind: 'web', typescript: true } });
    const step2 = await pendingRequest(first.store);
    expect(step2.key).toBe('step2');
    first.store.setDraft(step2.id, { framework: 'vue', rendering: 'spa' });
    await reload(first);
    const kept = keptRound();

    const second = await openPage(server, cookie);
    const again = await pendingRequest(second.store);
    expect(again).toMatchObject({ key: 'step2', callId: id });
    expect(second.store.getDraft(again.id)).toEqual({ framework: 'vue', rendering: 'spa' });
    second.store.respond(again.id, { action: 'accept', content: { framework: 'vue', rendering: 'ssr' } });
    const ended = await second.runner.calls.settled(id);
    expect(ended.status).toBe('completed');
    expect(textOf(ended.status === 'completed' && ended.result)).toMatch(/engine[\s\S]*vue/);
    expect(second.legs).toHaveLength(1);
    expect(second.legs[0]!.requestState).toBe(kept.requestState);
  });

  it('a URL page opened before a reload: asked again after it, it shows as awaited (previouslyOpened), never as a new consent', async () => {
    const server = await startServer();
    const cookie = await newSession(server);
    const first = await openPage(server, cookie);
    const { id } = first.runner.start({ name: 'connect_account' });
    const asked = await pendingRequest(first.store);
    expect(asked).toMatchObject({ mode: 'url', previouslyOpened: false });
    first.store.respond(asked.id, { action: 'accept' }); // Open
    // The flow is not finished on the site: the server asks again for the same page.
    const awaited = await pendingRequest(first.store);
    expect(awaited).toMatchObject({ key: 'connect', previouslyOpened: true });
    await reload(first);

    const second = await openPage(server, cookie);
    const again = await pendingRequest(second.store);
    expect(again).toMatchObject({ key: 'connect', callId: id, mode: 'url', previouslyOpened: true });
    second.store.respond(again.id, { action: 'accept' }); // I've finished (not yet): asked again, still awaited
    await expect.poll(() => second.store.getSnapshot().rounds.flatMap((r) => r.requests).filter((r) => r.status === 'pending' && r.id !== again.id).length).toBe(1);
    expect(await pendingRequest(second.store)).toMatchObject({ key: 'connect', previouslyOpened: true });
    expect(second.legs).toMatchObject([{ name: 'connect_account', inputResponses: { connect: { action: 'accept' } } }]);
    await second.runner.calls.stop(id);
  });

  it('a server that refuses the kept requestState (it restarted with a new key): the questions come back expired, state-refused, with the answers given; the call ends expired', async () => {
    const before = await startServer('a'.repeat(32));
    const first = await openPage(before, await newSession(before));
    const { id } = first.runner.start({ name: 'setup_wizard' });
    const step1 = await pendingRequest(first.store);
    first.store.respond(step1.id, { action: 'accept', content: { project: 'engine', kind: 'web', typescript: true } });
    await pendingRequest(first.store);
    await reload(first);
    await before.close();

    const after = await startServer('b'.repeat(32));
    const second = await openPage(after, await newSession(after));
    const again = await pendingRequest(second.store);
    second.store.respond(again.id, { action: 'accept', content: { framework: 'svelte', rendering: 'static' } });
    await expect(second.runner.calls.settled(id)).resolves.toMatchObject({ status: 'cancelled', reason: 'expired' });
    const shown = second.store.getSnapshot().rounds.flatMap((round) => round.requests);
    expect(shown).toMatchObject([{ key: 'step2', callId: id, status: 'expired', reason: { code: 'state-refused' } }]);
    expect(second.store.getDraft(shown[0]!.id)).toEqual({ framework: 'svelte', rendering: 'static' });
    expect(storedKeys()).toEqual([]);
  });

  it('Stop: the call ends cancelled (stopped), what was typed stays in view expired, nothing is kept', async () => {
    const server = await startServer();
    const page = await openPage(server, await newSession(server));
    const { id } = page.runner.start({ name: 'reset_password' });
    const asked = await pendingRequest(page.store);
    page.store.setDraft(asked.id, { username: 'ada' });
    await page.runner.calls.stop(id);
    await expect(page.runner.calls.settled(id)).resolves.toMatchObject({ status: 'cancelled', reason: 'stopped' });
    expect(page.store.getSnapshot().rounds.flatMap((round) => round.requests)).toMatchObject([{ id: asked.id, status: 'expired', reason: { code: 'stopped' } }]);
    expect(page.legs).toHaveLength(1);
    expect(storedKeys()).toEqual([]);
  });

  it('a reload while a leg is on its way: its answer is lost, and the next page lists the call cancelled (lost), never running for ever', async () => {
    const server = await startServer();
    const first = await openPage(server, await newSession(server));
    const { id } = first.runner.start({ name: 'contact_form' });
    await reload(first);
    const second = await openPage(server, await newSession(server));
    expect(second.runner.calls.getSnapshot().calls).toMatchObject([{ id, status: 'cancelled', reason: 'lost' }]);
    await expect(second.runner.calls.settled(id)).resolves.toMatchObject({ status: 'cancelled', reason: 'lost' });
    expect(storedKeys()).toEqual([]);
  });
});

describe('the guide’s page example (test/integration/examples/page-calls.ts)', () => {
  it('runs a call through the page runner it makes: the question in its store, the answer finishes the call', async () => {
    const server = await startServer();
    const runner = await connectCalls(server.mcpUrl);
    const { id } = runner.start({ name: 'contact_form', arguments: {} });
    const asked = await pendingRequest(guideStore);
    guideStore.respond(asked.id, { action: 'decline' });
    await expect(runner.calls.settled(id)).resolves.toMatchObject({ status: 'completed' });
    runner.close();
  });
});

/** The one round kept in sessionStorage. */
function keptRound(): { requestState?: string } {
  const items = storedKeys().map((key) => JSON.parse(sessionStorage.getItem(key)!) as { round?: { requestState?: string } });
  expect(items).toHaveLength(1);
  return items[0]!.round ?? {};
}
