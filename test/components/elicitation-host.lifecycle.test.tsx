import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationHost, ElicitationOutlet, createElicitationStore, type ElicitResult } from '../../src/index';
import { simpleTextRequest, urlRequest } from '../fixtures/spec-examples';
import { shownOnly } from '../fixtures/live-region';

const server = { id: 'github', name: 'GitHub', url: 'https://mcp.github.example/mcp' };
const dateTimeRequest = {
  mode: 'form',
  message: 'When shall we meet?',
  requestedSchema: { type: 'object', properties: { at: { type: 'string', title: 'Meeting', format: 'date-time' } } },
};
/** A label that throws when drawn: stands in for any bug in one request's display. */
const throwingLabels = {
  schemaForm: {
    timeZone: () => {
      throw new Error('boom');
    },
  },
};

describe('ElicitationHost on its own (it owns the lifecycle)', () => {
  it('keeps what the user typed when the parent re-renders with a new but equal request literal', async () => {
    const user = userEvent.setup();
    function Parent() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Re-render {count}
          </button>
          {/* a new object on every render, as hosts often write it */}
          <ElicitationHost request={{ ...simpleTextRequest.params }} server={server} presentation="inline" onResult={vi.fn()} />
        </>
      );
    }
    render(<Parent />);
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'octo');
    await user.click(screen.getByRole('button', { name: /Re-render/ }));
    await user.click(screen.getByRole('button', { name: /Re-render/ }));
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('octo');
  });

  it('one answer per request, even when Decline and Escape land in the same moment: the store\'s transition is the only guard', async () => {
    const onResult = vi.fn();
    render(<ElicitationHost request={simpleTextRequest.params} server={server} presentation="inline" onResult={onResult} />);
    const decline = screen.getByRole('button', { name: 'Decline' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    // Both in one task, before React re-renders: the view has no guard of its own.
    act(() => {
      decline.click();
      cancel.click();
    });
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]?.[0]).toEqual({ action: 'decline' });
  });

  it('starts afresh when the request content really changes', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const { rerender } = render(<ElicitationHost request={simpleTextRequest.params} server={server} presentation="inline" onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    rerender(<ElicitationHost request={{ ...simpleTextRequest.params, message: 'Another question' }} server={server} presentation="inline" onResult={onResult} />);
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledTimes(2);
  });

  it('after the answer shows what was sent, locked, with no live-looking buttons; Dismiss closes it', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(r: ElicitResult) => void>();
    const onDismiss = vi.fn();
    render(<ElicitationHost request={simpleTextRequest.params} server={server} presentation="inline" onResult={onResult} onDismiss={onDismiss} />);
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'octocat');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledOnce());
    const group = screen.getByRole('group');
    expect(group).toHaveAttribute('data-state', 'answered');
    expect(within(group).getByText('Sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveValue('octocat');
    expect(screen.getByRole('textbox', { name: /name/i })).toHaveAttribute('readonly');
    const enabled = screen.getAllByRole('button').filter((b) => !(b as HTMLButtonElement).disabled);
    expect(enabled.map((b) => b.textContent)).toEqual(['Dismiss']);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(onResult).toHaveBeenCalledOnce();
  });

  it('Escape on an answered dialog closes it: a standalone modal never traps the user', async () => {
    const user = userEvent.setup();
    render(<ElicitationHost request={simpleTextRequest.params} server={server} onResult={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('You declined. No answers were sent; the server was told you declined.', shownOnly)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a request whose display throws is declined with a notice; the page keeps working', async () => {
    const onResult = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <ElicitationHost request={dateTimeRequest} server={server} presentation="inline" labels={throwingLabels} onResult={onResult} />
        <button type="button">Host page</button>
      </>,
    );
    expect(await screen.findByText('This request could not be shown. It was declined.')).toBeInTheDocument();
    expect(onResult).toHaveBeenCalledWith({ action: 'decline' }, { automatic: true, reason: { code: 'render-error' } });
    expect(screen.getByRole('button', { name: 'Host page' })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('ElicitationHost inside ElicitationOutlet (the store owns the lifecycle)', () => {
  it('one request failing to render is declined; the other requests keep working', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createElicitationStore();
    const broken = store.elicit(dateTimeRequest, { server });
    const fine = store.elicit(simpleTextRequest.params, { server });
    render(<ElicitationOutlet store={store} presentation="inline" labels={throwingLabels} />);
    await expect(broken).resolves.toEqual({ action: 'decline' });
    expect(await screen.findByText('This request could not be shown. It was declined.', shownOnly)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /name/i }), 'octocat');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(fine).resolves.toEqual({ action: 'accept', content: { name: 'octocat' } });
    error.mockRestore();
  });

  it('an unsupported mode inside a round says why and offers no "Change" that re-declines', async () => {
    const store = createElicitationStore({ modes: ['form'] });
    const refused = store.elicit(urlRequest.params, { server, key: 'connect', roundId: 'r' });
    void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
    render(<ElicitationOutlet store={store} presentation="inline" />);
    await expect(refused).resolves.toEqual({ action: 'decline' });
    const [first] = screen.getAllByRole('listitem');
    // Not an alert inside the outlet: the outlet's live region says it once.
    expect(within(first!).getByRole('note')).toHaveTextContent(/does not support \(“url”\)/);
    expect(within(first!).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });
});
