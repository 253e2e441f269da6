import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationHost, type ElicitResult } from '../../../src/index';
import { MESSAGE_PREVIEW_LENGTH } from '../../../src/text/clip';
import { HUGE_TEXT } from '../../fixtures/hostile-requests';

const server = { name: 'Verbose', url: 'https://mcp.verbose.example/mcp', title: `Very ${'long '.repeat(2_000)}title` };

describe('long server text (1 MB message)', () => {
  it('shows a preview with "Show more", grows on request, and sends a long default back unaltered', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn<(result: ElicitResult) => void>();
    const longDefault = HUGE_TEXT.slice(0, 300_000);
    const request = {
      message: HUGE_TEXT,
      requestedSchema: {
        type: 'object',
        properties: { notes: { type: 'string', title: 'Notes', description: HUGE_TEXT.slice(0, 10_000), default: longDefault } },
      },
    };
    render(<ElicitationHost request={request} server={server} onResult={onResult} presentation="inline" />);
    const message = document.querySelector('.mcpe-ElicitationHost-message')!;
    expect(message.textContent!.length).toBe(MESSAGE_PREVIEW_LENGTH + 1); // + "…"
    expect(message).toHaveAttribute('data-clipped');
    // The dialog still names its description by id, and the actions are reachable.
    expect(message.id).not.toBe('');
    const more = screen.getAllByRole('button', { name: /Show more \(1,047,587 more characters\)/ })[0]!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', message.id);
    await user.click(more);
    expect(message.textContent!.length).toBe(MESSAGE_PREVIEW_LENGTH * 10 + 1);
    for (let i = 0; i < 3; i++) await user.click(screen.getAllByRole('button', { name: /Show more/ })[0]!);
    expect(message.textContent).toBe(HUGE_TEXT);
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(message.textContent!.length).toBe(MESSAGE_PREVIEW_LENGTH + 1);

    // Descriptions are bounded too; the self-reported server title is elided.
    expect(document.querySelector('.mcpe-Field-description')!.textContent!.length).toBeLessThan(400);
    expect(document.querySelector('.mcpe-ServerBadge')!.textContent!.length).toBeLessThan(300);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]![0]).toEqual({ action: 'accept', content: { notes: longDefault } });
  });

  it('short text renders as one plain paragraph, no button', () => {
    render(<ElicitationHost request={{ message: 'Hi', requestedSchema: { type: 'object', properties: {} } }} server={{ name: 'S' }} onResult={() => {}} presentation="inline" />);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(document.querySelector('.mcpe-ElicitationHost-message')).toHaveTextContent('Hi');
  });
});
