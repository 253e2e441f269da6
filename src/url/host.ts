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

/** RFC 1918 private, RFC 6598 shared (carrier NAT), RFC 3927 link-local, and 0.0.0.0/8. */
function isPrivateIpv4(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return a === 10 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

/** Names that only resolve inside a network: mDNS `.local` (RFC 6762), `home.arpa` (RFC 8375), ICANN's reserved `.internal`, and the common `.lan`. */
const LOCAL_NAME = /(?:^|\.)(?:local|lan|internal|home\.arpa)\.?$/;

/**
 * Where a host lives when it is not on the internet: `this-device` (loopback, 0.0.0.0) or
 * `local-network` (private and link-local addresses, unique-local IPv6, local-only names).
 */
export function localPlace(hostname: string): 'this-device' | 'local-network' | undefined {
  if (isLoopbackHost(hostname) || hostname === '0.0.0.0' || hostname === '[::]') return 'this-device';
  if (IPV4.test(hostname)) return isPrivateIpv4(hostname) ? 'local-network' : undefined;
  if (hostname.startsWith('[')) {
    // The parser writes IPv4-mapped addresses in hex: [::ffff:c0a8:1] is 192.168.0.1.
    const mapped = /^\[::ffff:([\da-f]{1,4}):([\da-f]{1,4})\]$/.exec(hostname);
    if (mapped) {
      const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
      const ip = [high >> 8, high & 255, low >> 8, low & 255].join('.');
      return ip.startsWith('127.') ? 'this-device' : isPrivateIpv4(ip) ? 'local-network' : undefined;
    }
    return /^\[(?:f[cd][\da-f]{0,2}|fe[89ab][\da-f]?):/.test(hostname) ? 'local-network' : undefined;
  }
  return LOCAL_NAME.test(hostname) ? 'local-network' : undefined;
}

/** The host as the raw string wrote it (`3232235521`, `0x7f.1`), to tell an IP disguised in another notation. */
export function writtenHost(raw: string): string | undefined {
  const authority = /^\s*[a-z][a-z\d+.-]*:[\\/]*([^\\/?#]*)/i.exec(raw)?.[1];
  if (authority === undefined) return undefined;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1) || undefined;
  return host.replace(/:\d*$/, '') || undefined;
}

const MAX_SUBDOMAIN_LABELS = 3;
const MAX_SUBDOMAIN_LENGTH = 48;

/** Whether a subdomain is so deep or long that the real domain may be pushed out of view. */
export function isDeepSubdomain(subdomain: string): boolean {
  return subdomain !== '' && (subdomain.split('.').length > MAX_SUBDOMAIN_LABELS || subdomain.length > MAX_SUBDOMAIN_LENGTH);
}
