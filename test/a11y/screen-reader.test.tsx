/**
 * What a screen-reader user hears, through @guidepup/virtual-screen-reader in jsdom: the
 * spoken phrases of each flow between forms (a request arriving inline, an answer sent, an
 * expiry, a refusal, a URL with warnings, a round and Send all, a failed submit). A virtual
 * reader follows the specs (accname, core-aam, live regions); it supplements, never
 * replaces, a real reader (docs/guides/accessibility.mdx says which pairs were checked).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import * as tldts from 'tldts';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationHost, ElicitationOutlet, UrlConsentDialog, createElicitationStore, type ElicitationStore } from '../../src/index';
import { createUrlAnalyzer } from '../../src/core';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';
import { urlExample } from '../fixtures/urls';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
const optionalNote = { mode: 'form', message: 'Anything else?', requestedSchema: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } } };

/** The host's own page (a message box, a Run button) with an outlet after it. */
function page(store: ElicitationStore, props: Partial<Parameters<typeof ElicitationOutlet>[0]> = {}) {
  return render(
    <>
      <label>
        Message <textarea />
      </label>
      <button type="button">Run tool</button>
      <ElicitationOutlet store={store} presentation="inline" {...props} />
    </>,
  );
}

async function listen(): Promise<() => Promise<string[]>> {
  await virtual.start({ container: document.body });
  const from = (await virtual.spokenPhraseLog()).length;
  return async () => (await virtual.spokenPhraseLog()).slice(from);
}

/** What the live regions said (polite or assertive), in order. */
const announced = (phrases: readonly string[]) => phrases.filter((phrase) => /^(polite|assertive): /.test(phrase));

afterEach(async () => {
  await virtual.stop();
});

describe('a screen-reader user', () => {
  it('hears a request that arrives inline while typing elsewhere, once, and keeps their focus', async () => {
    const store = createElicitationStore();
    page(store);
    const box = screen.getByRole('textbox', { name: 'Message' });
    act(() => box.focus());
    const heard = await listen();
    await act(async () => {
      void store.elicit(simpleTextRequest.params, { server });
    });
    await waitFor(async () => expect(announced(await heard())).toEqual(['polite: Travel agent asks: Please provide your GitHub username']));
    await act(async () => {
      void store.elicit(simpleTextRequest.params, { server, key: 'a', roundId: 'r' });
      void store.elicit(optionalNote, { server, key: 'b', roundId: 'r' });
    });
    await waitFor(async () => expect(announced(await heard())).toContain('polite: Travel agent asks 2 questions'));
    expect(box).toHaveFocus();
  });

  it('hears that the answer was sent, and where focus lands has a name', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server });
    page(store);
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'octocat');
    const heard = await listen();
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(announced(await heard())).toEqual(['polite: Sent to Travel agent']));
    expect(await heard()).toContain('group, Requests from servers');
  });

  it('with a lone ElicitationHost as a modal, hears "Sent to" once after Submit (its region is inside the dialog)', async () => {
    const user = userEvent.setup();
    render(<ElicitationHost request={simpleTextRequest.params} server={server} onResult={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: /name/ }), 'octocat');
    const heard = await listen();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(async () => expect(announced(await heard())).toEqual(['polite: Sent to Travel agent']));
  });

  it('as a modal, hears a request through its dialog\'s opening, not the live region too, and one arriving meanwhile from inside the dialog', async () => {
    const store = createElicitationStore();
    page(store, { presentation: 'dialog' });
    const heard = await listen();
    await act(async () => {
      void store.elicit(simpleTextRequest.params, { server });
    });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /name/ })).toHaveFocus());
    await act(async () => {
      void store.elicit(structuredRequest.params, { server: { id: 'calendar', name: 'Calendar' } });
    });
    await waitFor(async () => expect(announced(await heard())).toEqual(['polite: Calendar asks: Please provide your contact information']));
  });

  it('hears an expiry, and Dismiss says what it closes', async () => {
    const store = createElicitationStore();
    const controller = new AbortController();
    void store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
    page(store);
    act(() => screen.getByRole('textbox', { name: /name/ }).focus());
    const heard = await listen();
    act(() => controller.abort());
    await waitFor(async () => expect(announced(await heard())).toEqual(['polite: The request was withdrawn — your answers were not sent to Travel agent.']));
    await waitFor(async () => expect(await heard()).toContain('button, Dismiss, The request was withdrawn — your answers were not sent.'));
  });

  it('hears a refusal once, with its reason', async () => {
    const store = createElicitationStore({ modes: ['form'] });
    page(store);
    const heard = await listen();
    await act(async () => {
      await store.elicit(urlRequest.params, { server });
    });
    await waitFor(async () =>
      expect(announced(await heard())).toEqual(['polite: This server asked for input in a way this app does not support (“url”). The request was declined.']),
    );
  });

  it('hears who asks to open a website, how serious each warning is, and that the user info is ignored', async () => {
    const analyzer = createUrlAnalyzer(tldts);
    render(<UrlConsentDialog url={urlExample.userinfo} server={server} analyzer={analyzer} onAccept={() => {}} onDecline={() => {}} onCancel={() => {}} />);
    await virtual.start({ container: document.body });
    for (let i = 0; i < 40 && (await virtual.lastSpokenPhrase()) !== 'end of document'; i++) await virtual.next();
    const phrases = (await virtual.spokenPhraseLog()).map((phrase) => phrase.replace(/[\u2066-\u2069]/g, ''));
    const dialog = phrases.find((phrase) => phrase.startsWith('dialog, '));
    expect(dialog).toMatch(/^dialog, Request from\s*Travel agent.*Open a website\?/);
    expect(phrases).toContain('Danger:');
    expect(phrases).toContain('Caution:');
    expect(phrases).toContain('(“paypal.com@” is ignored: browsers skip it.)');
  });

  it('hears what Send all sends, and one announcement per press; an untouched empty question is not staged', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
    void store.elicit(optionalNote, { server, key: 'note', roundId: 'r' });
    page(store);
    const send = await screen.findByRole('button', { name: 'Send all' });
    const heard = await listen();
    act(() => send.focus());
    await waitFor(async () => expect(await heard()).toContain('button, Send all, Sends 2 answers, 1 of them empty.'));
    await user.click(send);
    // Once the press has settled (the question is marked), it was said once, and only once.
    await screen.findByText('Needs your answer');
    await waitFor(async () => expect(announced(await heard())).toEqual(['polite: Question 1 needs attention.']));
    // Nothing staged quietly: the untouched optional question is still unanswered.
    expect(store.getSnapshot().rounds[0]!.requests.map((request) => request.status)).toEqual(['pending', 'pending']);
  });

  it('hears which fields a failed submit found', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(structuredRequest.params, { server });
    page(store);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    const heard = await listen();
    await user.click(submit);
    await waitFor(async () => expect(announced(await heard())).toEqual(['polite: 2 answers need attention. Check name and email.']));
  });
});
