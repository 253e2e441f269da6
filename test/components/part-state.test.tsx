import { readFileSync } from 'node:fs';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, UrlConsentDialog, createElicitationStore, preloadElicitationUi, type ElicitationStore, type ElicitResult } from '../../src/index';
import { PART_STATES } from '../../src/components/internal/part-state';
import type { RequestStatus } from '../../src/store/lifecycle';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';

// `data-state` is public API for theming (docs/guides/theming.md): one vocabulary on every part.
const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
const noop = () => {};

/** Every `data-state` on the page is a word of the vocabulary; returns the one on `root`. */
function stateOf(root: Element | null) {
  for (const element of document.querySelectorAll('[data-state]')) expect(PART_STATES).toContain(element.getAttribute('data-state'));
  expect(root).not.toBeNull();
  return { state: root!.getAttribute('data-state'), answer: root!.getAttribute('data-answer') };
}

const request = () => document.querySelector('.mcpe-ElicitationHost');
const id = (store: ElicitationStore, index = 0) => store.getSnapshot().rounds.flatMap((round) => round.requests)[index]!.id;

describe('data-state: one vocabulary on every part', () => {
  describe('UrlConsentDialog, in each status its owner gives it', () => {
    const cases: [RequestStatus, ElicitResult | undefined, string, string | null][] = [
      ['pending', undefined, 'open', null],
      ['staged', undefined, 'open', null],
      ['waiting', { action: 'accept' }, 'waiting', 'accept'],
      ['answered', { action: 'decline' }, 'answered', 'decline'],
      ['answered', { action: 'cancel' }, 'answered', 'cancel'],
      ['refused', { action: 'decline' }, 'refused', 'decline'],
      ['expired', undefined, 'expired', null],
    ];
    it.each(cases)('%s (%j): data-state="%s", data-answer=%s', (status, answer, state, answered) => {
      render(<UrlConsentDialog url={urlRequest.params.url} server={server} status={status} answer={answer} onAccept={noop} onDecline={noop} onCancel={noop} presentation="inline" />);
      expect(stateOf(document.querySelector('.mcpe-UrlConsent'))).toEqual({ state, answer: answered });
    });
  });

  describe('a request in ElicitationOutlet, through the store as it moves', () => {
    async function outlet(params: unknown, options: { roundId?: string; signal?: AbortSignal } = {}) {
      await preloadElicitationUi();
      const store = createElicitationStore({ keepAnswered: true });
      void store.elicit(params, { server, ...options }).catch(noop);
      render(<ElicitationOutlet store={store} presentation="inline" />);
      await waitFor(() => expect(request()).not.toBeNull());
      return store;
    }

    it('a form: open, then answered with its answer', async () => {
      const store = await outlet(simpleTextRequest.params);
      expect(stateOf(request())).toEqual({ state: 'open', answer: null });
      await act(() => store.respond(id(store), { action: 'decline' }));
      expect(stateOf(request())).toEqual({ state: 'answered', answer: 'decline' });
    });

    it('a form that ended unsent: expired', async () => {
      const controller = new AbortController();
      await outlet(simpleTextRequest.params, { signal: controller.signal });
      act(() => controller.abort({ code: 'stopped' }));
      await waitFor(() => expect(stateOf(request())).toEqual({ state: 'expired', answer: null }));
    });

    it('a request answered automatically: refused', async () => {
      const store = await outlet(simpleTextRequest.params);
      await act(() => store.refuse(id(store), { code: 'render-error' }));
      expect(stateOf(request())).toEqual({ state: 'refused', answer: null });
    });

    it('a URL: open, then waiting once opened', async () => {
      const store = await outlet(urlRequest.params);
      expect(stateOf(request())).toEqual({ state: 'open', answer: null });
      await act(() => store.respond(id(store), { action: 'accept' }));
      expect(stateOf(request())).toEqual({ state: 'waiting', answer: 'accept' });
    });

    it('the notice of requests declined unasked (too many at once from one server): refused', async () => {
      const store = createElicitationStore({ maxPendingPerServer: 1 });
      void store.elicit(simpleTextRequest.params, { server }).catch(noop);
      render(<ElicitationOutlet store={store} presentation="inline" />);
      await act(async () => void (await store.elicit(structuredRequest.params, { server })));
      expect(stateOf(document.querySelector('.mcpe-ElicitationOutlet-refused'))).toEqual({ state: 'refused', answer: null });
    });

    it("a round's items: a staged answer is still open, with its answer", async () => {
      const store = await outlet(simpleTextRequest.params, { roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, roundId: 'r' }).catch(noop);
      await waitFor(() => expect(document.querySelectorAll('.mcpe-Round-item')).toHaveLength(2));
      await act(() => store.respond(id(store), { action: 'decline' }));
      const [staged, pending] = document.querySelectorAll('.mcpe-Round-item');
      expect(stateOf(staged!)).toEqual({ state: 'open', answer: 'decline' });
      expect(staged).toHaveAttribute('data-status', 'staged');
      expect(stateOf(pending!)).toEqual({ state: 'open', answer: null });
    });
  });
});

describe('the stylesheet', () => {
  it('selects states by the vocabulary only, so no rule waits for a word no part says', () => {
    const css = readFileSync('src/theme/styles.css', 'utf8'); // vitest runs from the package root
    const words = (attribute: string) => [...css.matchAll(new RegExp(`\\[${attribute}="([^"]*)"\\]`, 'g'))].map((match) => match[1]);
    expect(words('data-state').length).toBeGreaterThan(0);
    for (const word of words('data-state')) expect(PART_STATES).toContain(word);
    for (const word of words('data-answer')) expect(['accept', 'decline', 'cancel']).toContain(word);
    expect(css).not.toContain('data-action=');
  });
});
