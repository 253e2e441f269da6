import { useRef, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as tldts from 'tldts';
import { ElicitationOutlet, ElicitationProvider, createElicitationStore } from '../../src/index';
import { createUrlAnalyzer } from '../../src/core';
import { simpleTextRequest, urlRequest } from '../fixtures/spec-examples';

const server = { id: 'github', name: 'GitHub', url: 'https://mcp.github.example/mcp' };
const analyzer = createUrlAnalyzer(tldts);

describe('ElicitationOutlet renders the store’s lifecycle', () => {
  it('an opened URL inside a round stays "waiting" after Send all and after a remount, never a fresh consent', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const store = createElicitationStore();
    void store.elicit(urlRequest.params, { server, key: 'connect', roundId: 'r' });
    void store.elicit(simpleTextRequest.params, { server, key: 'login', roundId: 'r' });
    const view = render(
      <ElicitationProvider analyzer={analyzer}>
        <ElicitationOutlet store={store} presentation="inline" />
      </ElicitationProvider>,
    );
    // The round's own items (the URL dialog has a list of warnings too).
    const [connect, login] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('mcpe-Round-item'));
    await user.click(within(connect!).getByRole('button', { name: 'Open' }));
    await user.click(within(login!).getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Send all' }));
    expect(open).toHaveBeenCalledOnce();
    const waiting = () => screen.getByRole('heading', { name: /^Waiting for you to finish on/ });
    expect(waiting()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    view.unmount(); // e.g. the host switches presentation
    render(<ElicitationOutlet store={store} presentation="inline" />);
    expect(waiting()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    expect(store.getSnapshot().rounds).toEqual([]);
    open.mockRestore();
  });

  it('as a dialog, a notice or an expired request never hides the request that needs an answer', () => {
    const store = createElicitationStore();
    const controller = new AbortController();
    void store.elicit(simpleTextRequest.params, { server, signal: controller.signal });
    store.setDraft(store.getSnapshot().rounds[0]!.requests[0]!.id, { name: 'kept' });
    controller.abort();
    void store.elicit({ mode: 'hologram', message: 'm' }, { server });
    store.refuse(store.getSnapshot().rounds[1]!.requests[0]!.id, { code: 'unsupported-mode', mode: 'hologram' });
    void store.elicit({ ...simpleTextRequest.params, message: 'The one to answer' }, { server });
    render(<ElicitationOutlet store={store} presentation="dialog" />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('The one to answer')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('returns focus to returnFocusRef when the opener is disabled while its call runs', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    function Host() {
      const [busy, setBusy] = useState(false);
      const heading = useRef<HTMLHeadingElement>(null);
      return (
        <>
          <h2 ref={heading} tabIndex={-1}>
            Activity
          </h2>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void store.elicit(simpleTextRequest.params, { server });
            }}
          >
            Run
          </button>
          <ElicitationOutlet store={store} presentation="dialog" returnFocusRef={heading} />
        </>
      );
    }
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Activity' })).toHaveFocus();
  });
});
