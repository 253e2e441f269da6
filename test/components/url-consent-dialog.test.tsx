import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as tldts from 'tldts';
import { useState, useSyncExternalStore } from 'react';
import { UrlConsentDialog, createElicitationStore, zhCN, type ElicitResult, type UrlConsentDialogProps } from '../../src/index';
import { createUrlAnalyzer } from '../../src/core';
import { urlExample } from '../fixtures/urls';

const analyzer = createUrlAnalyzer(tldts);
const server = { name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };

type Handlers = Pick<UrlConsentDialogProps, 'onAccept' | 'onDecline' | 'onCancel'> & { onDismiss: () => void };

/**
 * The dialog keeps no state of its own: its owner, a real request store here as in
 * ElicitationHost, moves it. Each answer goes to the spy and to the store.
 */
function Owned({ handlers, ...props }: Partial<UrlConsentDialogProps> & { handlers: Handlers }) {
  const [store] = useState(() => {
    const created = createElicitationStore({ keepAnswered: true });
    void created.elicit({ mode: 'url', message: 'Sign in', url: props.url ?? urlExample.ordinary, elicitationId: 'e1' }, { server: { ...server, id: 'gh' } });
    return created;
  });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const request = snapshot.rounds[0]?.requests[0];
  if (!request) return null;
  const answer = (handler: () => void, result: ElicitResult) => () => {
    handler();
    store.respond(request.id, result);
  };
  return (
    <UrlConsentDialog
      url={urlExample.ordinary}
      message="Sign in to GitHub to continue."
      server={server}
      analyzer={analyzer}
      {...props}
      status={request.status}
      answer={'answer' in request ? request.answer : undefined}
      onAccept={answer(handlers.onAccept, { action: 'accept' })}
      onDecline={answer(handlers.onDecline, { action: 'decline' })}
      onCancel={answer(handlers.onCancel, { action: 'cancel' })}
      onDismiss={() => {
        handlers.onDismiss();
        store.dismiss(request.id);
      }}
    />
  );
}

function setup(props: Partial<UrlConsentDialogProps> = {}) {
  const handlers = { onAccept: vi.fn(), onDecline: vi.fn(), onCancel: vi.fn(), onDismiss: vi.fn() };
  const user = userEvent.setup();
  // A given status renders the dialog bare (as its owner would); otherwise a store owns it.
  const view = render(
    props.status !== undefined ? (
      <UrlConsentDialog url={urlExample.ordinary} message="Sign in to GitHub to continue." server={server} analyzer={analyzer} {...handlers} {...props} />
    ) : (
      <Owned handlers={handlers} {...props} />
    ),
  );
  const calls = () => [handlers.onAccept, handlers.onDecline, handlers.onCancel].map((fn) => fn.mock.calls.length);
  return { ...handlers, user, view, calls };
}

let open: MockInstance<typeof window.open>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

