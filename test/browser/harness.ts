/**
 * Browser-tier harness: the pages in test/browser/pages (which import the library from
 * src/), built by Vite and served by a tiny static server, and Debian's Chromium driven
 * by playwright-core.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build } from 'vite';
import { createServer as createHttpServer } from 'node:http';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MISSING_CHROMIUM_MESSAGE, hasChromium } from './chromium';

export interface PageServer {
  url: (path: string) => string;
  close: () => Promise<void>;
}

const pagesDir = fileURLToPath(new URL('./pages', import.meta.url));
let built: Promise<string> | undefined;

/**
 * Build every page of test/browser/pages once per test process (production build: no
 * inline dev scripts, so strict-CSP pages behave as they would in an app).
 */
export function buildPages(): Promise<string> {
  built ??= (async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'mcpe-pages-'));
    const pages = (await readdir(pagesDir)).filter((name) => name.endsWith('.html'));
    await build({
      configFile: false,
      root: pagesDir,
      base: '/',
      plugins: [react()],
      logLevel: 'error',
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rolldownOptions: { input: Object.fromEntries(pages.map((page) => [page.replace('.html', ''), join(pagesDir, page)])) },
      },
    });
    return outDir;
  })();
  return built;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serve the built pages on 127.0.0.1 with optional extra response headers (e.g. CSP). */
export async function startPageServer(headers: Record<string, string> = {}): Promise<PageServer> {
  return serveDirectory(await buildPages(), headers);
}

/** Serve the files under `root` on 127.0.0.1 (a folder's own path serves its index.html). */
export async function serveDirectory(root: string, headers: Record<string, string> = {}): Promise<PageServer> {
  const server = createHttpServer(async (request, response) => {
    const pathname = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
    try {
      const body = await readFile(join(root, path));
      response.writeHead(200, { 'content-type': contentTypes[extname(path)] ?? 'application/octet-stream', ...headers });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Launch headless Debian Chromium; a clear message instead of a stack when it is absent. */
export async function launchChromium(): Promise<Browser> {
  if (!hasChromium()) throw new Error(MISSING_CHROMIUM_MESSAGE);
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** Collect page errors and console errors so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/**
 * For one describe block: Chromium and the built test pages (optionally served with extra
 * headers such as a CSP), started once before its tests and closed after them.
 */
export function useChromiumPages(headers?: Record<string, string>): { readonly browser: Browser; readonly server: PageServer } {
  let browser: Browser | undefined;
  let server: PageServer | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([launchChromium(), startPageServer(headers)]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('Chromium not started');
      return browser;
    },
    get server() {
      if (!server) throw new Error('page server not started');
      return server;
    },
  };
}
