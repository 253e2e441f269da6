/**
 * As a dialog, the outlet makes a round modal only once it has waited for an answer there:
 * a leftover that needs no answer (expired inline, then the presentation switched; expired
 * before the outlet mounted) is drawn inline, so it never blocks the page
 * (src/components/elicitation-outlet/elicitation-outlet.tsx, useModalRounds).
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore } from '../../src/index';
import { simpleTextRequest } from '../fixtures/spec-examples';
import { shownOnly } from '../fixtures/live-region';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

/** A store holding one request whose call was abandoned (expired). */
async function expiredRequest() {
  const store = createElicitationStore();
  const controller = new AbortController();
  const answer = store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
  return { store, answer, expire: () => controller.abort() };
}

describe('the outlet as a dialog, with a leftover that needs no answer', () => {
  it('an inline request that expired stays inline when the presentation switches to dialog', async () => {
    const { store, expire } = await expiredRequest();
    const view = render(<ElicitationOutlet store={store} presentation="inline" />);
    await act(async () => expire());
    expect(screen.getByText(/— your answers were not (sent|taken)/, shownOnly)).toBeInTheDocument();
    view.rerender(<ElicitationOutlet store={store} presentation="dialog" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/— your answers were not (sent|taken)/, shownOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('an expired request drawn again (after a reload) is not a modal', async () => {
    const { store, expire } = await expiredRequest();
    await act(async () => expire());
    render(<ElicitationOutlet store={store} presentation="dialog" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('a modal that was waiting stays a modal to say it expired, until dismissed', async () => {
    const { store, expire } = await expiredRequest();
    render(<ElicitationOutlet store={store} presentation="dialog" />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => expire());
    expect(screen.getByRole('dialog')).toHaveTextContent(/— your answers were not (sent|taken)/);
  });
});
