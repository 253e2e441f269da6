// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, startDemoServer } from '../../demo/server/index.ts';
import { startDemoServerForFile } from './harness';

const staticDir = await mkdtemp(join(tmpdir(), 'mcpe-demo-static-'));
const server = startDemoServerForFile({ staticDir });
/** A file right next to the client directory: what a traversal would reach first. */
const SECRET = `${staticDir}-secret.txt`;

beforeAll(async () => {
  await mkdir(join(staticDir, 'assets'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>demo client</title>');
  await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(SECRET, 'TOP SECRET');
});

/**
 * A GET whose request target goes on the wire byte for byte: fetch, Request and
 * http.request would resolve `..` segments before the server ever saw them.
 */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: */*\r\nConnection: close\r\n\r\n`));
    let response = '';
    socket.setEncoding('latin1').on('data', (chunk: string) => (response += chunk)).on('end', () => resolve(response)).on('error', reject);
  });
}

/** A raw HTTP GET with a chosen Host header (fetch does not let tests forge it). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('the HTTP front', () => {
  it('refuses a foreign Host header (DNS rebinding) and accepts localhost names', async () => {
    const port = server().port;
    expect(await getWithHost(`${server().url}/`, `evil.example:${port}`)).toBe(403);
    expect(await getWithHost(`${server().url}/`, `localhost:${port}`)).toBe(200);
  });

  it('refuses /mcp calls from a foreign browser Origin', async () => {
    const response = await fetch(server().mcpUrl, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    expect(response.status).toBe(403);
  });

  it('serves the client directory with an index.html fallback, and gives pages the session cookie', async () => {
    const page = await fetch(`${server().url}/some/client/route`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('demo client');
    const cookie = page.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w.-]+; Path=/; HttpOnly; SameSite=Lax`));

    const again = await fetch(`${server().url}/`, { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(again.headers.getSetCookie()).toEqual([]); // the session is kept, not replaced

    const asset = await fetch(`${server().url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.getSetCookie()).toEqual([]);
    expect((await fetch(`${server().url}/assets/missing.js`)).status).toBe(404);
  });

  it('never serves files outside the client directory', async () => {
    const port = server().port;
    // Control: a raw `..` that stays inside the root is served, so the probes below really
    // reach the server as written.
    expect(await rawGet(port, '/assets/../assets/app.js')).toMatch(/^HTTP\/1\.1 200[^]*console\.log\(1\)/);
    const secret = basename(SECRET);
    for (const path of [
      `/../${secret}`,
      `/assets/../../${secret}`,
      `/%2e%2e/${secret}`,
      `/..%2f${secret}`,
      `/assets/..%2f..%2f${secret}`,
      `/assets/%2e%2e%2f%2e%2e%2f${secret}`,
      '/../../../../../../etc/passwd',
      '/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const response = await rawGet(port, path);
      expect(response, path).toMatch(/^HTTP\/1\.1 \d{3} /);
      expect(response, path).not.toContain('TOP SECRET');
      expect(response, path).not.toContain('root:');
    }
  });

  it('without a client directory, / is a landing page naming the MCP endpoint', async () => {
    const bare = await startDemoServer({ stateKey: 'k'.repeat(32) });
    const response = await fetch(`${bare.url}/`);
    const html = await response.text();
    expect(html).toContain(`${bare.url}/mcp`);
    expect(html).toContain('connect_account');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    await bare.close();
  });
});

describe('the runtime entry (demo/server/main.ts built for Node 20)', () => {
  it('prints its URL, serves, and stops cleanly on SIGINT', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const outDir = join(root, 'node_modules', '.cache', 'mcpe-demo-server-test');
    await build({ configFile: join(root, 'demo/server/vite.config.ts'), logLevel: 'error', build: { outDir, sourcemap: false } });

    const child = spawn(process.execPath, [join(outDir, 'main.mjs'), '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /http:\/\/127\.0\.0\.1:\d+/.exec(chunk.toString());
        if (match) resolve(match[0]);
      });
      child.on('exit', () => reject(new Error('exited before printing its URL')));
    });
    expect((await fetch(`${url}/session`)).status).toBe(204);
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }, 30_000);
});
