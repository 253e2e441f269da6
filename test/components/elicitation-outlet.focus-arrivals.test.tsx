/**
 * Inline, a request that arrives is where the user's next step is (use-focus-arrivals.ts):
 * one Tab from the control that caused it, or focused when that control is gone, and after
 * one round of a multi-round tool, the next round takes focus from where the outlet parked
 * it. Chromium checks the same in test/browser/modal.test.ts.
 */
import { useRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore } from '../../src/index';

const server = { id: 'tools', name: 'Tools', url: 'https://mcp.tools.example/mcp' };
const ask = (store: ElicitationStore, title: string) =>
  store.elicit({ mode: 'form', message: `Step: ${title}`, requestedSchema: { type: 'object', properties: { value: { type: 'string', title } } } }, { server });

/** A page: three Run-like buttons, an Activity heading to park focus on, the inline outlet after them. */
function Page({ store }: { store: ElicitationStore }) {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <button type="button">Run first</button>
      <button type="button">Run second</button>
      <button type="button">Run third</button>
      <h2 ref={heading} tabIndex={-1}>
        Activity
      </h2>
      <ElicitationOutlet store={store} presentation="inline" returnFocusRef={heading} />
    </>
  );
}

describe('inline arrivals and focus', () => {
  it('a new request is one Tab from the focused control that caused it; once', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    render(<Page store={store} />);
    const run = screen.getByRole('button', { name: 'Run first' });
    run.focus();
    act(() => void ask(store, 'City'));
    const city = await screen.findByRole('textbox', { name: 'City' });
    expect(run).toHaveFocus(); // arriving took nothing
    await user.tab();
    expect(city).toHaveFocus();
    run.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Run second' })).toHaveFocus();
  });

  it('focus nowhere (the trigger is gone): the new request takes it', async () => {
    const store = createElicitationStore();
    render(<Page store={store} />);
    expect(document.activeElement).toBe(document.body);
    act(() => void ask(store, 'City'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus());
  });

  it('after one round is answered, the next round takes focus from where the outlet parked it', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    render(<Page store={store} />);
    let first!: ReturnType<typeof ask>;
    act(() => void (first = ask(store, 'Step one')));
    await user.click(await screen.findByRole('textbox', { name: 'Step one' }));
    await user.keyboard('a{Enter}');
    await first;
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Activity' })).toHaveFocus());
    act(() => void ask(store, 'Step two'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Step two' })).toHaveFocus());
  });

  it('arriving takes nothing from the focused control, and Shift+Tab keeps its meaning', async () => {
    const user = userEvent.setup();
    const store = createElicitationStore();
    render(<Page store={store} />);
    const second = screen.getByRole('button', { name: 'Run second' });
    second.focus();
    act(() => void ask(store, 'City'));
    await screen.findByRole('textbox', { name: 'City' });
    expect(second).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Run first' })).toHaveFocus();
  });
});
