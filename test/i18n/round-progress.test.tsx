/**
 * A round's count, in each language, through every way a question ends: declined reads as
 * declined (never as answered), expired as not sent (never as sent: what was typed in it
 * never went), and the round once sent says which of its questions went.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, defaultLabels, zhCN } from '../../src/index';
import { simpleTextRequest } from '../fixtures/spec-examples';

const server = { id: 'travel', name: 'Travel agent', url: 'https://mcp.example.com/mcp' };
const items = () => screen.getAllByRole('listitem').filter((item) => item.classList.contains('mcpe-Round-item'));

describe.each([
  ['English', defaultLabels, ['0 of 3 answered · nothing sent yet', '0 of 3 answered · 1 declined · nothing sent yet', '1 of 3 answered · 1 declined · nothing sent yet', '1 of 3 answered · 1 declined · 1 not sent', '2 of 3 sent · 1 declined · 1 not sent']],
  ['Chinese', zhCN, ['已回答 0/3 · 尚未发送', '已回答 0/3 · 1 个已拒绝 · 尚未发送', '已回答 1/3 · 1 个已拒绝 · 尚未发送', '已回答 1/3 · 1 个已拒绝 · 1 个未发送', '已发送 2/3 · 1 个已拒绝 · 1 个未发送']],
] as const)('a round of three in %s', (_, labels, [start, declined, answered, skipped, sent]) => {
  it('counts answered, declined and not sent apart, before and after Send all', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore({ keepAnswered: true });
    const call = new AbortController();
    for (const key of ['a', 'b']) void store.elicit(simpleTextRequest.params, { server, key, roundId: 'r' });
    void store.elicit(simpleTextRequest.params, { server, key: 'c', roundId: 'r', signal: call.signal });
    render(<ElicitationOutlet store={store} presentation="inline" labels={labels} />);
    const progress = await screen.findByText(start);
    // Answering validates first (the validator loads on demand): each step is awaited.
    await user.click(within(items()[0]!).getByRole('button', { name: labels.schemaForm.decline }));
    await waitFor(() => expect(progress).toHaveTextContent(declined));
    await user.type(within(items()[1]!).getByRole('textbox'), 'octocat{Enter}');
    await waitFor(() => expect(progress).toHaveTextContent(answered));
    act(() => call.abort()); // the third question's call is abandoned: it expires unanswered
    await waitFor(() => expect(progress).toHaveTextContent(skipped));
    await user.click(screen.getByRole('button', { name: labels.host.sendAll }));
    await waitFor(() => expect(progress).toHaveTextContent(sent));
  });
});
