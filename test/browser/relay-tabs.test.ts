/**
 * The relay end to end in Chromium: a real HTTP server (node:http around relay.handler, the
 * README's adapter) serving the page and the relay on one origin, the page rendering
 * ElicitationOutlet over createRemoteElicitationStore with the browser's own EventSource.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElicitationRelay, type ElicitationRelay } from '../../src/relay';
import type { RemoteElicitationStore } from '../../src/remote';
import { toNodeHandler } from '../../src/relay-node';
import { buildPages, collectErrors, launchChromium } from './harness';
import { PHONE_AND_DESKTOP, reachable } from './page-checks';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
const SERVER = { id: 'srv', name: 'Relay test server' };
const NAME_FORM = {
  mode: 'form',
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Your name', minLength: 2 } }, required: ['name'] },
};
const LOGIN_FORM = {
  mode: 'form',
  message: 'Sign in to the test service',
  requestedSchema: {
    type: 'object',
    properties: { user: { type: 'string', title: 'User name' }, password: { type: 'string', title: 'Password', format: 'password' } },
    required: ['user'],
  },
};

describe('the relay in Chromium (real EventSource)', () => {
  let relay: ElicitationRelay;
  let http: Server;
  let origin = '';
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  const contexts: BrowserContext[] = [];
  /** The Last-Event-ID of each stream request ('' when none). */
  const resumes: string[] = [];

  beforeAll(async () => {
    const root = await buildPages();
    let handle: (req: Parameters<ReturnType<typeof toNodeHandler>>[0], res: Parameters<ReturnType<typeof toNodeHandler>>[1]) => void = () => undefined;
    http = createServer((req, res) => {
      if (req.url?.startsWith('/api/elicitation')) {
        if (req.method === 'GET') resumes.push(String(req.headers['last-event-id'] ?? ''));
        return handle(req, res);
      }
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
      readFile(join(root, path)).then(
        (body) => res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body),
        () => res.writeHead(404).end(),
      );
    });
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    relay = createElicitationRelay({
      authorize: (request) => /(?:^|;\s*)session=([\w-]+)/.exec(request.headers.get('cookie') ?? '')?.[1] ?? null,
      allowedOrigins: [origin],
      basePath: '/api/elicitation',
      heartbeatMs: 5_000,
    });
    handle = toNodeHandler(relay.handler);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await relay?.close();
    for (const context of contexts) await context.close();
    await browser?.close();
    http?.closeAllConnections();
    await new Promise((done) => http?.close(done));
  });

  async function session(name: string) {
    const context = await browser.newContext();
    contexts.push(context);
    await context.addCookies([{ name: 'session', value: name, url: origin }]);
    return context;
  }

  async function open(context: BrowserContext, query = ''): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${origin}/relay.html${query}`);
    await page.locator('[data-connection="online"]').waitFor({ state: 'attached' });
    return page;
  }

  it('two tabs: answered in one, the request leaves the other at once; another session never sees it', async () => {
    const alice = await session('alice');
    const [one, two] = [await open(alice), await open(alice)];
    const errors = [...collectErrors(one), ...collectErrors(two)];
    const mallory = await open(await session('mallory'));
    const asked = relay.elicit(NAME_FORM, { session: 'alice', server: SERVER });
    await one.getByRole('textbox', { name: 'Your name' }).waitFor();
    await two.getByRole('textbox', { name: 'Your name' }).waitFor();

    await one.getByRole('textbox', { name: 'Your name' }).fill('Alice');
    await one.getByRole('button', { name: 'Submit' }).click();
    await expect(asked).resolves.toEqual({ action: 'accept', content: { name: 'Alice' } });
    const answered = Date.now();
    await two.getByRole('textbox', { name: 'Your name' }).waitFor({ state: 'detached', timeout: 5_000 });
    // Pushed by the stream, not found by polling (a loaded CI machine still answers within this).
    expect(Date.now() - answered).toBeLessThan(2_000);
    await one.getByRole('textbox', { name: 'Your name' }).waitFor({ state: 'detached', timeout: 5_000 });
    expect(await mallory.getByText('Who are you?', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await Promise.all([one.close(), two.close(), mallory.close()]);
  });

  it('signed out (401 after the connection drops): the outlet says so and the page stops asking, until reconnect()', async () => {
    const context = await session('erin');
    const page = await open(context);
    void relay.elicit(NAME_FORM, { session: 'erin', server: SERVER });
    await page.getByText('Who are you?', { exact: true }).waitFor();
    await context.clearCookies(); // the server no longer knows this browser (a restart, a sign-out)
    http.closeAllConnections();
    await page.locator('[data-connection="unauthorized"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.getByText('This page’s session has ended: it can no longer see its requests. Reload the page to continue.').first().waitFor();
    const asked = resumes.length;
    await page.waitForTimeout(5_000); // past the EventSource's own retry (2 s) and the store's backoff
    expect(resumes.length).toBe(asked);
    await context.addCookies([{ name: 'session', value: 'erin', url: origin }]);
    await page.evaluate(() => (window as unknown as { relayStore: RemoteElicitationStore }).relayStore.reconnect());
    await page.locator('[data-connection="online"]').waitFor({ state: 'attached' });
    await page.getByText('Who are you?', { exact: true }).waitFor();
  });

  it('a dropped connection: offline, then the browser resumes with Last-Event-ID; nothing lost, nothing doubled', async () => {
    const page = await open(await session('dave'));
    const first = relay.elicit(NAME_FORM, { session: 'dave', server: SERVER });
    const gone = relay.elicit({ ...NAME_FORM, message: 'Answered while you were away' }, { session: 'dave', server: SERVER });
    await page.getByText('Answered while you were away', { exact: true }).waitFor();
    const goneId = await page.evaluate(
      () => (window as unknown as { relayStore: RemoteElicitationStore }).relayStore.getSnapshot().rounds.flatMap((r) => r.requests).find((r) => r.mode === 'form' && r.params.message.startsWith('Answered'))!.id,
    );
    resumes.length = 0;
    http.closeAllConnections(); // the network drops every open connection
    await page.locator('[data-connection="offline"]').waitFor({ state: 'attached' });
    // Meanwhile the server moves on: one request is answered elsewhere, a new one arrives.
    const answer = await relay.handler(
      new Request(`${origin}/api/elicitation`, {
        method: 'POST',
        headers: { origin, cookie: 'session=dave', 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'respond', id: goneId, result: { action: 'decline' } }),
      }),
    );
    expect(answer.status).toBe(200);
    await expect(gone).resolves.toEqual({ action: 'decline' });
    void relay.elicit({ ...NAME_FORM, message: 'And your town?' }, { session: 'dave', server: SERVER });
    await page.locator('[data-connection="online"]').waitFor({ state: 'attached', timeout: 10_000 });
    await page.getByText('And your town?', { exact: true }).waitFor();
    expect(resumes.some((id) => id !== '')).toBe(true); // EventSource sent Last-Event-ID itself
    await page.getByText('Answered while you were away', { exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByText('Who are you?', { exact: true }).count()).toBe(1);
    expect(await page.getByText('And your town?', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Your name' }).count()).toBe(2);
    await page.getByRole('textbox', { name: 'Your name' }).first().fill('Dave');
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'Dave' } });
    await page.close();
  });

  for (const width of [390, 1280]) {
    it(`${width} px: the connection comes back: "Back online." in view and said once, replacing "Offline" in the region`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      contexts.push(context);
      const name = `back-${width}`;
      await context.addCookies([{ name: 'session', value: name, url: origin }]);
      const page = await open(context);
      const errors = collectErrors(page);
      void relay.elicit(NAME_FORM, { session: name, server: SERVER });
      await page.getByRole('textbox', { name: 'Your name' }).fill('typed');
      const region = page.locator('.mcpe-ElicitationOutlet-announcer');
      const note = page.getByRole('note');
      http.closeAllConnections();
      await page.locator('[data-connection="offline"]').waitFor({ state: 'attached' });
      await expect.poll(() => region.textContent()).toMatch(/^Offline\./);
      await page.locator('[data-connection="online"]').waitFor({ state: 'attached', timeout: 10_000 });
      await expect(note.innerText()).resolves.toBe('Back online.');
      await expect(note.isVisible()).resolves.toBe(true);
      await expect.poll(() => region.textContent()).toMatch(/^Back online\.\s*$/);
      // Said once: no other region says it; and the note goes after a while, the form as it was.
      await expect(page.locator('[role="status"]').filter({ hasText: 'Back online.' }).count()).resolves.toBe(1);
      await note.waitFor({ state: 'detached', timeout: 10_000 });
      await expect(page.getByRole('textbox', { name: 'Your name' }).inputValue()).resolves.toBe('typed');
      // The dropped stream is the one error the console may show.
      expect(errors.filter((error) => !error.includes('ERR_INCOMPLETE_CHUNKED_ENCODING'))).toEqual([]);
      await page.close();
    });
  }

  for (const width of [390, 1280]) {
    it(`${width} px, as a modal: "Offline." and then "Back online." show inside the dialog, where the person is, and are said once`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      contexts.push(context);
      const name = `modal-back-${width}`;
      await context.addCookies([{ name: 'session', value: name, url: origin }]);
      const page = await open(context, '?presentation=dialog');
      const errors = collectErrors(page);
      void relay.elicit(NAME_FORM, { session: name, server: SERVER });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Your name' }).fill('typed');
      const note = page.getByRole('note');
      http.closeAllConnections();
      await page.locator('[data-connection="offline"]').waitFor({ state: 'attached' });
      await expect(dialog.getByRole('note').innerText()).resolves.toMatch(/^Offline\./);
      await expect(reachable(note)).resolves.toBe(true);
      await page.locator('[data-connection="online"]').waitFor({ state: 'attached', timeout: 10_000 });
      await expect(dialog.getByRole('note').innerText()).resolves.toBe('Back online.');
      await expect(reachable(note)).resolves.toBe(true);
      // Shown once (not behind the modal too), and said once, by the region inside the modal.
      await expect(note.count()).resolves.toBe(1);
      await expect.poll(() => page.locator('[role="status"]').filter({ hasText: 'Back online.' }).count()).toBe(1);
      await expect(dialog.locator('[role="status"]').filter({ hasText: 'Back online.' }).count()).resolves.toBe(1);
      await note.waitFor({ state: 'detached', timeout: 10_000 });
      await expect(dialog.getByRole('textbox', { name: 'Your name' }).inputValue()).resolves.toBe('typed');
      expect(errors.filter((error) => !error.includes('ERR_INCOMPLETE_CHUNKED_ENCODING'))).toEqual([]);
      await page.close();
    });
  }

  for (const width of [390, 1280]) {
    it(`${width} px, as a modal: × on a form with typing cancels at once and keeps the typing in this tab with Copy answers until dismissed, as a page's own store does`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] });
      contexts.push(context);
      const name = `kept-${width}`;
      await context.addCookies([{ name: 'session', value: name, url: origin }]);
      const page = await open(context, '?presentation=dialog');
      const other = await open(context, '?presentation=dialog');
      const errors = [...collectErrors(page), ...collectErrors(other)];
      const asked = relay.elicit(LOGIN_FORM, { session: name, server: SERVER });
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'User name' }).fill('dave@example.com');
      await dialog.getByRole('textbox', { name: 'Password' }).fill('hunter2');
      await other.getByRole('dialog').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(asked).resolves.toEqual({ action: 'cancel' });
      // The relay let it go: the other tab, which holds no typing, shows nothing.
      await other.getByRole('dialog').waitFor({ state: 'detached' });
      await dialog.getByText('What you entered is kept so you can copy it.').waitFor();
      await expect(dialog.getByText(/^You cancelled\./).first().isVisible()).resolves.toBe(true);
      await expect(dialog.getByRole('textbox', { name: 'User name' }).inputValue()).resolves.toBe('dave@example.com');
      await dialog.getByRole('button', { name: 'Copy answers' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('User name: dave@example.com\nPassword: ••••••');
      // Dismissed here, where it lives: gone, its draft forgotten, nothing asked of the relay that fails.
      await dialog.getByRole('button', { name: 'Dismiss' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
      expect(errors).toEqual([]);
      await page.close();
      await other.close();
    });
  }

  // One of each presentation and way the other tab ends it: the words cover answer and cancel alike.
  for (const { width, height } of PHONE_AND_DESKTOP) {
    for (const [presentation, ending] of [
      ['dialog', 'Submit'],
      ['inline', 'Cancel'],
    ] as const) {
      it(`${width} px, ${presentation}: ended by ${ending} in another tab while this one holds typing, the form stays here with the typing, the words, Copy answers and Dismiss`, async () => {
        const context = await browser.newContext({ viewport: { width, height }, permissions: ['clipboard-read', 'clipboard-write'] });
        contexts.push(context);
        const name = `elsewhere-${width}-${presentation}`;
        await context.addCookies([{ name: 'session', value: name, url: origin }]);
        const query = presentation === 'dialog' ? '?presentation=dialog' : '';
        const [page, other] = [await open(context, query), await open(context, query)];
        const errors = [...collectErrors(page), ...collectErrors(other)];
        const asked = relay.elicit(LOGIN_FORM, { session: name, server: SERVER });
        const here = presentation === 'dialog' ? page.getByRole('dialog') : page.locator('body');
        await here.getByRole('textbox', { name: 'User name' }).fill('dave@example.com');
        await here.getByRole('textbox', { name: 'Password' }).fill('hunter2');
        const there = presentation === 'dialog' ? other.getByRole('dialog') : other.locator('body');
        await there.getByRole('textbox', { name: 'User name' }).fill('eve@example.com');
        await there.getByRole('button', { name: ending }).click();
        await expect(asked).resolves.toEqual(ending === 'Submit' ? { action: 'accept', content: { user: 'eve@example.com' } } : { action: 'cancel' });

        const words = here.getByText('Ended in another tab or window — what you entered here was not sent.');
        await words.waitFor();
        await expect(words.isVisible()).resolves.toBe(true);
        // Beside Copy answers, whose code comes with the first request that ends unsent.
        const hint = here.getByText('What you entered is kept so you can copy it.');
        await hint.waitFor();
        await expect(hint.isVisible()).resolves.toBe(true);
        await expect(here.getByRole('textbox', { name: 'User name' }).inputValue()).resolves.toBe('dave@example.com');
        await expect(here.getByRole('textbox', { name: 'User name' }).isEditable()).resolves.toBe(false);
        await here.getByRole('button', { name: 'Copy answers' }).click();
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('User name: dave@example.com\nPassword: ••••••');
        // The tab that ended it says nothing of another tab: it was this one.
        await expect(other.getByText(/another tab/).count()).resolves.toBe(0);
        // Dismissed here, where it lives: gone, its draft forgotten, nothing asked of the relay that fails.
        await here.getByRole('button', { name: 'Dismiss' }).click();
        await page.getByText('Sign in to the test service', { exact: true }).waitFor({ state: 'detached' });
        await expect(page.evaluate(() => sessionStorage.length)).resolves.toBe(0);
        expect(errors).toEqual([]);
        await page.close();
        await other.close();
      });
    }
  }

  it('reload mid-form: the request and the draft come back, the masked field empty', async () => {
    const page = await open(await session('bob'));
    const asked = relay.elicit(LOGIN_FORM, { session: 'bob', server: SERVER });
    const user = page.getByRole('textbox', { name: 'User name' });
    await user.waitFor();
    const password = page.getByRole('textbox', { name: 'Password' });
    await user.fill('bob@example.com');
    await password.fill('hunter2');
    expect(await password.getAttribute('type')).toBe('password');
    // What sessionStorage holds: never the masked value.
    await expect.poll(() => page.evaluate(() => JSON.stringify({ ...sessionStorage }))).toContain('bob@example.com');
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('hunter2');

    await page.reload();
    await page.locator('[data-connection="online"]').waitFor({ state: 'attached' });
    await user.waitFor();
    expect(await user.inputValue()).toBe('bob@example.com');
    expect(await password.inputValue()).toBe('');

    await password.fill('correct horse');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(asked).resolves.toEqual({ action: 'accept', content: { user: 'bob@example.com', password: 'correct horse' } });
    await user.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.close();
  });

  it('abort on the server: the browser shows the request expired, nothing is sent', async () => {
    const page = await open(await session('carol'));
    const abort = new AbortController();
    const asked = relay.elicit(NAME_FORM, { session: 'carol', server: SERVER, signal: abort.signal });
    await page.getByRole('textbox', { name: 'Your name' }).fill('Carol');
    abort.abort();
    await expect(asked).resolves.toEqual({ action: 'cancel' });
    await page.getByText(/— your answers were not (sent|taken)[.;]/).waitFor();
    // Nothing can be sent from an expired request: no enabled Submit.
    const submit = page.getByRole('button', { name: 'Submit' });
    for (let i = 0; i < (await submit.count()); i += 1) expect(await submit.nth(i).isEnabled()).toBe(false);
    await page.close();
  });
});
