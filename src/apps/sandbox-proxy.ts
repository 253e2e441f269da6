/**
 * The sandbox proxy of an MCP Apps web host (ext-apps spec, "Sandbox proxy"): a page on an
 * origin of its own, framed by the host page, that frames the app in turn and passes the
 * bridge's messages both ways. The app runs in the proxy's inner frame, sandboxed without
 * `allow-same-origin` (an opaque origin: it reaches neither the proxy nor the host, nor the
 * storage of other apps), under the policy the app declared: the proxy's own header, which
 * the inner `srcdoc` document inherits, and the same policy first in that document.
 *
 * The host serves it (`sandboxProxyResponse`, a Fetch API handler) on another origin than
 * its pages (e.g. `https://sandbox.example.com` beside `https://app.example.com`, or another
 * port) and gives its URL to `appForms({ sandboxUrl })`.
 */
import { isJsonObject } from '../elicitation/json.js';
import { appContentSecurityPolicy, approveCsp } from './app-csp.js';

export interface SandboxProxyOptions {
  /**
   * Origins of the pages that show apps (`https://app.example.com`): the only ones that may
   * frame the proxy (CSP `frame-ancestors`) and that it talks to.
   */
  hostOrigins: readonly string[];
}

/** A CSP `frame-ancestors` source: scheme, host and optional port, nothing a header could be broken with. */
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The proxy's script, inline in its page. Plain ES2017 that runs as written (never bundled),
 * so it is a string here. It forwards messages exactly as the spec says: everything but
 * `ui/notifications/sandbox-*` between the host (the one origin it was told, checked against
 * the allowed list and the real embedder) and the inner frame; it never answers or sends a
 * request of its own.
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

/**
 * The proxy's response headers for one app: the app's policy (from the URL's `csp`
 * parameter, the origins the app declared, approved as the host approves them), which the
 * app's document inherits, plus who may frame it. Never cached: the policy is per app.
 */
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

/**
 * A Fetch API handler for the proxy page: `GET` (or `HEAD`) answers the page with the
 * app's policy from `?csp=` (JSON); anything else is 405. Mount it at the URL given to
 * `appForms({ sandboxUrl })`, on an origin none of `hostOrigins` share.
 */
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
