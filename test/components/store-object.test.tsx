/**
 * The views call the store a host gives them, as it is: no wrapper object around it. A
 * store written as a class with private fields (a host's own, or one that adds logging)
 * works, because every action is called on the store itself.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore, type ElicitResult } from '../../src/index';
import { simpleTextRequest, structuredRequest } from '../fixtures/spec-examples';

const server = { id: 'gh', name: 'GitHub' };

/** Every action reads `this.#inner`: called on any other object, it throws. */
class LoggingStore implements ElicitationStore {
  readonly #inner = createElicitationStore();
  readonly log: string[] = [];
  elicit: ElicitationStore['elicit'] = (params, options) => this.#inner.elicit(params, options);
  respond(id: string, result: ElicitResult) {
    this.log.push(`respond ${result.action}`);
    return this.#inner.respond(id, result);
  }
  refuse: ElicitationStore['refuse'] = (id, reason) => this.#inner.refuse(id, reason);
  sendRound(roundId: string) {
    this.log.push('sendRound');
    return this.#inner.sendRound(roundId);
  }
  cancelRound(roundId: string) {
    this.log.push('cancelRound');
    return this.#inner.cancelRound(roundId);
  }
  reopen(id: string) {
    return this.#inner.reopen(id);
  }
  dismiss(id: string) {
    return this.#inner.dismiss(id);
  }
  finishCall: ElicitationStore['finishCall'] = (scope) => this.#inner.finishCall(scope);
  setDraft(id: string, draft: unknown) {
    this.#inner.setDraft(id, draft);
  }
  getDraft(id: string) {
    return this.#inner.getDraft(id);
  }
  dismissRefused(serverId: string) {
    return this.#inner.dismissRefused(serverId);
  }
  subscribe = (listener: () => void) => this.#inner.subscribe(listener);
  getSnapshot = () => this.#inner.getSnapshot();
}

describe('a store object of the host’s own', () => {
  it('answers a lone request through the store itself, and says so', async () => {
    const user = userEvent.setup();
    const store = new LoggingStore();
    const answer = store.elicit(simpleTextRequest.params, { server });
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await user.type(await screen.findByRole('textbox', { name: /name/i }), 'octocat');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    expect(store.log).toEqual(['respond accept']);
    await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toContain('Sent to GitHub'));
  });

  it('sends and cancels a round through the store itself', async () => {
    const user = userEvent.setup();
    const store = new LoggingStore();
    const answers = [store.elicit(simpleTextRequest.params, { server, roundId: 'r' }), store.elicit(structuredRequest.params, { server, roundId: 'r' })];
    render(<ElicitationOutlet store={store} presentation="inline" />);
    const boxes = await screen.findAllByRole('textbox', { name: /name/i });
    for (const box of boxes) await user.type(box, 'Ada');
    const email = screen.queryByRole('textbox', { name: /email/i });
    if (email) await user.type(email, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(store.log).toContain('sendRound'));
    const results = await Promise.all(answers);
    expect(results.map((r) => r.action)).toEqual(['accept', 'accept']);

    const more = [store.elicit(simpleTextRequest.params, { server, roundId: 'r2' }), store.elicit(structuredRequest.params, { server, roundId: 'r2' })];
    const list = await screen.findByRole('list');
    await user.click(within(list.parentElement!).getByRole('button', { name: 'Cancel all' }));
    await expect(Promise.all(more)).resolves.toEqual([{ action: 'cancel' }, { action: 'cancel' }]);
    expect(store.log.at(-1)).toBe('cancelRound');
  });
});
