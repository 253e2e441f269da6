/**
 * A round's questions are drawn by the one request view (src/components/elicitation-host/
 * request-view.tsx): what the store says about a question — an answer on its way, an
 * action that failed — shows inside a round exactly as for a lone request.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitationSnapshot, type ElicitationStore } from '../../src/index';
import type { ActionError } from '../../src/store/types';
import { simpleTextRequest, structuredRequest } from '../fixtures/spec-examples';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

/**
 * The store interface as a store whose actions travel shows it (the relay's remote store):
 * the local store's snapshot, with the requests named by `key` marked as the owner has not
 * confirmed them yet (`sending`) or as refused by it (`actionError`).
 */
function travelling(store: ElicitationStore, marks: Record<string, { sending?: true; actionError?: ActionError }>): ElicitationStore {
  let base: ElicitationSnapshot | undefined;
  let marked: ElicitationSnapshot | undefined;
  return {
    ...store,
    getSnapshot() {
      const snapshot = store.getSnapshot();
      if (snapshot !== base) {
        base = snapshot;
        const rounds = snapshot.rounds.map((round) => ({ ...round, requests: round.requests.map((r) => (marks[r.key] ? { ...r, ...marks[r.key] } : r)) }));
        marked = { ...snapshot, rounds };
      }
      return marked!;
    },
  };
}

const items = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('mcpe-Round-item'));

describe('a round through the one request view', () => {
  it('says an answer is on its way and locks that question, and says why an action failed, as a lone request does', async () => {
    const local = createElicitationStore();
    void local.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
    void local.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
    const store = travelling(local, { login: { sending: true }, contact: { actionError: { code: 'unreachable' } } });
    render(<ElicitationOutlet store={store} presentation="inline" />);
    const [login, contact] = items();
    expect(await within(login!).findByText('Sending…')).toBeInTheDocument();
    expect(within(login!).getByRole('textbox')).toHaveAttribute('readonly'); // locked, still selectable
    expect(within(login!).getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(within(contact!).getByText('Not sent: the connection failed. Try again.')).toBeInTheDocument();
    expect(within(contact!).getByRole('textbox', { name: /name/i })).not.toHaveAttribute('readonly');
  });

  it('counts honestly at the top: a form filled in but not answered yet is "being filled in", and nothing is sent before Send all', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
    void store.elicit(structuredRequest.params, { server, key: 'contact', roundId: 'r' });
    void store.elicit(simpleTextRequest.params, { server, key: 'again', roundId: 'r' });
    render(<ElicitationOutlet store={store} presentation="inline" />);
    const progress = await screen.findByText(/^\d+ of \d+ answered/);
    expect(progress).toHaveTextContent('0 of 3 answered · nothing sent yet');
    const [login, contact] = items();
    await user.type(within(contact!).getByRole('textbox', { name: /name/i }), 'Mona');
    expect(progress).toHaveTextContent('0 of 3 answered · 1 being filled in · nothing sent yet');
    await user.type(within(login!).getByRole('textbox'), 'octocat{Enter}');
    await within(items()[0]!).findByText(/Your answer/);
    expect(progress).toHaveTextContent('1 of 3 answered · 1 being filled in · nothing sent yet');
  });
});
