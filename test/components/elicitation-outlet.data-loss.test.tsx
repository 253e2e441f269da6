/**
 * Nothing the user typed is ever lost (SECURITY.md; answers
 * silently discarded on timeout, stuck or replaced dialogs). Driven through
 * ElicitationOutlet + createElicitationStore, as a host uses them.
 */
import { StrictMode, useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitResult } from '../../src/index';
import { simpleTextRequest, structuredRequest } from '../fixtures/spec-examples';
import { shownOnly } from '../fixtures/live-region';

const github = { id: 'github', name: 'GitHub', url: 'https://mcp.github.example/mcp' };
const other = { id: 'other', name: 'Other', url: 'https://mcp.other.example/mcp' };
const nextTask = () => act(() => new Promise((done) => setTimeout(done, 0)));

function setup(presentation: 'dialog' | 'inline' = 'dialog') {
  const store = createElicitationStore();
  const user = userEvent.setup();
  /** A host page that re-renders on its own (a chat streaming tokens, say). */
  function Page() {
    const [ticks, setTicks] = useState(0);
    return (
      <main>
        <button type="button" onClick={() => setTicks((n) => n + 1)}>Re-render {ticks}</button>
        <ElicitationOutlet store={store} presentation={presentation} className={`tick-${ticks}`} labels={{ host: {} }} />
      </main>
    );
  }
  const view = render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
  return { store, user, view };
}

const nameBox = (scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name: /name/, hidden: true });

describe('ElicitationOutlet keeps the user’s draft', () => {
  it('when a new request arrives (same server, later round, and another server)', async () => {
    const { store, user } = setup();
    await act(async () => void store.elicit(simpleTextRequest.params, { server: github }));
    await user.type(nameBox(), 'half typed');
    await nextTask();
    await act(async () => {
      void store.elicit(structuredRequest.params, { server: github });
      void store.elicit(structuredRequest.params, { server: other });
    });
    expect(nameBox()).toHaveValue('half typed');
    expect(store.getSnapshot().rounds).toHaveLength(3);
  });

  it('when the parent re-renders and when the window is resized', async () => {
    const { store, user } = setup();
    await act(async () => void store.elicit(simpleTextRequest.params, { server: github }));
    await user.type(nameBox(), 'octo');
    await user.click(screen.getByRole('button', { name: /Re-render/, hidden: true }));
    await user.click(screen.getByRole('button', { name: /Re-render/, hidden: true }));
    await act(async () => {
      window.innerWidth = 320;
      window.dispatchEvent(new Event('resize'));
    });
    expect(nameBox()).toHaveValue('octo');
    await user.type(nameBox(), 'cat');
    expect(nameBox()).toHaveValue('octocat');
  });

  it('when switching between the requests of a round (answer one, go back to change it)', async () => {
    const { store, user } = setup('inline');
    await act(async () => {
      void store.elicit(simpleTextRequest.params, { server: github, key: 'login', roundId: 'r' });
      void store.elicit(structuredRequest.params, { server: github, key: 'contact', roundId: 'r' });
    });
    const items = () => screen.getAllByRole('listitem');
    await user.type(nameBox(items()[0]), 'octocat');
    await user.type(nameBox(items()[1]), 'Mona');
    await user.type(nameBox(items()[0]), '{Enter}'); // Enter answers that one question
    await waitFor(() => expect(within(items()[0]!).queryByRole('textbox')).toBeNull());
    // The second request, still open, kept its text; going back restores the first.
    expect(nameBox(items()[1])).toHaveValue('Mona');
    await user.click(within(items()[0]!).getByRole('button', { name: 'Change' }));
    expect(nameBox(items()[0])).toHaveValue('octocat');
    expect(nameBox(items()[1])).toHaveValue('Mona');
  });

  it('when the call is aborted: nothing is sent, the text stays visible and selectable', async () => {
    const { store, user } = setup();
    const controller = new AbortController();
    let answer: Promise<ElicitResult> | undefined;
    await act(async () => void (answer = store.elicit(simpleTextRequest.params, { server: github, signal: controller.signal })));
    await user.type(nameBox(), 'my long answer');
    await act(async () => controller.abort());
    await expect(answer).resolves.toEqual({ action: 'cancel' });
    expect(screen.getByText(/— your answers were not (sent|taken)/, shownOnly)).toBeInTheDocument();
    expect(nameBox()).toHaveValue('my long answer');
    expect(nameBox()).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Submit', hidden: true })).toBeDisabled();
  });

  it('when the call is aborted: the kept copy shows the choices too (radios, checkboxes), not only the text', async () => {
    const { store, user, view } = setup();
    const controller = new AbortController();
    const params = {
      mode: 'form' as const,
      message: 'How should we reach you?',
      requestedSchema: {
        type: 'object' as const,
        properties: {
          contact: { type: 'string' as const, title: 'Preferred contact', enum: ['email', 'phone', 'post'] },
          plan: { type: 'string' as const, title: 'Plan', oneOf: [{ const: 'free', title: 'Free' }, { const: 'pro', title: 'Pro' }], default: 'pro' },
          news: { type: 'boolean' as const, title: 'Newsletter' },
        },
      },
    };
    await act(async () => void store.elicit(params, { server: github, signal: controller.signal }));
    await user.click(screen.getByRole('radio', { name: 'phone' }));
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await act(async () => controller.abort());
    expect(screen.getByText(/— your answers were not (sent|taken)/, shownOnly)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'phone', hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pro', hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Newsletter', hidden: true })).toBeChecked();
    // Drawn again from the store's draft, as after a reload: already expired when it mounts.
    view.unmount();
    render(<ElicitationOutlet store={store} presentation="dialog" />);
    expect(await screen.findByRole('radio', { name: 'phone', hidden: true })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pro', hidden: true })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Newsletter', hidden: true })).toBeChecked();
  });

  it('submitting twice quickly sends once', async () => {
    const { store, user } = setup();
    const respond = vi.spyOn(store, 'respond');
    const settled = vi.fn();
    await act(async () => void store.elicit(simpleTextRequest.params, { server: github }).then(settled));
    await user.type(nameBox(), 'octocat');
    const submit = screen.getByRole('button', { name: 'Submit', hidden: true });
    await act(async () => {
      fireEvent.click(submit);
      fireEvent.click(submit);
      fireEvent.submit(submit.closest('form')!);
    });
    await waitFor(() => expect(settled).toHaveBeenCalled());
    await nextTask();
    expect(respond).toHaveBeenCalledTimes(1);
    expect(settled.mock.calls).toEqual([[{ action: 'accept', content: { name: 'octocat' } }]]);
  });
});
