import { StrictMode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore } from '../../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

function renderOutlet(store: ElicitationStore, props: Partial<Parameters<typeof ElicitationOutlet>[0]> = {}) {
  return render(
    <StrictMode>
      <ElicitationOutlet store={store} presentation="inline" {...props} />
    </StrictMode>,
  );
}

describe('ElicitationOutlet', () => {
  describe('given a round of several requests', () => {
    it('names the server once, keeps each question visible after it is answered, and sends all together', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      const answers = [
        store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' }),
        store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' }),
      ];
      renderOutlet(store);
      expect(screen.getAllByText('Travel agent')).toHaveLength(1);
      const [first] = screen.getAllByRole('listitem');
      await user.click(within(first!).getByRole('button', { name: 'Decline' }));
      const answered = screen.getAllByRole('listitem')[0]!;
      expect(within(answered).getByText('Please provide your GitHub username')).toBeInTheDocument();
      expect(within(answered).getByText(/Declining/)).toBeInTheDocument();
      const change = within(answered).getByRole('button', { name: 'Change' });
      expect(change).toHaveAccessibleDescription('Please provide your GitHub username');
      expect(screen.getByRole('button', { name: 'Send all' })).toBeDisabled();
      await user.click(within(screen.getAllByRole('listitem')[1]!).getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Send all' }));
      await expect(Promise.all(answers)).resolves.toEqual([{ action: 'decline' }, { action: 'cancel' }]);
    });

    it('moves focus on after an answer: to the next unanswered request, then to Send all', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      void store.elicit(simpleTextRequest.params, { server, key: 'again', roundId: 'r' });
      renderOutlet(store);
      await user.click(within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Decline' }));
      expect(within(screen.getAllByRole('listitem')[1]!).getByRole('textbox')).toHaveFocus();
      await user.keyboard('{Enter}'); // an empty required field: the form stays, focus on it
      await user.type(within(screen.getAllByRole('listitem')[1]!).getByRole('textbox'), 'octocat{Enter}');
      expect(screen.getByRole('button', { name: 'Send all' })).toHaveFocus();
    });

    it('lets the user change a staged answer, with the draft kept', async () => {
      const user = userEvent.setup();
      const store = createElicitationStore();
      void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
      renderOutlet(store);
      const first = () => screen.getAllByRole('listitem')[0]!;
      await user.type(within(first()).getByRole('textbox', { name: /name/i }), 'octo');
      await user.click(within(first()).getByRole('button', { name: 'Submit' }));
      await user.click(within(first()).getByRole('button', { name: 'Change' }));
      expect(within(first()).getByRole('textbox', { name: /name/i })).toHaveValue('octo');
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
    const store = createElicitationStore();
    const answer = store.elicit(urlRequest.params, { server });
    renderOutlet(store, { modes: ['form'] });
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(screen.getByRole('alert')).toHaveTextContent('does not support');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
