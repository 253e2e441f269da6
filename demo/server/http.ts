/**
 * node:http front of the demo: validates the Host header (DNS rebinding), turns each
 * request into a web `Request` whose URL is the one the browser used (so connect links
 * and cookies stay on the same host), and streams the `Response` back (SSE included).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localhostAllowedHostnames, validateHostHeader } from '@modelcontextprotocol/server';
import { createDemoServer, type DemoServerOptions } from './demo-server.ts';

export interface StartDemoServerOptions extends DemoServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Interface to listen on; default `127.0.0.1`. */
  host?: string;
  /** Host names the `Host` header may carry (default: localhost names). */
  allowedHostnames?: string[];
}

export interface RunningDemoServer {
  /** e.g. `http://127.0.0.1:8787` (no trailing slash). */
  readonly url: string;
  /** `${url}/mcp` */
  readonly mcpUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

const MAX_BODY = 4 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new RangeError('body too large');
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function toRequest(req: IncomingMessage, host: string, body: Uint8Array<ArrayBuffer> | undefined, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(`http://${host}${req.url ?? '/'}`, { method: req.method, headers, body, signal });
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => {}));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value); // SSE frames go out as they come
  }
  res.end();
}

/** Start the demo on node:http. Resolves once listening. */
export async function startDemoServer(options: StartDemoServerOptions = {}): Promise<RunningDemoServer> {
  const { port = 0, host = '127.0.0.1', allowedHostnames = localhostAllowedHostnames(), ...demoOptions } = options;
  const server = createServer();
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ready());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;
  // Created once listening: the relay needs the demo's own origins, which name the port.
  // The request listener is attached in the same tick, before any connection is read.
  const origins = allowedHostnames.map((name) => `http://${name}:${address.port}`);
  const demo = createDemoServer({ ...demoOptions, origins: demoOptions.origins ?? origins });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const hostHeader = req.headers.host;
    const check = validateHostHeader(hostHeader, allowedHostnames);
    if (!check.ok || hostHeader === undefined) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`Forbidden: ${check.ok ? 'missing Host' : check.message}`);
      return;
    }
    const aborter = new AbortController();
    res.on('close', () => aborter.abort());
    readBody(req)
      .then((body) => demo.fetch(toRequest(req, hostHeader, body, aborter.signal)))
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(error instanceof RangeError ? 413 : 500, { 'content-type': 'text/plain' });
        res.end(error instanceof RangeError ? 'Payload too large' : 'Internal error');
      });
  });

  return {
    url,
    mcpUrl: `${url}/mcp`,
    port: address.port,
    async close() {
      await demo.close();
      server.closeAllConnections(); // long-lived SSE streams would keep close() waiting
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
