/// <reference types="node" />
/**
 * The relay on Node's `http` server and Express. The response is written only as fast as the
 * socket takes it (`write` → `drain`), so a browser that stops reading holds back the relay's
 * stream instead of filling this process's memory; a closed connection ends its stream.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** A Fetch API handler, such as `relay.handler`. */
export type FetchHandler = (request: Request) => Promise<Response>;

/** A Node `http` request listener that also works as an Express handler. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => Promise<void>;

export interface NodeHandlerOptions {
  /** The origin the request URL is read against, when a proxy in front changes it. @default `http://<Host header>` */
  origin?: string;
}

/** What Express adds to a request: its parsed body and the URL before the mount path was cut. */
type ExpressRequest = IncomingMessage & { body?: unknown; originalUrl?: string };

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers (`:path`…) are not headers of the request.
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function bodyOf(req: ExpressRequest): BodyInit | undefined {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return undefined;
  // A body parser ran before us: the stream is spent, its result is here.
  if (req.readableEnded && req.body !== undefined) return typeof req.body === 'string' || req.body instanceof Uint8Array ? (req.body as BodyInit) : JSON.stringify(req.body);
  return Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
}

/** Write `chunk`, waiting for the socket to take it; false once the connection is gone. */
function write(res: ServerResponse, chunk: Uint8Array): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(false);
  if (res.write(chunk)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      res.off('drain', drained);
      res.off('close', closed);
      resolve(ok);
    };
    const drained = () => done(true);
    const closed = () => done(false);
    res.on('drain', drained);
    res.on('close', closed);
  });
}

/**
 * Serve a Fetch API handler from Node: `http.createServer(toNodeHandler(relay.handler))`, or
 * `app.all('/api/elicitation', toNodeHandler(relay.handler))` in Express.
 */
export function toNodeHandler(handler: FetchHandler, options: NodeHandlerOptions = {}): NodeHandler {
  return async (req, res, next) => {
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    let response: Response;
    try {
      const path = (req as ExpressRequest).originalUrl ?? req.url ?? '/';
      const origin = options.origin ?? `http://${req.headers.host ?? 'localhost'}`;
      const body = bodyOf(req as ExpressRequest);
      response = await handler(
        new Request(new URL(path, origin), { method: req.method, headers: headersOf(req), body, signal: gone.signal, ...(body !== undefined && { duplex: 'half' }) } as RequestInit),
      );
    } catch (error) {
      if (next) return next(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('internal error');
      return;
    }
    const headers: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
    });
    res.writeHead(response.status, headers);
    if (!response.body) return void res.end();
    // Headers now, before the first event: a stream's client hears it opened.
    res.flushHeaders();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!(await write(res, value))) break;
      }
    } catch {
      // The handler's stream failed or was cancelled: nothing more to write.
    } finally {
      void reader.cancel().catch(() => undefined);
      res.end();
    }
  };
}
