import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ElicitationHost, type ElicitResult } from '../../src/index';
import { simpleTextRequest, structuredRequest, urlRequest } from '../fixtures/spec-examples';

const server = { name: 'GitHub', url: 'https://mcp.github.example/mcp', title: 'GitHub (official)' };

function renderHost(request: unknown, props: Partial<Parameters<typeof ElicitationHost>[0]> = {}) {
  const onResult = vi.fn<(result: ElicitResult) => void>();
  const utils = render(
    <StrictMode>
      <ElicitationHost request={request} server={server} onResult={onResult} presentation="inline" {...props} />
    </StrictMode>,
  );
  return { onResult, ...utils };
}

describe('ElicitationHost', () => {
  describe('given a form request (spec example)', () => {
    it('shows who asks and why, and sends exactly what the user typed', async () => {
      const user = userEvent.setup();
      const { onResult } = renderHost(simpleTextRequest.params);
      expect(screen.getByText('GitHub')).toBeInTheDocument();
      expect(screen.getByText('Please provide your GitHub username')).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /name/i }), 'octocat');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
      expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { name: 'octocat' } }, { automatic: false });
    });

    it.each([
      ['Decline', 'decline'],
      ['Cancel', 'cancel'],
    ])('%s yields %s exactly once, even clicked twice', async (button, action) => {
      const user = userEvent.setup();
      const { onResult } = renderHost(structuredRequest.params);
      await user.dblClick(screen.getByRole('button', { name: button }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(onResult).toHaveBeenCalledTimes(1);
      expect(onResult).toHaveBeenCalledWith({ action }, { automatic: false });
    });

    it('treats a request without mode as a form (spec MUST)', () => {
      const { mode: _mode, ...withoutMode } = simpleTextRequest.params;
      renderHost(withoutMode);
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    });

    it('when expired, keeps the draft visible and selectable but locked, and sends nothing', async () => {
      // A deadline already past: the request expires as soon as it is shown.
      const { onResult } = renderHost(simpleTextRequest.params, { deadline: 0, draft: undefined });
      expect(await screen.findByText(/— your answers were not (sent|taken)/)).toBeInTheDocument();
      // read-only, not disabled: browsers do not let you select text in a disabled input
      expect(screen.getByRole('textbox', { name: /name/i })).toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
      // The caller hears the expiry once, as cancel (its call gave up), and nothing else.
      expect(onResult).toHaveBeenCalledTimes(1);
      expect(onResult).toHaveBeenCalledWith({ action: 'cancel' }, { automatic: true, expired: true });
    });
  });

  describe('given a request it cannot show', () => {
    it('declines a mode the host does not offer, once, with a clear notice (StrictMode on)', async () => {
      const { onResult } = renderHost(urlRequest.params, { modes: ['form'] });
      expect(screen.getByRole('alert')).toHaveTextContent(/does not support \(“url”\)/);
      await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
      expect(onResult).toHaveBeenCalledWith({ action: 'decline' }, { automatic: true, reason: { code: 'unsupported-mode', mode: 'url' } });
    });

    it.each([
      ['null params', null],
      ['a message that is not text', { message: 42, requestedSchema: { type: 'object', properties: {} } }],
      ['an unknown mode', { mode: 'hologram', message: 'hi' }],
    ])('shows a notice for %s instead of throwing', async (_name, request) => {
      const { onResult } = renderHost(request);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await waitFor(() => expect(onResult).toHaveBeenCalledWith({ action: 'decline' }, expect.objectContaining({ automatic: true })));
    });
  });
});
