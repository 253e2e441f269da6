import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore, type ElicitResult } from '../../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';
import { outletSays, shownOnly } from '../fixtures/live-region';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

function renderOutlet(store: ElicitationStore, props: Partial<Parameters<typeof ElicitationOutlet>[0]> = {}) {
  return render(
    <StrictMode>
      <ElicitationOutlet store={store} presentation="inline" {...props} />
    </StrictMode>,
  );
}

describe('ElicitationOutlet', () => {
  // Many keystrokes each: on a loaded 2-core machine these take longer than the 5 s default.
  describe('given a round of several requests', { timeout: 30_000 }, () => {
    /** Text as read, without the bidi isolates around server text (text/bidi.ts). */
    const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
    const items = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('mcpe-Round-item'));
    /** The round's count, a live status in its header. */
    const progress = () => screen.getByText(/^\d+ of \d+ answered/);

    it('is one view: the server named once, Decline per question, no Submit or Cancel per question, one Send all', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      const answers = [
        store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' }),
        store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' }),
      ];
      renderOutlet(store);
      expect(screen.getAllByText('Travel agent')).toHaveLength(1);
      expect(screen.getAllByRole('button', { name: 'Decline' })).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Send all' })).toHaveLength(1);
      // The count sits in the header, above the questions.
      expect(progress()).toHaveTextContent('0 of 2 answered');
      // Not a live region: Send all says its outcome once, in the outlet's region.
      expect(progress()).not.toHaveRole('status');
      expect(progress().compareDocumentPosition(items()[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      await user.click(within(items()[0]!).getByRole('button', { name: 'Decline' }));
      await user.type(within(items()[1]!).getByRole('textbox', { name: /name/i }), 'Mona');
      await user.type(within(items()[1]!).getByRole('textbox', { name: /email/i }), 'mona@example.com');
      expect(progress()).toHaveTextContent('0 of 2 answered · 1 declined · 1 being filled in');
      await user.click(screen.getByRole('button', { name: 'Send all' }));
      await expect(Promise.all(answers)).resolves.toEqual([
        { action: 'decline' },
        { action: 'accept', content: { name: 'Mona', email: 'mona@example.com' } },
      ]);
    });

    it('shows each answer itself, and a declined question in other words, each with Change', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
      renderOutlet(store);
      await user.click(within(items()[0]!).getByRole('button', { name: 'Decline' }));
      await user.type(within(items()[1]!).getByRole('textbox', { name: /name/i }), 'Mona');
      await user.type(within(items()[1]!).getByRole('textbox', { name: /email/i }), 'mona@example.com{Enter}');
      // An answer is checked in tasks of its own (a long form's never blocks the page), so it shows a moment later.
      await waitFor(() => expect(items()[1]).toHaveAttribute('data-answer', 'accept'));
      const [declined, accepted] = items();
      expect(within(declined!).getByText('Please provide your GitHub username')).toBeInTheDocument();
      expect(plain(declined!)).toContain('Declined — no answer will be given.');
      expect(declined).toHaveAttribute('data-answer', 'decline');
      expect(plain(accepted!)).toContain('Your answer: name: Mona · email: mona@example.com');
      expect(accepted).toHaveAttribute('data-answer', 'accept');
      for (const item of [declined!, accepted!]) {
        const change = within(item).getByRole('button', { name: 'Change' });
        expect(change).toHaveAttribute('data-variant', 'secondary');
      }
      expect(within(declined!).getByRole('button', { name: 'Change' })).toHaveAccessibleDescription('Please provide your GitHub username');
      expect(progress()).toHaveTextContent('1 of 2 answered · 1 declined · nothing sent yet');
    });

    it('Send keeps the valid answers, counts what needs attention at the top, and focuses the first problem', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      const login = store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
      void store.elicit(simpleTextRequest.params, { server, key: 'again', roundId: 'r' });
      renderOutlet(store);
      await user.type(within(items()[0]!).getByRole('textbox'), 'octocat');
      await user.type(within(items()[1]!).getByRole('textbox', { name: /email/i }), 'not an email');
      await user.click(screen.getByRole('button', { name: 'Send all' }));
      await waitFor(() => expect(progress()).toHaveTextContent('1 of 3 answered · 2 need attention'));
      expect(within(items()[1]!).getByRole('textbox', { name: /name/i })).toHaveFocus();
      expect(items()[1]).toHaveAttribute('data-attention');
      expect(within(items()[1]!).getByText('Needs your answer')).toBeInTheDocument();
      expect(plain(items()[0]!)).toContain('Your answer: name: octocat');
      expect(store.getSnapshot().rounds[0]!.requests.map((r) => r.status)).toEqual(['staged', 'pending', 'pending']);
      let settled = false;
      void login.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false); // nothing is sent while a question is open
    });

    it('moves focus on after an answer: to the next unanswered question, then to Send all', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      void store.elicit(simpleTextRequest.params, { server, key: 'again', roundId: 'r' });
      renderOutlet(store);
      await user.click(within(items()[0]!).getByRole('button', { name: 'Decline' }));
      expect(within(items()[1]!).getByRole('textbox')).toHaveFocus();
      await user.keyboard('{Enter}'); // an empty required field: the question stays, focus on it
      expect(within(items()[1]!).getByRole('textbox')).toHaveFocus();
      await user.type(within(items()[1]!).getByRole('textbox'), 'octocat{Enter}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send all' })).toHaveFocus());
    });

    it('lets the user change an answer, with the draft kept', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
      renderOutlet(store);
      const first = () => items()[0]!;
      await user.type(within(first()).getByRole('textbox', { name: /name/i }), 'octo{Enter}');
      await user.click(await within(first()).findByRole('button', { name: 'Change' }));
      expect(within(first()).getByRole('textbox', { name: /name/i })).toHaveValue('octo');
      expect(within(first()).getByRole('textbox', { name: /name/i })).toHaveFocus();
    });

    it('a long round opens the first three questions; the rest are listed, counted, and opened in turn', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      for (let i = 1; i <= 8; i++) void store.elicit({ ...simpleTextRequest.params, message: `Question ${i}` }, { server, key: `q${i}`, roundId: 'r' });
      renderOutlet(store);
      expect(screen.getByText('8 questions')).toBeInTheDocument();
      expect(progress()).toHaveTextContent('0 of 8 answered');
      expect(items()).toHaveLength(8);
      expect(screen.getAllByRole('textbox')).toHaveLength(3);
      expect(within(items()[3]!).getByText('Question 4')).toBeInTheDocument();
      // A listed question is declined without opening, or opened with Answer.
      await user.click(within(items()[7]!).getByRole('button', { name: 'Decline' }));
      // Answering an open one opens the next listed one.
      await user.type(within(items()[0]!).getByRole('textbox'), 'a{Enter}');
      await waitFor(() => expect(within(items()[3]!).getByRole('textbox')).toBeInTheDocument());
      expect(screen.getAllByRole('textbox')).toHaveLength(3);
      expect(progress()).toHaveTextContent('1 of 8 answered · 1 declined');
      await user.click(within(items()[5]!).getByRole('button', { name: 'Answer' }));
      expect(within(items()[5]!).getByRole('textbox')).toHaveFocus();
      expect(screen.getAllByRole('textbox')).toHaveLength(4);
    });
  });

  it('as a dialog shows only the oldest round; the next one follows when it is done', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server });
    await act(() => new Promise((done) => setTimeout(done, 0)));
    void store.elicit(structuredRequest.params, { server: { id: 'other', name: 'Other' } });
    renderOutlet(store, { presentation: 'dialog' });
    expect(screen.getByText('Please provide your GitHub username')).toBeInTheDocument();
    expect(screen.queryByText('Please provide your contact information')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Please provide your contact information')).toBeInTheDocument();
  });

  it('says nothing about the connection while online: no empty note for a screen reader to find', async () => {
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await act(async () => void store.elicit(simpleTextRequest.params, { server: { id: 's', name: 'S' } }));
    expect(screen.queryAllByRole('note')).toEqual([]);
  });

  /** A local store whose snapshot says the connection `become` sets, as a remote store's does. */
  function withConnection(store: ElicitationStore) {
    let connection: 'connecting' | 'online' | 'offline' = 'connecting';
    const listeners = new Set<() => void>();
    let base: ReturnType<typeof store.getSnapshot> | undefined;
    let cached: ReturnType<typeof store.getSnapshot> | undefined;
    const remote: ElicitationStore = {
      ...store,
      subscribe: (listener) => (listeners.add(listener), store.subscribe(listener)),
      getSnapshot: () => {
        const snapshot = store.getSnapshot();
        if (snapshot !== base || cached?.connection !== connection) cached = { ...(base = snapshot), connection };
        return cached;
      },
    };
    const become = (next: typeof connection) => act(() => ((connection = next), listeners.forEach((listener) => listener())));
    return { remote, become };
  }

  it('a lost connection that comes back says so once, in view and in the region; the first connect says nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const store = createElicitationStore();
      const { remote, become } = withConnection(store);
      render(<ElicitationOutlet store={remote} presentation="inline" />);
      await act(async () => void store.elicit(simpleTextRequest.params, { server }));
      become('online');
      expect(screen.queryAllByRole('note')).toEqual([]);
      expect(outletSays()).not.toMatch(/online/i);
      become('offline');
      expect(screen.getByRole('note')).toHaveTextContent('Offline. Requests will come back when the connection does.');
      expect(outletSays()).toBe('Offline. Requests will come back when the connection does.');
      become('online');
      expect(screen.getByRole('note')).toHaveTextContent('Back online.');
      expect(outletSays()).toBe('Back online.');
      // Another change of the store while it shows: not said again.
      await act(async () => void store.elicit(structuredRequest.params, { server }));
      expect(outletSays()).not.toContain('Back online.');
      act(() => void vi.advanceTimersByTime(5_000));
      expect(screen.queryAllByRole('note')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  // The page behind a modal is covered and inert: the notice is drawn inside the modal instead, once.
  it.each([
    ['a form', () => [simpleTextRequest.params]],
    ['a URL request', () => [urlRequest.params]],
    ['a round', () => [simpleTextRequest.params, structuredRequest.params]],
  ])('as a modal showing %s, the connection notice is inside the dialog, and only there', async (_, asked) => {
    const store = createElicitationStore();
    const { remote, become } = withConnection(store);
    renderOutlet(remote, { presentation: 'dialog' });
    await act(async () => void asked().forEach((params) => void store.elicit(params as never, { server, roundId: 'r' })));
    const dialog = await screen.findByRole('dialog');
    become('online');
    become('offline');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Offline. Requests will come back when the connection does.');
    become('online');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Back online.');
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('calls onRequest once per arrival, StrictMode notwithstanding', async () => {
    const store = createElicitationStore();
    const onRequest = vi.fn();
    renderOutlet(store, { onRequest });
    act(() => void store.elicit(simpleTextRequest.params, { server, key: 'a' }));
    act(() => store.setDraft(store.getSnapshot().rounds[0]!.requests[0]!.id, { name: 'x' }));
    expect(onRequest).toHaveBeenCalledTimes(1);
    expect(onRequest.mock.calls[0]![0]).toMatchObject({ key: 'a', server });
  });

  it('keeps an unsupported-mode notice until dismissed, having declined at once', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore({ modes: ['form'] });
    renderOutlet(store);
    let answer!: Promise<ElicitResult>;
    act(() => void (answer = store.elicit(urlRequest.params, { server })));
    await expect(answer).resolves.toEqual({ action: 'decline' });
    // Said once, by the outlet's live region; the notice itself is not announced again.
    expect(outletSays()).toContain('does not support');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss).toHaveAccessibleDescription(/does not support/);
    await user.click(dismiss);
    expect(screen.queryByText(/does not support/, shownOnly)).not.toBeInTheDocument();
  });

  it('an expired request can be dismissed, and the host hears about it', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    const controller = new AbortController();
    void store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
    const onDismiss = vi.fn();
    renderOutlet(store, { onDismiss });
    act(() => controller.abort());
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith(expect.objectContaining({ status: 'expired' }));
    expect(screen.queryByText('Please provide your GitHub username')).not.toBeInTheDocument();
  });
});
