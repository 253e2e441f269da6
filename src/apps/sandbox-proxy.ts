/**
 * The sandbox proxy of an MCP Apps web host: a page on an origin of its own that frames the
 * app and passes the bridge's messages both ways. The app runs sandboxed without
 * `allow-same-origin` (an opaque origin reaching neither the proxy, the host, nor other apps'
 * storage), under its declared policy. Serve it on another origin than the host's pages.
 */
import { isJsonObject } from '../elicitation/json.js';
import { appContentSecurityPolicy, approveCsp } from './app-csp.js';

export interface SandboxProxyOptions {
  /** Origins of the pages that show apps: the only ones that may frame the proxy and that it talks to. */
  hostOrigins: readonly string[];
}

/** A CSP `frame-ancestors` source: scheme, host and optional port, nothing a header could be broken with. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * Plain ES2017 that runs as written (never bundled). It forwards everything but
 * `ui/notifications/sandbox-*` between the verified host and the inner frame, and never sends a request of its own.
 */
const PROXY_SCRIPT = `
(function () {
  var allowed = JSON.parse(document.getElementById('mcpe-hosts').textContent);
  var host = new URLSearchParams(location.search).get('host');
  var embedder = location.ancestorOrigins && location.ancestorOrigins.length ? location.ancestorOrigins[0] : document.referrer ? new URL(document.referrer).origin : null;
  if (window.parent === window || allowed.indexOf(host) < 0 || embedder !== host) return;
  // The app's frame is named as the host named the proxy's ("Form from Airline"): a screen
  // reader entering the proxy meets a second frame, which must say whose form it is too.
  var title = new URLSearchParams(location.search).get('title');
  if (title) document.title = title.slice(0, 200);
  var inner = document.createElement('iframe');
  inner.setAttribute('sandbox', 'allow-scripts allow-forms');
  inner.setAttribute('title', document.title);
  document.body.appendChild(inner);
  var loaded = false;
  var SANDBOX = 'ui/notifications/sandbox-';
  window.addEventListener('message', function (event) {
    var data = event.data;
    var method = data && typeof data.method === 'string' ? data.method : '';
    if (event.source === window.parent && event.origin === host) {
      if (method === SANDBOX + 'resource-ready') {
        var html = data.params && data.params.html;
        if (!loaded && typeof html === 'string') { loaded = true; inner.srcdoc = html; }
      } else if (method.indexOf(SANDBOX) !== 0 && inner.contentWindow) {
        inner.contentWindow.postMessage(data, '*');
      }
    } else if (event.source === inner.contentWindow && event.origin === 'null' && method.indexOf(SANDBOX) !== 0) {
      window.parent.postMessage(data, host);
    }
  });
  window.parent.postMessage({ jsonrpc: '2.0', method: SANDBOX + 'proxy-ready', params: {} }, host);
})();
`;

const escapeJsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The proxy's page for these host origins (the same bytes for every app). */
export function sandboxProxyPage(options: SandboxProxyOptions): string {
  const hosts = options.hostOrigins.filter((origin) => ORIGIN.test(origin));
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Form from the server</title>
<style>html,body{margin:0;height:100%;background:transparent}iframe{display:block;border:0;width:100%;height:100%;color-scheme:inherit}</style>
<script type="application/json" id="mcpe-hosts">${escapeJsonForScript(hosts)}</script></head>
<body><script>${PROXY_SCRIPT}</script></body></html>`;
}

/** The app's policy (from `?csp=`, approved as the host approves it), inherited by its document; never cached, as it is per app. */
export function sandboxProxyHeaders(options: SandboxProxyOptions, declaredCsp: unknown): Headers {
  const hosts = options.hostOrigins.filter((origin) => ORIGIN.test(origin));
  return new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `${appContentSecurityPolicy(approveCsp(declaredCsp))}; frame-ancestors ${hosts.length > 0 ? hosts.join(' ') : "'none'"}`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
}

/** A Fetch API handler for the proxy page (`GET`/`HEAD`); mount it at `appForms({ sandboxUrl })`, on an origin no host page shares. */
export function sandboxProxyResponse(request: Request, options: SandboxProxyOptions): Response {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
  let declared: unknown;
  try {
    const text = new URL(request.url).searchParams.get('csp');
    declared = text !== null && text.length <= 16_384 ? JSON.parse(text) : undefined;
  } catch {
    declared = undefined; // an unreadable declaration grants nothing
  }
  const body = request.method === 'HEAD' ? null : sandboxProxyPage(options);
  return new Response(body, { status: 200, headers: sandboxProxyHeaders(options, isJsonObject(declared) ? declared : undefined) });
}
