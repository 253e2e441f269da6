/**
 * HTTP side of the URL-mode flow, shaped like a real OAuth authorization-code dance:
 *
 *   GET  /connect/:id            the URL the elicitation carries. Checks the browser session
 *                                 is the one the flow was created for, then redirects to
 *   GET  /demo-cloud/authorize    the fake third party's "Authorize Demo Cloud?" page;
 *   POST /demo-cloud/authorize    Allow / Deny, which redirects back to
 *   GET  /connect/callback        the demo again: checks the session once more, redeems the
 *                                 code and shows "done, you can close this window".
 *
 * The tool call learns the outcome when the client retries (no completion notification
 * exists in 2026-07-28, spec client/elicitation).
 */
import { newCode, type ConnectFlows } from './connect-flows.ts';
import { authorizePage, messagePage } from './pages.ts';
import type { SessionStore } from './session.ts';

export interface ConnectRouteDeps {
  flows: ConnectFlows;
  sessions: SessionStore;
}

const CLOSE_HINT = 'You can close this window and go back to the demo.';
const EXPIRED = () =>
  messagePage('Link expired', ['This connection link has expired or was already used.', 'Go back to the demo and run connect_account again.'], 404, 'error');

const redirect = (location: string) => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

/** Same-origin check for form posts (SameSite=Lax already keeps the cookie off cross-site POSTs). */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  return origin === null || origin === new URL(request.url).origin;
}

function wrongUser(): Response {
  return messagePage(
    'Wrong browser session',
    [
      'This link was created for someone else: it only works in the browser session that started it.',
      'For your safety nothing was shown or changed. Open the demo in this browser and run connect_account from there.',
    ],
    403,
    'error',
  );
}

function openConnect(flowId: string, session: string | undefined, { flows }: ConnectRouteDeps): Response {
  const flow = flows.get(flowId);
  if (!flow) return EXPIRED();
  // Spec (client/elicitation, URL mode): the server MUST verify that the user who opens
  // the URL is the user the elicitation was for.
  if (session !== flow.session) return wrongUser();
  return flow.status === 'pending' && flow.oauthState
    ? redirect(`/demo-cloud/authorize?${new URLSearchParams({ client_id: 'mcp-elicitation-demo', state: flow.oauthState })}`)
    : messagePage('Already finished', ['This connection request was already answered.', CLOSE_HINT]);
}

async function decide(request: Request, { flows }: ConnectRouteDeps): Promise<Response> {
  if (!sameOrigin(request)) return messagePage('Request refused', ['This form may only be posted from its own page.'], 403, 'error');
  const form = new URLSearchParams(await request.text());
  const flow = flows.byOAuthState(form.get('state') ?? '');
  if (!flow || flow.status !== 'pending') return EXPIRED();
  const state = flow.oauthState ?? '';
  if (form.get('decision') === 'allow') {
    flow.code = newCode();
    return redirect(`/connect/callback?${new URLSearchParams({ state, code: flow.code })}`);
  }
  return redirect(`/connect/callback?${new URLSearchParams({ state, error: 'access_denied' })}`);
}

function callback(url: URL, session: string | undefined, { flows }: ConnectRouteDeps): Response {
  const flow = flows.byOAuthState(url.searchParams.get('state') ?? '');
  if (!flow || flow.status !== 'pending') return EXPIRED();
  if (session !== flow.session) return wrongUser();
  if (url.searchParams.get('error') !== null) {
    flow.status = 'denied';
    delete flow.oauthState;
    return messagePage('Access denied', ['You denied Demo Cloud access. The demo will report it.', CLOSE_HINT]);
  }
  if (flow.code === undefined || url.searchParams.get('code') !== flow.code) {
    return messagePage('Invalid response', ['The authorization response was not valid.'], 400, 'error');
  }
  flow.status = 'allowed';
  flow.account = 'demo-user';
  delete flow.oauthState;
  delete flow.code;
  return messagePage('Done: Demo Cloud is connected', ['Your Demo Cloud account is connected.', CLOSE_HINT]);
}

/** Answer the request if it belongs to the connect flow, else `undefined`. */
export async function handleConnectRoute(request: Request, deps: ConnectRouteDeps): Promise<Response | undefined> {
  const url = new URL(request.url);
  const session = deps.sessions.read(request);
  if (request.method === 'GET' && url.pathname === '/connect/callback') return callback(url, session, deps);
  const match = /^\/connect\/([\w-]{1,64})$/.exec(url.pathname);
  if (request.method === 'GET' && match) return openConnect(match[1] ?? '', session, deps);
  if (url.pathname === '/demo-cloud/authorize') {
    if (request.method === 'POST') return decide(request, deps);
    if (request.method === 'GET') {
      const flow = deps.flows.byOAuthState(url.searchParams.get('state') ?? '');
      return flow && flow.status === 'pending' ? authorizePage(url.searchParams.get('state') ?? '') : EXPIRED();
    }
  }
  return undefined;
}
