// Fetch API helpers (JSON, RFC 9457 problems, bounded bodies, the Origin check): no `node:` imports, so any runtime serves it.
import type { RelayErrorCode } from './backplane.js';

export function json(status: number, body: unknown, headers: HeadersInit = {}): Response {
  return text(status, JSON.stringify(body), headers);
}

/** A JSON answer from text already serialised. */
export function text(status: number, body: string, headers: HeadersInit = {}, type = 'application/json'): Response {
  const all = new Headers(headers);
  all.set('content-type', `${type}; charset=utf-8`);
  all.set('cache-control', 'no-store');
  return new Response(body, { status, headers: all });
}

/** Where each problem type is described: docs/relay-protocol.md, one anchor per type. */
export const PROBLEM_BASE = 'https://github.com/mcp-elicitation-react/mcp-elicitation-react/blob/main/docs/relay-protocol.md#problem-';

/** Short, fixed titles (RFC 9457 `title`: the same for every occurrence of a type). */
export const PROBLEM_TITLES: Readonly<Record<RelayErrorCode, string>> = {
  'not-found': 'No such request in this session',
  'already-answered': 'Already answered by another action',
  gone: 'The request can no longer be answered',
  conflict: 'Not possible in the request’s current state',
  'invalid-content': 'The answer does not fit the form',
  'bad-request': 'Not a relay action',
  'unsupported-media-type': 'Send application/json',
  'payload-too-large': 'The body is too large',
  forbidden: 'Origin not allowed',
  unauthorized: 'No session',
  'too-many-streams': 'Too many streams for this session',
  'outcome-unknown': 'Outcome unknown: ask again with the same actionId',
  unavailable: 'The relay cannot serve now',
};

/** The problem details object of an error (RFC 9457); `ok` and `error` kept for older clients. */
export function problemOf(status: number, error: RelayErrorCode, detail?: string, extra: Record<string, unknown> = {}) {
  return { type: PROBLEM_BASE + error, title: PROBLEM_TITLES[error], status, ...(detail !== undefined && { detail }), ok: false as const, error, ...extra };
}

/** An error answer as `application/problem+json` (RFC 9457). */
export function fail(status: number, error: RelayErrorCode, detail?: string, headers?: HeadersInit, extra?: Record<string, unknown>): Response {
  return text(status, JSON.stringify(problemOf(status, error, detail, extra)), headers, 'application/problem+json');
}

export class BodyError extends Error {
  constructor(
    readonly status: 413 | 400,
    readonly code: RelayErrorCode,
  ) {
    super(code);
  }
}

/** The body as text, refusing more than `limit` bytes (413) before reading past it. */
export async function readBody(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw new BodyError(413, 'payload-too-large');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      throw new BodyError(413, 'payload-too-large');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(all);
  } catch {
    throw new BodyError(400, 'bad-request');
  }
}

/**
 * Whether a browser request may reach the relay. A request that names its origin must name
 * an allowed one. Without `Origin`: a POST is refused (browsers always send it on POST);
 * a GET passes only when `Sec-Fetch-Site` does not say it came from another site (a browser
 * leaves `Origin` off a same-origin GET, an EventSource included; a non-browser client
 * sends neither and carries no victim's cookies).
 */
export function originAllowed(request: Request, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) return allowed.has(origin);
  if (request.method !== 'GET') return false;
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin' || site === 'none';
}

/** CORS answer headers for an allowed cross-origin page (credentials included: cookies carry the session). */
export function corsHeaders(request: Request, allowed: ReadonlySet<string>): Record<string, string> {
  const origin = request.headers.get('origin');
  if (origin === null || !allowed.has(origin)) return { vary: 'Origin' };
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}
