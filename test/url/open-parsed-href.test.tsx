/**
 * The URL dialog opens (and copies) the URL as the browser parsed it, `analysis.href`, never
 * the raw string the server sent: the host in its ASCII form (IDN as `xn--`, upper case
 * lowered, default port dropped), spaces trimmed or percent-encoded, backslashes as slashes.
 * What opens is then exactly the text the dialog shows.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as tldts from 'tldts';
import { UrlConsentDialog } from '../../src/index';
import { createUrlAnalyzer } from '../../src/core';

const analyzer = createUrlAnalyzer(tldts);
const server = { id: 'gh', name: 'GitHub tools', url: 'https://mcp.github.com/mcp' };

let open: MockInstance<typeof window.open>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

describe('UrlConsentDialog opens the parsed href', () => {
  it.each([
    ['an upper-case IDN host', 'https://M\u00DCNCHEN.de/Konto', 'https://xn--mnchen-3ya.de/Konto'],
    ['an upper-case scheme and host with the default port', 'HTTPS://GitHub.COM:443/Login?Next=A', 'https://github.com/Login?Next=A'],
    ['a Latin look-alike host', 'https://g\u00EDthub.com/login', 'https://xn--gthub-zsa.com/login'],
    ['spaces around and inside', '  https://example.com/a b  ', 'https://example.com/a%20b'],
    ['a backslash for a slash', 'https://example.com\\signin', 'https://example.com/signin'],
  ])('%s: opens %s as %s', async (_case, raw, href) => {
    const user = userEvent.setup();
    const onAccept = vi.fn();
    render(<UrlConsentDialog url={raw} server={server} analyzer={analyzer} status="pending" onAccept={onAccept} onDecline={vi.fn()} onCancel={vi.fn()} />);
    // What is shown is what opens.
    expect(screen.getByText('Full address').parentElement).toHaveTextContent(`Full address ${href}`);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(open).toHaveBeenCalledExactlyOnceWith(href, '_blank', 'noopener,noreferrer');
    expect(href).not.toBe(raw);
    expect(onAccept).toHaveBeenCalledOnce();
  });
});
