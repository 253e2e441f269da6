/**
 * UrlConsentDialog when the URL analyser's code cannot be loaded (offline, a chunk blocked):
 * the person is told the address could not be checked, Open stays disabled, Decline and
 * Cancel still answer, and "Try again" loads it again (src/text/lazy-once.ts) — no
 * unhandled rejection and no "checking" forever. The loader is the real one; only its
 * first load is made to fail.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { UrlConsentDialog as Dialog } from '../../src/index';
import type * as LoaderModule from '../../src/url/load-url-analyzer';
import { urlExample } from '../fixtures/urls';

const failures = vi.hoisted(() => ({ left: 0 }));

vi.mock('../../src/url/load-url-analyzer', async (importOriginal) => {
  const real = await importOriginal<typeof LoaderModule>();
  return {
    ...real,
    loadUrlAnalyzer: () => {
      if (failures.left > 0) {
        failures.left -= 1;
        return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      }
      return real.loadUrlAnalyzer();
    },
  };
});

const server = { name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };

// test/setup.ts has already imported the components (unmocked): import them again, fresh.
let UrlConsentDialog: typeof Dialog;
beforeAll(async () => {
  vi.resetModules();
  ({ UrlConsentDialog } = await import('../../src/index'));
});

describe('UrlConsentDialog, analyser unavailable', () => {
  it('says the address could not be checked, keeps Open disabled, and checks again on Try again', async () => {
    failures.left = 1;
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(
      <UrlConsentDialog url={urlExample.ordinary} message="Sign in." server={server} presentation="inline" onAccept={vi.fn()} onDecline={onDecline} onCancel={vi.fn()} />,
    );
    expect(await screen.findByText(/could not be checked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // Checked now: Open is offered, focus is on the dialog's first action, not on <body>.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled());
    expect(screen.queryByText(/could not be checked/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });
});
