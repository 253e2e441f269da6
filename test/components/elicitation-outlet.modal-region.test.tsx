/**
 * As a modal, the outlet speaks from inside the open dialog: the page around a modal
 * <dialog> is inert, its own live region too (elicitation-outlet.tsx, announcements.ts).
 * What the opening dialog reads itself (its name and description: the request it opens
 * for) is not said again; a request that arrives while another one is modal is.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore } from '../../src/index';
import { simpleTextRequest, structuredRequest } from '../fixtures/spec-examples';
import { OUTLET_LIVE_REGION, outletSays } from '../fixtures/live-region';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
const calendar = { id: 'calendar', name: 'Calendar', url: 'https://calendar.example.com/mcp' };

/** What the status regions inside `dialog` say (their words; empty ones left out). */
const saidInside = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('status')
    .map((region) => (region.textContent ?? '').replace(/\u00a0/g, ' ').trim())
    .filter(Boolean);

describe('the outlet\'s live region while it shows a modal', () => {
  it('is inside the open dialog, empty, and says nothing of the request the dialog opened for', async () => {
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} />);
    act(() => void store.elicit(simpleTextRequest.params, { server }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('textbox', { name: /name/ });
    // The dialog's own description says the message: shown once, not copied into a region.
    expect(within(dialog).getByText(simpleTextRequest.params.message)).toBeVisible();
    expect(screen.getAllByText(new RegExp(simpleTextRequest.params.message))).toHaveLength(1);
    // Present from the dialog's first render (a region inserted already filled is not read).
    expect(within(dialog).getAllByRole('status').length).toBeGreaterThan(0);
    expect(saidInside(dialog)).toEqual([]);
    expect(outletSays()).toBe('');
    expect(document.querySelector(OUTLET_LIVE_REGION)).toHaveTextContent('');
  });

  it('a round that opens as a modal is not announced either', async () => {
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} />);
    act(() => {
      void store.elicit(simpleTextRequest.params, { server, key: 'a', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server, key: 'b', roundId: 'r' });
    });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Send all' });
    expect(saidInside(dialog)).toEqual([]);
    expect(screen.queryByText(/Travel agent asks/)).toBeNull();
  });

  it('says a round\'s "Questions 1 and 2 need attention." from inside the dialog', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'a', roundId: 'r' });
    void store.elicit(structuredRequest.params, { server, key: 'b', roundId: 'r' });
    render(<ElicitationOutlet store={store} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Send all' }));
    await waitFor(() => expect(saidInside(dialog)).toContainEqual(expect.stringMatching(/^Questions 1 and 2 need attention\./)));
  });

  it('says a request that arrives while another one is modal, from inside that modal', async () => {
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server });
    render(<ElicitationOutlet store={store} />);
    const dialog = await screen.findByRole('dialog');
    act(() => void store.elicit(structuredRequest.params, { server: calendar }));
    await waitFor(() => expect(saidInside(dialog)).toEqual([`Calendar asks: ${structuredRequest.params.message}`]));
    expect(outletSays()).toBe(`Calendar asks: ${structuredRequest.params.message}`);
  });

  it('says "Sent to" from inside the modal that stays to show it was sent', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore({ keepAnswered: true });
    void store.elicit(simpleTextRequest.params, { server });
    render(<ElicitationOutlet store={store} />);
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByRole('textbox', { name: /name/ }), 'octocat');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(saidInside(dialog)).toEqual(['Sent to Travel agent']));
  });

  it('says "Sent to" in the next request\'s modal, and not that request\'s own arrival again', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server });
    render(<ElicitationOutlet store={store} />);
    const first = await screen.findByRole('dialog');
    // The second arrives while the first is modal: said there.
    act(() => void store.elicit(structuredRequest.params, { server: calendar }));
    await waitFor(() => expect(saidInside(first)).toEqual([`Calendar asks: ${structuredRequest.params.message}`]));
    await user.type(await within(first).findByRole('textbox', { name: /name/ }), 'octocat');
    await user.click(within(first).getByRole('button', { name: 'Submit' }));
    const next = await screen.findByRole('dialog', { name: /Calendar/ });
    await waitFor(() => expect(saidInside(next)).toEqual(['Sent to Travel agent']));
  });
});
