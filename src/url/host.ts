/** Host-level helpers for the URL analysis: IP literals, loopback, and the host as written. */

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Whether a WHATWG-parsed hostname is an IP literal (the parser canonicalises every IPv4 notation). */
export function isIpHost(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.startsWith('[');
}

/** The user's own machine: `localhost`, `*.localhost` (RFC 6761), 127.0.0.0/8 and `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    (IPV4.test(hostname) && hostname.startsWith('127.'))
  );
}

/**
 * The host exactly as the raw string wrote it (`3232235521`, `0x7f.1`), before the URL
 * parser canonicalised it, or `undefined` if it cannot be picked out. Used to tell the
 * user that an IP address was disguised in another notation.
 */
export function writtenHost(raw: string): string | undefined {
  const authority = /^\s*[a-z][a-z\d+.-]*:[\\/]*([^\\/?#]*)/i.exec(raw)?.[1];
  if (authority === undefined) return undefined;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1) || undefined;
  return host.replace(/:\d*$/, '') || undefined;
}

/**
 * Labels of common generic TLDs. Seeing one *inside* the subdomain (`paypal.com.evil.example`)
 * means the subdomain is dressed up as another site's name.
 */
const TLD_LIKE_LABELS = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'int', 'co', 'io']);

/** Beyond these, the real domain risks being pushed out of view. */
const MAX_SUBDOMAIN_LABELS = 3;
const MAX_SUBDOMAIN_LENGTH = 48;

/**
 * Whether a subdomain could hide the real domain: `danger` when it contains a TLD-like
 * label (it imitates another host), `caution` when it is merely very deep or very long;
 * `undefined` for ordinary subdomains like `accounts` or `console.aws`.
 */
export function subdomainRisk(subdomain: string): 'danger' | 'caution' | undefined {
  if (!subdomain) return undefined;
  const labels = subdomain.split('.');
  if (labels.some((label) => TLD_LIKE_LABELS.has(label))) return 'danger';
  if (labels.length > MAX_SUBDOMAIN_LABELS || subdomain.length > MAX_SUBDOMAIN_LENGTH) return 'caution';
  return undefined;
}
