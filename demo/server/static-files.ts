/**
 * Serves a built client directory (e.g. demo/client's Vite output): exact files, and
 * `index.html` for any other GET that asks for HTML (client-side routes).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileResponse(path: string, head: boolean): Promise<Response | undefined> {
  try {
    if (!(await stat(path)).isFile()) return undefined;
    const body = head ? null : new Uint8Array(await readFile(path));
    const headers = {
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      // Hashed assets may be cached; the HTML shell is always revalidated.
      'cache-control': path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    return new Response(body, { status: 200, headers });
  } catch {
    return undefined;
  }
}

/** The file for a GET/HEAD request under `root`, the `index.html` fallback, or `undefined`. */
export async function serveStatic(request: Request, root: string): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const head = request.method === 'HEAD';
  const base = resolve(root);
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(request.url).pathname);
  } catch {
    return undefined;
  }
  const target = resolve(join(base, pathname));
  if (target !== base && !target.startsWith(base + sep)) return undefined; // no escaping the root
  const file = (await fileResponse(target, head)) ?? (await fileResponse(join(target, 'index.html'), head));
  if (file) return file;
  const wantsHtml = (request.headers.get('accept') ?? '').includes('text/html') || extname(pathname) === '';
  return wantsHtml ? fileResponse(join(base, 'index.html'), head) : undefined;
}
