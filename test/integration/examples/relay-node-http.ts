/**
 * README "Clients that run on the server": the relay on plain `node:http` (or Express:
 * `app.all('/api/elicitation', toNodeHandler(relay.handler))`). The Chromium relay tests
 * serve their relay with it (test/browser/relay-tabs.test.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Wrap a Fetch API handler (`relay.handler`) for node:http and Express. */
export function toNodeHandler(handler: (request: Request) => Promise<Response>) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    // The browser went away: the relay ends its stream.
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      signal: gone.signal,
      duplex: 'half',
    } as RequestInit);
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void res.end();
    res.flushHeaders();
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        res.write(value);
      }
    } catch {
      // The stream was cancelled: nothing more to write.
    } finally {
      res.end();
    }
  };
}
