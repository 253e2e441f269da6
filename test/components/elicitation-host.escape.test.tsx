import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ElicitationHost, type ElicitResult } from '../../src/index';
import { simpleTextRequest, urlRequest } from '../fixtures/spec-examples';

// Escape means "dismissed without choosing" (spec: cancel), never "declined". The browser tier
// checks the real <dialog>; these run in jsdom (test/setup.ts stubs showModal the way browsers
// map Escape to a `cancel` event), so the mapping holds even where no browser is available.
const server = { name: 'GitHub', url: 'https://mcp.github.example/mcp' };

function renderHost(request: unknown, presentation: 'dialog' | 'inline') {
  const onResult = vi.fn<(result: ElicitResult, info: { automatic: boolean }) => void>();
  render(
    <StrictMode>
      <ElicitationHost request={request} server={server} onResult={onResult} presentation={presentation} />
    </StrictMode>,
  );
  return { onResult, user: userEvent.setup() };
}

let open: MockInstance<typeof window.open>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

describe.each(['dialog', 'inline'] as const)('ElicitationHost (%s) and Escape', (presentation) => {
  it('answers cancel, exactly once, from inside an untouched form', async () => {
    const { onResult, user } = renderHost(simpleTextRequest.params, presentation);
    await user.click(screen.getByRole('textbox', { name: /name/i }));
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }, { automatic: false }]]);
  });

  it('with typing in the form: a modal folds to its bar and answers nothing; inline, cancel once with the typing kept in view', async () => {
    const { onResult, user } = renderHost(simpleTextRequest.params, presentation);
    const field = screen.getByRole('textbox', { name: /name/i });
    await user.type(field, 'octo');
    await user.keyboard('{Escape}');
    if (presentation === 'dialog') {
      expect(onResult).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Show the question' })).toHaveAttribute('aria-expanded', 'false');
      return;
    }
    await user.keyboard('{Escape}');
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }, { automatic: false }]]);
    expect(field).toHaveValue('octo');
  });

  it('answers cancel, exactly once, from the URL consent, and opens nothing', async () => {
    const { onResult, user } = renderHost(urlRequest.params, presentation);
    await screen.findByText('example.com', { selector: 'mark' });
    // A modal starts on Cancel by itself; an inline one does not take focus, so put it there.
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(onResult.mock.calls).toEqual([[{ action: 'cancel' }, { automatic: false }]]);
    expect(open).not.toHaveBeenCalled();
  });
});
