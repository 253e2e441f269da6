/**
 * A lone ElicitationHost's live region says what this user answered, as an outlet's does
 * (src/components/elicitation-host/host-announcements.ts, internal/use-announcer.ts), from
 * inside the modal (a region outside an open modal dialog is not heard), and leaves the
 * refusal notice its own alert.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationHost, type ElicitResult } from '../../src/index';
import { simpleTextRequest, urlRequest } from '../fixtures/spec-examples';
import { HOST_LIVE_REGION, hostSays } from '../fixtures/live-region';

const server = { name: 'Travel agent', url: 'https://mcp.example.com/mcp' };

function renderHost(request: unknown, props: Partial<Parameters<typeof ElicitationHost>[0]> = {}) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  render(
    <StrictMode>
      <ElicitationHost request={request} server={server} onResult={onResult} {...props} />
    </StrictMode>,
  );
  return { onResult };
}

describe('a lone ElicitationHost\'s live region', () => {
  it('says "Sent to" after the user\'s Submit, from inside the modal, once', async () => {
    const user = userEvent.setup();
    const { onResult } = renderHost(simpleTextRequest.params);
    const dialog = screen.getByRole('dialog');
    // Present and empty from the start, inside the <dialog> (the page behind it is inert).
    const region = dialog.querySelector(HOST_LIVE_REGION);
    expect(region).toHaveAttribute('role', 'status');
    expect(hostSays()).toBe('');
    await user.type(within(dialog).getByRole('textbox', { name: /name/ }), 'octocat');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(hostSays(dialog)).toBe('Sent to Travel agent'));
    // The "Sent." notice on screen is a note: the region says it, nothing says it twice.
    expect(within(dialog).getByRole('note')).toHaveTextContent('Sent.');
    expect(within(dialog).getAllByRole('status').map((node) => node.textContent?.trim()).filter(Boolean)).toEqual(['Sent to Travel agent']);
  });

  it.each([
    ['Decline', 'You declined. No answers were sent; the server was told you declined.'],
    ['Cancel', 'You cancelled. No answers were sent; the server was told you cancelled.'],
  ])('after the user\'s %s says "%s"', async (button, said) => {
    const user = userEvent.setup();
    renderHost(simpleTextRequest.params, { presentation: 'inline' });
    await user.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(hostSays()).toBe(said));
  });

  it('a URL request declined says so once: the dialog\'s own words are a note', async () => {
    const user = userEvent.setup();
    renderHost(urlRequest.params, { presentation: 'inline' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(hostSays()).toBe('You declined. No answers were sent; the server was told you declined.'));
    expect(screen.getByRole('note')).toHaveTextContent('You declined. Nothing was opened.');
  });

  it('a refusal at mount stays an alert (the region says nothing of it)', async () => {
    const { onResult } = renderHost(urlRequest.params, { modes: ['form'] });
    expect(screen.getByRole('alert')).toHaveTextContent(/does not support \(“url”\)/);
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).toHaveTextContent(/does not support/);
    expect(hostSays()).toBe('');
  });

  it('an expiry is not the user\'s answer: its notice stays a status and the region says nothing', async () => {
    renderHost(simpleTextRequest.params, { deadline: 0, presentation: 'inline' });
    await waitFor(() => expect(screen.getByText(/— your answers were not (sent|taken)/).closest('[role="status"]')).not.toBeNull());
    expect(hostSays()).toBe('');
  });
});
