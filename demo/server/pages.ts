/**
 * The few HTML pages the demo server renders itself (connect flow, fake third party,
 * landing page). Static markup, no scripts: a strict CSP forbids them, values are
 * HTML-escaped, and the pages cannot be framed.
 */

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Headers for every page the server renders. */
export const PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': CSP,
  'x-frame-options': 'DENY',
  // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` on the
  // page's own form posts, which the same-origin check then refuses.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1a1a1a; --muted: #4a4a4a; --card: #f4f5f7; --accent: #1f5fbf; --accent-fg: #ffffff; --danger: #a4262c; }
@media (prefers-color-scheme: dark) { :root { --bg: #16181d; --fg: #eceef2; --muted: #b8bcc6; --card: #23262e; --accent: #8ab4ff; --accent-fg: #0b1020; --danger: #ffb3b3; } }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
main { max-width: 32rem; margin: 4rem auto; padding: 2rem; background: var(--card); border-radius: 12px; }
h1 { font-size: 1.4rem; margin-top: 0; }
p.muted { color: var(--muted); }
p.error { color: var(--danger); font-weight: 600; }
.actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
button { font: inherit; padding: .55rem 1.2rem; border-radius: 8px; border: 1px solid var(--accent); cursor: pointer; background: transparent; color: var(--fg); }
button[value="allow"] { background: var(--accent); color: var(--accent-fg); }
code { font-size: .9em; }`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A complete page; `body` is trusted markup built by this module's callers from escaped values. */
export function page(title: string, body: string, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, { status: init.status ?? 200, headers: { ...PAGE_HEADERS, ...init.headers } });
}

/** A page with a heading and paragraphs of plain text (each escaped). */
export function messagePage(title: string, paragraphs: string[], status = 200, tone: 'normal' | 'error' = 'normal'): Response {
  const lead = paragraphs[0] ?? '';
  const rest = paragraphs.slice(1);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p${tone === 'error' ? ' class="error"' : ''}>${escapeHtml(lead)}</p>` +
      rest.map((p) => `<p class="muted">${escapeHtml(p)}</p>`).join(''),
    { status },
  );
}

/** The fake third party's consent screen. */
export function authorizePage(oauthState: string): Response {
  return page(
    'Authorize Demo Cloud?',
    `<h1>Authorize Demo Cloud?</h1>
<p><strong>MCP Elicitation Demo</strong> wants to connect to your Demo Cloud account
(signed in as <code>demo-user</code>) and read your profile.</p>
<p class="muted">This is a fake third-party page served by the demo. Nothing leaves your machine.</p>
<form method="post" action="/demo-cloud/authorize">
<input type="hidden" name="state" value="${escapeHtml(oauthState)}">
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny">Deny</button></div>
</form>`,
  );
}
