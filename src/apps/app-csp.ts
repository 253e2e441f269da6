/**
 * The Content-Security-Policy an app runs under (MCP Apps: "Host MUST construct CSP headers
 * based on declared domains"). Declared origins are untrusted: only plain source expressions
 * pass, so an entry can add neither a directive (`;`) nor a keyword, nor break out of the `<meta>` attribute.
 */
import { isJsonObject } from '../elicitation/json.js';
import type { AppCsp } from '../elicitation/app-resource.js';

const KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'] as const;
/** At most this many origins per list: a policy is read by the browser on every load. */
const MAX_SOURCES = 32;
/** `https://host[:port][/path]` or `wss://…`, optional `*.`: a scheme and host are required, since `*` or `https:` alone would allow every host. */
const SOURCE = /^(?:https?|wss?):\/\/(?:\*\.)?[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*(?::\d{1,5})?(?:\/[A-Za-z0-9._~%!$&()*+,=@:/-]*)?$/;

/** The declared origins that may be granted, each list bounded; anything else is dropped. */
export function approveCsp(declared: unknown): AppCsp {
  if (!isJsonObject(declared)) return {};
  const approved: Record<string, readonly string[]> = {};
  for (const key of KEYS) {
    const list = declared[key];
    if (!Array.isArray(list)) continue;
    const sources = list.filter((source): source is string => typeof source === 'string' && source.length <= 512 && SOURCE.test(source));
    if (sources.length > 0) approved[key] = [...new Set(sources)].slice(0, MAX_SOURCES);
  }
  return approved;
}

/** `'unsafe-inline'`: an MCP App is one HTML document with its code inline. Nothing beyond what the app declared. */
export function appContentSecurityPolicy(csp: AppCsp | undefined): string {
  const { connectDomains = [], resourceDomains = [], frameDomains = [], baseUriDomains = [] } = approveCsp(csp);
  const list = (sources: readonly string[], otherwise: string) => (sources.length > 0 ? sources.join(' ') : otherwise);
  const resources = resourceDomains.join(' ');
  return [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline' ${resources}`.trim(),
    `style-src 'self' 'unsafe-inline' ${resources}`.trim(),
    `img-src 'self' data: ${resources}`.trim(),
    `font-src 'self' data: ${resources}`.trim(),
    `media-src 'self' data: ${resources}`.trim(),
    `connect-src ${list(connectDomains, "'none'")}`,
    `frame-src ${list(frameDomains, "'none'")}`,
    `base-uri ${list(baseUriDomains, "'self'")}`,
    "object-src 'none'",
    "worker-src 'none'",
    "form-action 'none'",
  ].join('; ');
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The app's HTML behind the policy as first element, so it applies before a byte of the app
 * is read. The proxy's header carries the same policy: either one alone keeps the app to what it declared.
 */
export function wrapAppDocument(html: string, policy: string): string {
  return `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"><meta charset="utf-8"></head><body>${html}</body></html>`;
}