describe('UrlConsentDialog', () => {
  describe('given a URL request before the Public Suffix List is loaded', () => {
    it('shows a brief checking state with Open disabled, then the analysis', async () => {
      render(<UrlConsentDialog url={urlExample.deepSubdomain} server={server} onAccept={vi.fn()} onDecline={vi.fn()} onCancel={vi.fn()} />);
      expect(screen.getByText('Checking the address…')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
      expect(await screen.findByText('evil.example', { selector: 'mark' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled();
    });
  });

  describe('given an ordinary URL', () => {
    it('names the server first, shows the message as text and the full URL with the domain highlighted', () => {
      const { view } = setup();
      // Named with the server first, like a form request's dialog.
      const dialog = screen.getByRole('dialog', { name: /^Request from\s*GitHub tools.*Open a website\?$/ });
      expect(within(dialog).getByText('GitHub tools')).toBeInTheDocument();
      // The badge precedes the title, the message and the URL in document (and reading) order.
      const badge = within(dialog).getByText('GitHub tools');
      const later = [
        within(dialog).getByRole('heading', { name: 'Open a website?' }),
        within(dialog).getByText('Sign in to GitHub to continue.'),
        view.container.ownerDocument.querySelector('.mcpe-UrlConsent-href'),
      ];
      for (const element of later) {
        expect(element).not.toBeNull();
        expect(badge.compareDocumentPosition(element!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
      const href = view.container.ownerDocument.querySelector('.mcpe-UrlConsent-href');
      expect(href?.textContent).toBe(urlExample.ordinary);
      expect(screen.getByText('github.com', { selector: 'mark' })).toBeInTheDocument();
      expect(screen.getByText('github.com', { selector: 'strong' })).toBeInTheDocument();
      // Nothing the browser could fetch or preview before consent.
      expect(dialog.querySelector('a, img, iframe, link, object, embed')).toBeNull();
      expect(screen.queryByRole('list')).toBeNull();
    });

    it('starts with focus on Cancel, the least risky control', () => {
      setup();
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    });

    it('references only mounted elements from aria-describedby', () => {
      setup({ url: urlExample.userinfo });
      const ids = screen.getByRole('dialog').getAttribute('aria-describedby')?.split(' ') ?? [];
      expect(ids.length).toBe(3);
      for (const id of ids) expect(document.getElementById(id)).not.toBeNull();
    });

    it('opens only on the click, with the exact URL and noopener,noreferrer, and accepts once', async () => {
      const { user, onAccept, calls } = setup();
      expect(open).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(open).toHaveBeenCalledExactlyOnceWith(urlExample.ordinary, '_blank', 'noopener,noreferrer');
      expect(onAccept).toHaveBeenCalledWith();
      expect(calls()).toEqual([1, 0, 0]);
    });

    it('declines exactly once, then says so and offers only Dismiss', async () => {
      const { user, calls, onDismiss } = setup();
      await user.dblClick(screen.getByRole('button', { name: 'Decline' }));
      expect(calls()).toEqual([0, 1, 0]);
      expect(open).not.toHaveBeenCalled();
      expect(screen.getByText('You declined. Nothing was opened.')).toBeInTheDocument();
      // Dismiss, and the modal's close control (named by aria-label) that closes it too.
      expect(screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Dismiss', 'Minimise', 'Close']);
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(onDismiss).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('cancels exactly once from Escape; a second Escape closes it', async () => {
      const { user, calls, onDismiss } = setup();
      await user.keyboard('{Escape}');
      expect(calls()).toEqual([0, 0, 1]);
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(screen.getByText('You cancelled. Nothing was opened.')).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(calls()).toEqual([0, 0, 1]);
      expect(onDismiss).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not restore a closed state by itself: the host decides (dialog stays open on Escape)', async () => {
      const { user, onCancel } = setup();
      await user.keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledOnce();
      expect(screen.getByRole('dialog')).toHaveAttribute('open');
    });

    it('returns focus to where it was when it closes', () => {
      const outside = document.createElement('button');
      document.body.append(outside);
      outside.focus();
      const { view } = setup();
      expect(outside).not.toHaveFocus();
      view.unmount();
      expect(outside).toHaveFocus();
      outside.remove();
    });
  });

  describe('after Open', () => {
    it('waits: the title says what is happening, three actions, no popup hint unless asked', async () => {
      const { user, onAccept, onDismiss, calls } = setup();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      // Isolated host (FSI…PDI) inside the title: compare what is read.
      const title = screen.getByRole('heading', { level: 2 });
      expect(title.textContent!.replace(/[\u2066-\u2069]/g, '')).toBe('Waiting for you to finish on github.com');
      expect(screen.getByRole('dialog')).toHaveAccessibleName(new RegExp(`^Request from\\s*GitHub tools.* ${title.textContent!}$`));
      expect(title).toHaveFocus();
      // Said once: no second "waiting" sentence in the body.
      expect(screen.getAllByText(/waiting for you/i)).toHaveLength(1);
      const actions = document.querySelector('.mcpe-UrlConsent-actions')!;
      expect(within(actions as HTMLElement).getAllByRole('button').map((b) => b.textContent)).toEqual(['Stop waiting', 'Copy address', 'Open again']);
      // The blocked-popup hint only when asked: browsers do not report it (open-url.ts).
      expect(screen.queryByText(/may have blocked/)).toBeNull();
      const ask = screen.getByRole('button', { name: 'No window?' });
      expect(ask).toHaveAttribute('aria-expanded', 'false');
      await user.click(ask);
      expect(ask).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(/Your browser may have blocked the new window/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Open again' }));
      expect(open).toHaveBeenCalledTimes(2);
      expect(onAccept).toHaveBeenCalledOnce();
      await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
      expect(onDismiss).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls()).toEqual([1, 0, 0]);
    });

    it('Escape while waiting stops waiting: the dialog never traps the user', async () => {
      const { user, onDismiss } = setup();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.keyboard('{Escape}');
      expect(onDismiss).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('copies the exact URL', async () => {
      const { user } = setup();
      const writeText = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.click(screen.getByRole('button', { name: 'Copy address' }));
      expect(writeText).toHaveBeenCalledWith(urlExample.ordinary);
      expect(await screen.findByText('Copied')).toBeInTheDocument();
    });
  });

  describe('given the same URL again in a later round', () => {
    it('says it is still waiting in the title, once, and can answer without opening again', async () => {
      const { user, onAccept } = setup({ previouslyOpened: true });
      const title = screen.getByRole('heading', { level: 2 });
      expect(title.textContent!.replace(/[\u2066-\u2069]/g, '')).toBe('Still waiting for you to finish on github.com');
      expect(screen.getAllByText(/still waiting/i)).toHaveLength(1);
      // Three actions, in the one order (README "Buttons: order, Enter and Escape"): both
      // ways to say no (the spec wants both offered), then the answer that moves on.
      const actions = document.querySelector('.mcpe-UrlConsent-actions') as HTMLElement;
      expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancel', 'Decline', 'I’ve finished']);
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      // Opening again and copying are for a user without the window: behind "No window?".
      expect(screen.queryByText(/may have blocked/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Open again' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'No window?' }));
      expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Open again' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'I’ve finished' }));
      expect(onAccept).toHaveBeenCalledOnce();
      expect(open).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'waiting');
      expect(screen.getByRole('button', { name: 'Stop waiting' })).toBeEnabled();
    });
  });

  describe('asked again after "I’ve finished" (checkedAt)', () => {
    it.each([
      ['English', undefined, 'The server says it is still waiting for you to finish on github.com.'],
      ['Chinese', zhCN, '服务器表示仍在等待你在 github.com 完成操作。'],
    ] as const)('%s: says the server still waits, and focus is on "I’ve finished", described by it', (_, labels, words) => {
      const finished = labels?.url?.finished ?? 'I’ve finished';
      setup({ previouslyOpened: true, checkedAt: Date.now(), status: 'pending', ...(labels && { labels }) });
      const note = screen.getByText((_, element) => element?.classList.contains('mcpe-UrlConsent-serverWaiting') === true);
      expect(note.textContent!.replace(/[\u2066-\u2069]/g, '')).toBe(words);
      const button = screen.getByRole('button', { name: finished });
      expect(button).toHaveFocus();
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    });

    it('says nothing of it on the first time the page is asked for again (after Open)', () => {
      setup({ previouslyOpened: true, status: 'pending' });
      expect(document.querySelector('.mcpe-UrlConsent-serverWaiting')).toBeNull();
      expect(screen.getByRole('button', { name: 'I’ve finished' })).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('controlled by its owner (a store)', () => {
    it('renders the status it is given: an opened URL stays "waiting" after a remount, never a fresh consent', () => {
      const { onAccept } = setup({ status: 'waiting', answer: { action: 'accept' } });
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'waiting');
      expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
      expect(onAccept).not.toHaveBeenCalled();
    });

    it('calls the owner and leaves the status to it: it keeps no state of its own', async () => {
      const { user, onDecline } = setup({ status: 'pending' });
      await user.click(screen.getByRole('button', { name: 'Decline' }));
      expect(onDecline).toHaveBeenCalledOnce();
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open'); // the owner did not move it
    });

    it('while the answer is on its way (sending), every action is locked and nothing opens', async () => {
      const { user, calls } = setup({ status: 'pending', sending: true });
      expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
      for (const name of ['Cancel', 'Decline']) expect(screen.getByRole('button', { name })).toBeDisabled();
      await user.keyboard('{Escape}');
      expect(open).not.toHaveBeenCalled();
      expect(calls()).toEqual([0, 0, 0]);
    });

    it('when expired, cannot open anything and offers Dismiss (Escape too)', async () => {
      const { user, onDismiss, calls } = setup({ status: 'expired' });
      expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'expired');
      expect(screen.getByText('Closed — this link can no longer be opened from here.')).toBeInTheDocument();
      // Dismiss, and the modal's close control (named by aria-label) that closes it too.
      expect(screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Dismiss', 'Minimise', 'Close']);
      await user.keyboard('{Escape}');
      expect(onDismiss).toHaveBeenCalledOnce();
      expect(open).not.toHaveBeenCalled();
      expect(calls()).toEqual([0, 0, 0]);
    });

    it('no status renders a dialog whose buttons are all disabled', () => {
      const cases = [
        { status: 'pending' },
        { status: 'staged', answer: { action: 'decline' } },
        { status: 'waiting', answer: { action: 'accept' } },
        { status: 'answered', answer: { action: 'decline' } },
        { status: 'answered', answer: { action: 'cancel' } },
        { status: 'expired' },
      ] as const;
      for (const given of cases) {
        const { view } = setup(given);
        const buttons = screen.getAllByRole('button');
        expect(buttons.some((b) => !(b as HTMLButtonElement).disabled), JSON.stringify(given)).toBe(true);
        view.unmount();
      }
    });
  });

  describe('given a suspicious URL', () => {
    it('shows every warning in plain language', () => {
      setup({ url: urlExample.userinfo, serverUrl: 'https://mcp.github.com/' });
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => item.dataset.code)).toEqual(['userinfo', 'unlisted-suffix', 'different-site']);
      // Server text inside the sentence is bidi-isolated (FSI…PDI); compare what is read.
      // Its severity in words first (visually hidden: the edge colour shows it).
      expect(items[0]!.textContent!.replace(/[\u2066-\u2069]/g, '')).toBe(
        'Danger: Ignore “paypal.com” before the “@”: browsers skip it. This really opens evil.example.',
      );
      expect(items[1]!.textContent).toMatch(/^Caution: /);
      expect(screen.getByText('evil.example', { selector: 'mark' })).toBeInTheDocument();
    });

    it('names a homograph by its xn-- form, not the look-alike', () => {
      setup({ url: urlExample.mixedScripts });
      expect(screen.getByText('xn--pple-43d.com', { selector: 'strong' })).toBeInTheDocument();
    });
  });

  describe.each([
    ['a javascript: URL', urlExample.blocked],
    ['an unparsable URL', urlExample.unparsable],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ])('given %s', (_name, url) => {
    it('cannot be opened', async () => {
      const { user, calls } = setup({ url });
      const openButton = screen.getByRole('button', { name: 'Open' });
      expect(openButton).toBeDisabled();
      await user.click(openButton);
      expect(open).not.toHaveBeenCalled();
      expect(calls()).toEqual([0, 0, 0]);
      expect(screen.getByText('This address cannot be opened.')).toBeInTheDocument();
      expect(screen.getByText(url.trim(), { selector: '.mcpe-UrlConsent-href', normalizer: (s) => s })).toBeInTheDocument();
    });
  });

  it('renders hostile server text as text', () => {
    const message = '<img src=x onerror="window.pwned=1"><a href="https://evil.example">click</a>';
    setup({ message });
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(document.querySelector('img, a')).toBeNull();
  });

  it('renders inline as a labelled group that does not take focus', async () => {
    const { onCancel } = setup({ presentation: 'inline' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('group', { name: /^Request from\s*GitHub tools.*Open a website\?$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveFocus();
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
