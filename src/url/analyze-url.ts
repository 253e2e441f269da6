import { toUnicode } from 'punycode/punycode.es6.js';
import { findHiddenCharacters, isMixedScript, latinLookalike, revealHiddenCharacters, scriptsOf } from './characters.js';
import { isIpHost, isLoopbackHost, subdomainRisk, writtenHost } from './host.js';
import type { AnalyzeUrlOptions, PublicSuffixParser, UrlAnalysis, UrlAnalyzer, UrlParts, UrlWarning } from './types.js';

/** Spec (URL mode): only web pages may be opened; everything else is blocked, never "warned". */
const OPENABLE_SCHEMES = new Set(['https:', 'http:']);

const DNS_HOST = /^[a-z\d._-]+$/;

/** Longer than this, a URL is flagged: the dialog still shows it whole. */
export const LONG_URL_LENGTH = 2048;

/**
 * Build a synchronous analyser around a Public Suffix List parser (tldts' module).
 * Pass `null` to analyse without one: the whole host is then treated as the domain.
 */
export function createUrlAnalyzer(psl: PublicSuffixParser | null): UrlAnalyzer {
  /** Registrable domain and suffix. Private PSL entries are included on purpose: on shared
   *  hosting (`github.io`, `pages.dev`) the tenant's name *is* the site. */
  const split = (hostname: string) => {
    const result = isIpHost(hostname) ? undefined : psl?.parse(hostname, { allowPrivateDomains: true, extractHostname: false });
    const domain = result?.domain ?? hostname;
    const listed = !psl || !result?.publicSuffix || Boolean(result.isIcann || result.isPrivate);
    return { domain, subdomain: result?.domain ? (result.subdomain ?? '') : '', suffix: result?.publicSuffix ?? '', listed };
  };

  return function analyzeUrl(raw: string, options: AnalyzeUrlOptions = {}): UrlAnalysis {
    const warnings: UrlWarning[] = [];
    const hidden = findHiddenCharacters(raw);
    if (hidden.length) warnings.push({ code: 'hidden-characters', severity: 'danger', codePoints: hidden });

    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    const blocked = (warning: UrlWarning): UrlAnalysis => ({
      raw,
      href: url?.href,
      display: url?.href ?? revealHiddenCharacters(raw),
      canOpen: false,
      parts: undefined,
      host: undefined,
      domain: undefined,
      unicodeDomain: undefined,
      displayDomain: undefined,
      warnings: sortBySeverity([warning, ...warnings]),
    });
    if (!url) return blocked({ code: 'unparsable', severity: 'danger' });
    if (!OPENABLE_SCHEMES.has(url.protocol)) return blocked({ code: 'blocked-scheme', severity: 'danger', scheme: url.protocol });
    // Engines differ on odd hosts (Chromium keeps `exa%20mple.com`, WHATWG rejects it):
    // after IDNA a real DNS name is letters, digits, `-`, `_` and dots only.
    if (!isIpHost(url.hostname) && !DNS_HOST.test(url.hostname)) return blocked({ code: 'unparsable', severity: 'danger' });

    const { hostname, href } = url;
    const { domain, subdomain, suffix, listed } = split(hostname);
    const unicodeHost = decodeHost(hostname);
    const loopback = isLoopbackHost(hostname);
    const ip = isIpHost(hostname);
    const mixed = ip ? [] : unicodeHost.split('.').map((label) => ({ label, scripts: scriptsOf(label) })).filter((l) => isMixedScript(l.scripts));
    const looksLike = ip ? undefined : latinLookalike(unicodeHost);
    // A name that imitates Latin letters is only ever named in its xn-- form.
    const spoof = mixed.length > 0 || looksLike !== undefined;
    const shownHost = spoof ? hostname : unicodeHost;
    const displayDomain = spoof ? domain : decodeHost(domain);

    if (url.username || url.password) {
      const userinfo = url.password ? `${url.username}:${url.password}` : url.username;
      warnings.push({ code: 'userinfo', severity: 'danger', userinfo: safeDecode(userinfo), host: shownHost });
    }
    if (ip) {
      const written = writtenHost(raw);
      const disguised = written !== undefined && written.toLowerCase() !== hostname ? written : undefined;
      if (disguised) warnings.push({ code: 'ip-address', severity: 'danger', ip: hostname, written: disguised });
      else if (!loopback) warnings.push({ code: 'ip-address', severity: 'caution', ip: hostname });
    } else {
      for (const { label, scripts } of mixed) warnings.push({ code: 'mixed-scripts', severity: 'danger', label, scripts });
      if (looksLike) warnings.push({ code: 'lookalike-characters', severity: 'danger', host: unicodeHost, ascii: hostname, looksLike });
      if (unicodeHost !== hostname) warnings.push({ code: 'idn', severity: 'caution', unicode: unicodeHost, ascii: hostname });
      const risk = subdomainRisk(subdomain);
      if (risk) warnings.push({ code: 'deep-subdomain', severity: risk, subdomain: spoof ? subdomain : decodeHost(subdomain), domain: displayDomain });
      if (!listed && !loopback) warnings.push({ code: 'unlisted-suffix', severity: 'caution', suffix });
    }
    if (url.protocol === 'http:' && !loopback) warnings.push({ code: 'insecure-http', severity: 'caution', host: shownHost });
    // The parser drops default ports, so any port left is non-default; local dev servers are exempt.
    if (url.port && !loopback) warnings.push({ code: 'non-default-port', severity: 'caution', port: url.port });
    if (href.length > LONG_URL_LENGTH) warnings.push({ code: 'long-url', severity: 'caution', length: href.length });

    const serverDomain = options.serverUrl ? serverSite(options.serverUrl) : undefined;
    if (serverDomain !== undefined && serverDomain !== domain.replace(/\.$/, '')) {
      warnings.push({ code: 'different-site', severity: 'caution', domain: displayDomain, serverDomain: decodeHost(serverDomain) });
    }

    const parts = toParts(url, subdomain, domain);
    return { raw, href, display: href, canOpen: true, parts, host: hostname, domain, unicodeDomain: decodeHost(domain), displayDomain, warnings: sortBySeverity(warnings) };
  };

  function serverSite(serverUrl: string): string | undefined {
    try {
      return split(new URL(serverUrl).hostname).domain.replace(/\.$/, '');
    } catch {
      return undefined;
    }
  }
}

