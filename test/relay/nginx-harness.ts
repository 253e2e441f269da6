/**
 * A real, throwaway nginx (Debian's package, installed by .ci/run) in front of a relay: its own
 * prefix directory, config, logs and temp paths, on a free loopback port, HTTP/1.1 and HTTP/2
 * (cleartext, prior knowledge) on one port each. Never a running service.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const MISSING_NGINX_MESSAGE = `nginx was not found at ${NGINX_PATH}. The relay's reverse-proxy test starts its own:\n  sudo apt-get install nginx\n(or set NGINX_PATH).`;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RunningNginx {
  /** `http://127.0.0.1:<port>`: HTTP/1.1. */
  readonly http1: string;
  /** `http://127.0.0.1:<port>`: HTTP/2 without TLS (prior knowledge). */
  readonly http2: string;
  /** SIGTERM (fast shutdown): every connection it holds drops at once. */
  stop(): Promise<void>;
  /** Start again on the same ports. */
  start(): Promise<void>;
  /** Remove its directory (after stop). */
  remove(): Promise<void>;
}

/**
 * The site configuration a relay's docs give (docs/relay-protocol.md, "Behind a reverse
 * proxy"), nothing tuned for the test but the read timeout: `readTimeoutS` seconds of
 * silence ends an upstream stream, so only heartbeats keep one open.
 */
function config(dir: string, ports: { http1: number; http2: number }, upstream: string, readTimeoutS: number) {
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${ports.http1};
    listen 127.0.0.1:${ports.http2} http2;
    location /api/elicitation {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_read_timeout ${readTimeoutS}s;
    }
  }
}
`;
}

async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (const until = Date.now() + 10_000; ; ) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** nginx proxying `/api/elicitation` to `upstream` (`http://127.0.0.1:<port>`). */
export async function startNginx(upstream: string, readTimeoutS: number): Promise<RunningNginx> {
  if (!existsSync(NGINX_PATH)) throw new Error(MISSING_NGINX_MESSAGE);
  const dir = await mkdtemp(join(tmpdir(), 'mcpe-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const ports = { http1: await freePort(), http2: await freePort() };
  writeFileSync(join(dir, 'nginx.conf'), config(dir, ports, upstream, readTimeoutS));
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    let output = '';
    child = spawn(NGINX_PATH, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const running = child;
    exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    process.once('exit', () => running.kill('SIGKILL'));
    await listening(ports.http1, running, () => output);
    await listening(ports.http2, running, () => output);
  };
  await start();
  return {
    http1: `http://127.0.0.1:${ports.http1}`,
    http2: `http://127.0.0.1:${ports.http2}`,
    async stop() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    start,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
