/**
 * The outlet's live region says what this user did, only in the outlet where they did it,
 * and does not keep a finished request's words once nothing waits
 * (src/components/elicitation-outlet/announcements.ts, internal/use-announcer.ts).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, zhCN } from '../../src/index';
import { CLEAR_AFTER_MS } from '../../src/components/internal/use-announcer';
import { simpleTextRequest, structuredRequest } from '../fixtures/spec-examples';
import { outletSays, shownOnly } from '../fixtures/live-region';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

describe('the outlet\'s live region', () => {
  it('after Decline says it was declined, not "Sent to"', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    const answer = store.elicit(simpleTextRequest.params, { server });
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
    expect(outletSays()).toBe('You declined. No answers were sent; the server was told you declined.');
  });

  it('after a round\'s Cancel all says it was cancelled', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server, key: 'a', roundId: 'r' });
    void store.elicit(structuredRequest.params, { server, key: 'b', roundId: 'r' });
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    await waitFor(() => expect(outletSays()).toBe('You cancelled. No answers were sent; the server was told you cancelled.'));
  });

  // Every cancel path says what went: no answers, and the cancel itself (the server is told),
  // whether nothing was typed (the request goes) or typing is kept to copy.
  it.each([
    ['English', undefined, 'You cancelled. No answers were sent; the server was told you cancelled.', 'Cancel', /name/],
    ['Chinese', zhCN, '你已取消。没有发送任何回答；已告知服务器你已取消。', '取消', /name/],
  ])('after Cancel, bare or with typing kept, says the true words of a cancel (%s)', async (_, labels, words, cancel, field) => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    const bare = store.elicit(simpleTextRequest.params, { server, key: 'bare' });
    render(<ElicitationOutlet store={store} presentation="inline" labels={labels} />);
    await user.click(screen.getByRole('button', { name: cancel }));
    await expect(bare).resolves.toEqual({ action: 'cancel' });
    await waitFor(() => expect(outletSays()).toBe(words));
    const typed = store.elicit(simpleTextRequest.params, { server, key: 'typed' });
    await user.type(await screen.findByRole('textbox', { name: field }), 'octocat');
    await user.click(screen.getByRole('button', { name: cancel }));
    await expect(typed).resolves.toEqual({ action: 'cancel' });
    // Kept, with its words in view beside Copy answers, and said once.
    expect(screen.getByText(words, shownOnly)).toBeInTheDocument();
    await waitFor(() => expect(outletSays()).toBe(words));
  });

  it('says "Sent to" only in the outlet that sent it; another view of the same requests says nothing', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    void store.elicit(simpleTextRequest.params, { server });
    render(
      <>
        <section aria-label="this tab">
          <ElicitationOutlet store={store} presentation="inline" />
        </section>
        <section aria-label="another tab">
          <ElicitationOutlet store={store} presentation="inline" />
        </section>
      </>,
    );
    const [here, there] = [screen.getByRole('region', { name: 'this tab' }), screen.getByRole('region', { name: 'another tab' })];
    await user.type(within(here).getByRole('textbox', { name: /name/ }), 'octocat');
    await user.click(within(here).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(outletSays(here)).toBe('Sent to Travel agent'));
    expect(outletSays(there)).toBe('');
  });

  it('empties once nothing waits, so a finished request\'s words are not left behind', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} presentation="inline" />);
    act(() => void store.elicit(simpleTextRequest.params, { server }));
    expect(outletSays()).toMatch(/^Travel agent asks: /);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    act(() => store.finishCall({ serverId: server.id }));
    expect(outletSays()).toBe('You declined. No answers were sent; the server was told you declined.');
    await waitFor(() => expect(outletSays()).toBe(''), { timeout: CLEAR_AFTER_MS + 3_000 });
  });

  it('keeps an arrival\'s words while the request still waits', async () => {
    const store = createElicitationStore();
    render(<ElicitationOutlet store={store} presentation="inline" />);
    act(() => void store.elicit(simpleTextRequest.params, { server }));
    await new Promise((resolve) => setTimeout(resolve, CLEAR_AFTER_MS + 500));
    expect(outletSays()).toMatch(/^Travel agent asks: /);
  });
});
