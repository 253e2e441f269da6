// Server rendering, then hydration, of UrlConsentDialog when the browser has the Public
// Suffix List loaded before hydrating and the server had not (it never loads it:
// preloadElicitationUi fetches the request bodies only). React must see the same
// "checking" markup it got from the server, then the analysis.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UrlConsentDialog } from '../../src/index';
import { loadUrlAnalyzer } from '../../src/url/load-url-analyzer';
import { urlExample } from '../fixtures/urls';

const server = { name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };

describe('UrlConsentDialog, server-rendered', () => {
  it('hydrates without a mismatch when the server rendered it before the suffix list loaded, then shows the analysis', async () => {
    const dialog = (
      <UrlConsentDialog url={urlExample.deepSubdomain} server={server} presentation="inline" onAccept={vi.fn()} onDecline={vi.fn()} onCancel={vi.fn()} />
    );
    const html = renderToString(dialog);
    expect(html).toContain('Checking the address…');

    await loadUrlAnalyzer(); // this page has the list before it hydrates
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true; // as Testing Library's render sets it
    await act(async () => {
      hydrateRoot(container, dialog, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(await screen.findByText('evil.example', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeEnabled();
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    container.remove();
  });
});
