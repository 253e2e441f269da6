/**
 * Browser sessions of the demo: an HttpOnly `demo_session` cookie minted by the server
 * when it serves the demo page (or `GET /session`). It is the "user" of the demo: URL-mode
 * elicitations are bound to it, and the connect page refuses any other browser
 * (spec, client/elicitation "URL mode": the server MUST verify that the user who opens
 * the URL is the one the elicitation was for). Only ids this process minted count, so a
 * made-up cookie value is no session at all.
 */
import { randomBytes } from 'node:crypto';

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

export function createSessionStore(now: () => number = Date.now): SessionStore {
  const sessions = new Map<string, number>(); // id → expiry (ms)

  const read = (request: Request): string | undefined => {
    const id = parseCookies(request.headers.get('cookie')).get(SESSION_COOKIE);
    if (id === undefined) return undefined;
    const expires = sessions.get(id);
    if (expires === undefined) return undefined;
    if (expires < now()) {
      sessions.delete(id);
      return undefined;
    }
    return id;
  };

  return {
    read,
    ensure(request) {
      const existing = read(request);
      if (existing !== undefined) return { id: existing };
      const id = randomBytes(24).toString('base64url');
      sessions.set(id, now() + SESSION_TTL_MS);
      // HttpOnly: page scripts (and the MCP client) never see it; SameSite=Lax: sent on the
      // top-level navigation that opens the connect page, not on cross-site POSTs.
      const setCookie = `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}`;
      return { id, setCookie };
    },
  };
}