/** Cut `href` into pieces that concatenate back to it exactly (tested as an invariant). */
function toParts(url: URL, subdomain: string, domain: string): UrlParts {
  const scheme = `${url.protocol}//`;
  const userinfo = url.username || url.password ? `${url.username}${url.password ? `:${url.password}` : ''}@` : '';
  // tldts drops a trailing root dot from `domain`; keep the host text intact.
  const domainText = url.hostname.slice(subdomain ? subdomain.length + 1 : 0) || domain;
  const port = url.port ? `:${url.port}` : '';
  // Slice the rest from `href` itself: `search`/`hash` are "" for a bare "?" or "#".
  const rest = url.href.slice(scheme.length + userinfo.length + url.hostname.length + port.length);
  const hashAt = rest.includes('#') ? rest.indexOf('#') : rest.length;
  const queryAt = rest.slice(0, hashAt).includes('?') ? rest.indexOf('?') : hashAt;
  return {
    scheme,
    userinfo,
    subdomain: subdomain ? `${subdomain}.` : '',
    domain: domainText,
    port,
    path: rest.slice(0, queryAt),
    query: rest.slice(queryAt, hashAt),
    fragment: rest.slice(hashAt),
  };
}

function decodeHost(host: string): string {
  try {
    return toUnicode(host);
  } catch {
    return host;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function sortBySeverity(warnings: UrlWarning[]): UrlWarning[] {
  return warnings.filter((w) => w.severity === 'danger').concat(warnings.filter((w) => w.severity !== 'danger'));
}
