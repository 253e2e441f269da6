/**
 * Browser sessions of the demo: an HttpOnly `demo_session` cookie minted by the server
 * when it serves the demo page (or `GET /session`). It is the "user" of the demo: URL-mode
 * elicitations are bound to it, and the connect page refuses any other browser
 * (spec, client/elicitation "URL mode": the server MUST verify that the user who opens
 * the URL is the one the elicitation was for). The value is signed with the server's key
 * (HMAC-SHA256, with its expiry), so a made-up cookie is no session at all, and a demo
 * restarted with the same key (`DEMO_STATE_KEY`) still knows its browsers, as a real app's
 * signed session cookies survive a deploy.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'demo_session';
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface SessionStore {
  /** The valid session named by the request's cookie, if any. */
  read(request: Request): string | undefined;
  /** The request's session, or a new one plus the `Set-Cookie` value that installs it. */
  ensure(request: Request): { id: string; setCookie?: string };
}

/** Parse a `Cookie` header into name → value (first occurrence wins, like browsers send). */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

export function createSessionStore(key: string | Uint8Array, now: () => number = Date.now): SessionStore {
  const sign = (body: string) => createHmac('sha256', key).update(`demo-session\0${body}`).digest('base64url');

  const read = (request: Request): string | undefined => {
    const id = parseCookies(request.headers.get('cookie')).get(SESSION_COOKIE);
    const match = id === undefined ? null : /^([A-Za-z0-9_-]{32})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(id);
    if (!match) return undefined;
    const [, random, expires, mac] = match;
    const expected = Buffer.from(sign(`${random}.${expires}`));
    if (!timingSafeEqual(expected, Buffer.from(mac!)) || parseInt(expires!, 36) < now()) return undefined;
    return id;
  };

  return {
    read,
    ensure(request) {
      const existing = read(request);
      if (existing !== undefined) return { id: existing };
      const body = `${randomBytes(24).toString('base64url')}.${(now() + SESSION_TTL_MS).toString(36)}`;
      const id = `${body}.${sign(body)}`;
      // HttpOnly: page scripts (and the MCP client) never see it; SameSite=Lax: sent on the
      // top-level navigation that opens the connect page, not on cross-site POSTs.
      const setCookie = `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}`;
      return { id, setCookie };
    },
  };
}
