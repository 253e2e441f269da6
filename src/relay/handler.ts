/**
 * The relay's HTTP surface (Fetch API): the checks every browser request passes, in the
 * order docs/relay-protocol.md lists them, then a stream (GET) or an action (POST).
 */
import type { ActionReply, RelayAction } from './backplane.js';
import { decodeAction } from './decode.js';
import { BodyError, corsHeaders, fail, originAllowed, readBody, text } from './http.js';

export interface HandlerOptions {
  readonly allowedOrigins: ReadonlySet<string>;
  readonly basePath: string | undefined;
  readonly bodyBytes: number;
  authorize(request: Request): string | null | Promise<string | null>;
  /** Why the relay cannot serve now (closed, backplane unreachable or lost), or undefined. */
  unavailable(): Promise<string | undefined>;
  openStream(request: Request, session: string, cors: Record<string, string>): Promise<Response>;
  route(session: string, action: RelayAction): Promise<ActionReply>;
}

export function createHandler(options: HandlerOptions): (request: Request) => Promise<Response> {
  const { allowedOrigins: allowed, basePath, bodyBytes: bodyLimit } = options;

  async function post(request: Request, name: string, cors: Record<string, string>): Promise<Response> {
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) return fail(415, 'unsupported-media-type', 'send application/json', cors);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readBody(request, bodyLimit));
    } catch (error) {
      if (error instanceof BodyError) return fail(error.status, error.code, error.code === 'payload-too-large' ? `at most ${bodyLimit} bytes` : undefined, cors);
      return fail(400, 'bad-request', 'the body is not JSON', cors);
    }
    const action = decodeAction(parsed);
    if (typeof action === 'string') return fail(400, 'bad-request', action, cors);
    let answer: ActionReply;
    try {
      answer = await options.route(name, action);
    } catch {
      answer = { status: 503, error: 'unavailable', detail: 'the backplane cannot be reached' };
    }
    if (answer.status !== 200) {
      // Ask again (the same actionId) in a second: the owner will have decided by then.
      const headers = answer.error === 'outcome-unknown' ? { ...cors, 'retry-after': '1' } : cors;
      return fail(answer.status, answer.error ?? 'unavailable', answer.detail, headers, answer.fields && { fields: answer.fields });
    }
    return text(200, JSON.stringify({ ok: true, ...(answer.sent !== undefined && { sent: answer.sent }), ...(answer.change && { change: answer.change }) }), cors);
  }

  return async function handler(request) {
    const url = new URL(request.url);
    if (basePath !== undefined && url.pathname.replace(/\/+$/, '') !== basePath) return fail(404, 'not-found');
    const cors = corsHeaders(request, allowed);
    if (!originAllowed(request, allowed)) return fail(403, 'forbidden', 'origin not allowed', { vary: 'Origin' });
    if (request.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: { ...cors, 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type, last-event-id', 'access-control-max-age': '600' } });
    }
    if (request.method !== 'GET' && request.method !== 'POST') return fail(405, 'bad-request', 'GET or POST', { ...cors, allow: 'GET, POST, OPTIONS' });
    const why = await options.unavailable();
    if (why !== undefined) return fail(503, 'unavailable', why, cors);
    let name: string | null;
    try {
      name = await options.authorize(request);
    } catch {
      name = null;
    }
    if (typeof name !== 'string' || name === '') return fail(401, 'unauthorized', undefined, cors);
    return request.method === 'GET' ? options.openStream(request, name, cors) : post(request, name, cors);
  };
}
