/**
 * A request's mode is judged once, by the store that holds it (createElicitationStore's
 * `modes`): the views show what the store decided and never refuse a request themselves.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationOutlet, ElicitationProvider, createElicitationStore } from '../../src/index';
import { urlRequest } from '../fixtures/spec-examples';

const server = { id: 'gh', name: 'GitHub' };

describe('modes are judged once, by the store', () => {
  it('an outlet shows a URL request its store offers, whatever a provider around it says; no view refuses it', async () => {
    const store = createElicitationStore();
    const refuse = vi.spyOn(store, 'refuse');
    void store.elicit(urlRequest.params, { server });
    render(
      <ElicitationProvider modes={['form']}>
        <ElicitationOutlet store={store} presentation="inline" />
      </ElicitationProvider>,
    );
    expect(await screen.findByRole('button', { name: /open/i })).toBeInTheDocument();
    expect(refuse).not.toHaveBeenCalled();
    expect(store.getSnapshot().rounds[0]!.requests[0]!.status).toBe('pending');
  });

  it('a store that does not offer a mode refuses on arrival, with the reason the notice words', async () => {
    const store = createElicitationStore({ modes: ['form'] });
    const refuse = vi.spyOn(store, 'refuse');
    const answer = store.elicit(urlRequest.params, { server });
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(screen.getByText(/does not support \(“url”\)/)).toBeInTheDocument();
    expect(store.getSnapshot().rounds[0]!.requests[0]).toMatchObject({ status: 'refused', reason: { code: 'unsupported-mode', mode: 'url' } });
    expect(refuse).not.toHaveBeenCalled();
  });
});
