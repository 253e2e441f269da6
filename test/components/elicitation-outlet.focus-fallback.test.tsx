/**
 * Inline requests (a chat transcript): when the request that holds focus is answered, its
 * controls vanish. Focus must then move on (another request still waiting, else the host's
 * `returnFocusRef`), never fall to `<body>`. The demo's e2e checks this in Chromium; this is
 * the same rule in jsdom, through the outlet alone.
 */
import { useRef, useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ElicitationOutlet, createElicitationStore, type ElicitationStore } from '../../src/index';
import { simpleTextRequest } from '../fixtures/spec-examples';

const server = { id: 'github', name: 'GitHub', url: 'https://mcp.github.example/mcp' };

/** A transcript: a Run button disabled while its call runs, an Activity heading to return to, inline requests. */
function Transcript({ store, asks = 1 }: { store: ElicitationStore; asks?: number }) {
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
          for (let i = 1; i <= asks; i++) void store.elicit({ ...simpleTextRequest.params, message: `Question ${i}` }, { server });
        }}
      >
        Run
      </button>
      <ElicitationOutlet store={store} presentation="inline" returnFocusRef={heading} />
    </>
  );
}

const question = (message: string) => screen.getByText(message).closest<HTMLElement>('[data-request-id]')!;

describe('ElicitationOutlet, inline: focus after an answer', () => {
  it('answered by Enter in its field, the only request hands focus to returnFocusRef, not <body>', async () => {
    const user = userEvent.setup();
    render(<Transcript store={createElicitationStore()} />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await user.click(within(question('Question 1')).getByRole('textbox'));
    await user.keyboard('octocat{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Activity' })).toHaveFocus();
  });

  it('declined with the mouse, the request hands focus to returnFocusRef, not <body>', async () => {
    const user = userEvent.setup();
    render(<Transcript store={createElicitationStore()} />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    // A browser takes focus off a button that becomes disabled (HTML "focus fixup"); jsdom
    // leaves it there, so do what the browser does: focus is on <body> when Decline is pressed.
    act(() => {
      const spare = document.body.appendChild(document.createElement('button'));
      spare.focus();
      spare.remove();
    });
    expect(document.activeElement).toBe(document.body);
    await user.click(within(question('Question 1')).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByText('Question 1')).not.toBeInTheDocument());
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Activity' })).toHaveFocus();
  });

  it('with another request still waiting, focus moves into that one', async () => {
    const user = userEvent.setup();
    render(<Transcript store={createElicitationStore()} asks={2} />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await user.click(within(question('Question 1')).getByRole('textbox'));
    await user.keyboard('octocat{Enter}');
    await waitFor(() => expect(within(question('Question 2')).getByRole('textbox')).toHaveFocus());
  });
});
