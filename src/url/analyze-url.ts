import {
  asciiReading,
  findHiddenCharacters,
  hasDangerousSequence,
  isMixedScript,
  restrictedCharacters,
  revealHiddenCharacters,
  scriptsOf,
  separatorLookalikes,
} from './characters.js';
import { isDeepSubdomain, isIpHost, isLoopbackHost, localPlace, writtenHost } from './host.js';
import { decodeLabel } from './idna.js';
import { imitatedDomain } from './imitation.js';
import { imitatedWellKnownDomain } from './skeleton.js';
import type { AnalyzeUrlOptions, PublicSuffixParser, UrlAnalysis, UrlAnalyzer, UrlParts, UrlWarning } from './types.js';
export { LONG_URL_LENGTH } from '../text/limits.js';
import { LONG_URL_LENGTH } from '../text/limits.js';

/** Spec (URL mode): only web pages may be opened; everything else is blocked, never "warned". */
const OPENABLE_SCHEMES = new Set(['https:', 'http:']);

const DNS_HOST = /^[a-z\d._-]+$/;

/** One label of the host, with what the display policy decided about it. */
interface Label {
  ascii: string;
  unicode: string;
  /** Shown in Unicode: valid IDNA and nothing a browser would keep in `xn--` for. */
  safe: boolean;
  /** The writing systems of its letters (none for an ASCII or invalid label). */
  scripts: string[];
}

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
  /** Index of the first label of the ICANN suffix (private entries like `com.de` left out). */
  const icannStart = (labels: string[]) => {
    const suffix = psl?.parse(labels.join('.'), { allowPrivateDomains: false, extractHostname: false }).publicSuffix;
    return labels.length - (suffix ? suffix.split('.').length : 1);
  };
  const isCountryCode = (label: string) =>
    /^[a-z]{2}$/.test(label) && (!psl || psl.parse(`x.${label}`, { allowPrivateDomains: false, extractHostname: false }).isIcann === true);

  return function analyzeUrl(raw: string, options: AnalyzeUrlOptions = {}): UrlAnalysis {
    const warnings: UrlWarning[] = [];
    const hidden = findHiddenCharacters(raw);

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
      displayHost: undefined,
      warnings: sortBySeverity([warning, ...(hidden.length ? [hiddenWarning(hidden)] : [])]),
    });
    if (!url) return blocked({ code: 'unparsable', severity: 'danger' });
    if (!OPENABLE_SCHEMES.has(url.protocol)) return blocked({ code: 'blocked-scheme', severity: 'danger', scheme: url.protocol });
    // Engines differ on odd hosts (Chromium keeps `exa%20mple.com`, WHATWG rejects it):
    // after IDNA a real DNS name is letters, digits, `-`, `_` and dots only.
    if (!isIpHost(url.hostname) && !DNS_HOST.test(url.hostname)) return blocked({ code: 'unparsable', severity: 'danger' });

    const { hostname, href } = url;
    const ip = isIpHost(hostname);
    // Only the root has an empty label (RFC 1035 §3.1): `a..b.com` or `.evil.net` cannot be
    // looked up (Chromium refuses them), so they are malformed, not a made-up site.
    const name = ip ? hostname : hostname.replace(/\.$/, '');
    if (!ip && name.split('.').includes('')) return blocked({ code: 'unparsable', severity: 'danger' });
    const { domain, subdomain, suffix, listed } = split(hostname);
    const loopback = isLoopbackHost(hostname);
    const labels: Label[] = ip ? [{ ascii: hostname, unicode: hostname, safe: true, scripts: [] }] : name.split('.').map((ascii) => inspectLabel(ascii, warnings, hidden));
    // Chromium's top-domain check: a look-alike of a well-known domain is shown in `xn--`.
    const wellKnown = ip ? undefined : imitatedWellKnownDomain(labels.map((l) => l.unicode));
    if (wellKnown) for (const label of labels.slice(wellKnown.from, wellKnown.to)) if (label.unicode !== label.ascii) label.safe = false;
    const unicodeHost = labels.map((l) => l.unicode).join('.');
    const displayHost = labels.map((l) => (l.safe ? l.unicode : l.ascii)).join('.');
    const tail = (text: string) => text.replace(/\.$/, '').split('.').slice(-domain.replace(/\.$/, '').split('.').length).join('.');
    const displayDomain = ip ? hostname : tail(displayHost);

    if (hidden.length) warnings.unshift(hiddenWarning(hidden));
    if (!ip) {
      const looksLike = labels.map((l) => (l.safe ? l.unicode : (asciiReading(l.unicode) ?? l.unicode))).join('.');
      const disguised = looksLike !== unicodeHost && labels.some((l) => !l.safe && asciiReading(l.unicode));
      if (disguised) {
        warnings.push({ code: 'lookalike-characters', severity: 'danger', host: unicodeHost, ascii: name, looksLike });
      } else if (wellKnown) {
        const shown = (l: Label) => (l.safe ? l.unicode : l.ascii);
        const looksLikeHost = [...labels.slice(0, wellKnown.from).map(shown), wellKnown.domain, ...labels.slice(wellKnown.to).map(shown)].join('.');
        warnings.push({ code: 'lookalike-characters', severity: 'danger', host: unicodeHost, ascii: name, looksLike: looksLikeHost });
      }
      const separators = separatorLookalikes(unicodeHost);
      if (separators) warnings.push({ code: 'lookalike-separators', severity: 'danger', reads: separators.reads, domain: displayDomain, codePoints: separators.codePoints });
      if (unicodeHost !== name) {
        const scripts = [...new Set(labels.flatMap((l) => l.scripts))];
        const reason = labels.some((l) => isMixedScript(l.scripts))
          ? 'mixed-scripts'
          : disguised || wellKnown
            ? 'lookalike'
            : scripts.some((script) => script !== 'Latin')
              ? 'other-script'
              : 'latin';
        warnings.push({ code: 'idn', severity: 'caution', unicode: unicodeHost, ascii: name, reason, scripts });
      }
      const asciiLabels = labels.map((l) => l.ascii);
      const dressedUp = imitatedDomain(asciiLabels, icannStart(asciiLabels), isCountryCode);
      // `gíthub.com.evil.net` imitates github.com, not its xn-- form.
      const imitated = wellKnown && dressedUp === asciiLabels.slice(wellKnown.from, wellKnown.to).join('.') ? wellKnown.domain : dressedUp;
      if (imitated) warnings.push({ code: 'imitated-site', severity: 'danger', looksLike: imitated, domain: displayDomain });
      else if (isDeepSubdomain(subdomain)) warnings.push({ code: 'deep-subdomain', severity: 'caution', subdomain: displayHost.slice(0, -displayDomain.length - 1), domain: displayDomain });
      if (!listed && !loopback) warnings.push({ code: 'unlisted-suffix', severity: 'caution', suffix });
    }

    if (url.username || url.password) {
      const userinfo = url.password ? `${url.username}:${url.password}` : url.username;
      // Decoded for reading, but never with its bidi or invisible characters: they would
      // reorder the warning sentence it is quoted in.
      warnings.push({ code: 'userinfo', severity: 'danger', userinfo: revealHiddenCharacters(safeDecode(userinfo)), host: displayHost });
    }
    if (ip) {
      const written = writtenHost(raw);
      const disguised = written !== undefined && written.toLowerCase() !== hostname ? written : undefined;
      if (disguised) warnings.push({ code: 'ip-address', severity: 'danger', ip: hostname, written: disguised });
      else if (!loopback) warnings.push({ code: 'ip-address', severity: 'caution', ip: hostname });
    }
    if (url.protocol === 'http:' && !loopback) warnings.push({ code: 'insecure-http', severity: 'caution', host: displayHost });
    // The parser drops default ports, so any port left is non-default; local dev servers are exempt.
    if (url.port && !loopback) warnings.push({ code: 'non-default-port', severity: 'caution', port: url.port });
    if (href.length > LONG_URL_LENGTH) warnings.push({ code: 'long-url', severity: 'caution', length: href.length });

    const server = options.serverUrl ? serverHost(options.serverUrl) : undefined;
    if (server !== undefined) {
      const place = localPlace(hostname);
      if (place && !localPlace(server)) warnings.push({ code: 'local-address', severity: 'danger', host: displayHost, place });
      // Every loopback name is the same machine: localhost:3000 for a server on 127.0.0.1 is no other site.
      const sameMachine = loopback && isLoopbackHost(server);
      const serverDomain = split(server).domain.replace(/\.$/, '');
      if (!sameMachine && serverDomain !== domain.replace(/\.$/, '')) {
        warnings.push({ code: 'different-site', severity: 'caution', domain: displayDomain, serverDomain: showHost(serverDomain) });
      }
    }

    const parts = toParts(url, subdomain, domain);
    const unicodeDomain = ip ? hostname : tail(unicodeHost);
    return { raw, href, display: href, canOpen: true, parts, host: hostname, domain, unicodeDomain, displayDomain, displayHost, warnings: sortBySeverity(warnings) };
  };

  function serverHost(serverUrl: string): string | undefined {
    try {
      return new URL(serverUrl).hostname;
    } catch {
      return undefined;
    }
  }
}

/** How one label is shown (Chromium's IDN display policy), with the warnings behind that decision. */
function inspectLabel(ascii: string, warnings: UrlWarning[], hidden: string[]): Label {
  const { unicode, valid, decoded } = decodeLabel(ascii);
  if (!valid) {
    warnings.push({ code: 'invalid-idn', severity: 'danger', label: ascii });
    // Name what it hides (U+200B, U+00AD…) even though it is never shown decoded.
    for (const codePoint of findHiddenCharacters(decoded ?? '')) if (!hidden.includes(codePoint)) hidden.push(codePoint);
    return { ascii, unicode: ascii, safe: false, scripts: [] };
  }
  if (unicode === ascii) return { ascii, unicode, safe: true, scripts: [] };
  for (const codePoint of findHiddenCharacters(unicode)) if (!hidden.includes(codePoint)) hidden.push(codePoint);
  const scripts = scriptsOf(unicode);
  const mixed = isMixedScript(scripts);
  if (mixed) warnings.push({ code: 'mixed-scripts', severity: 'danger', label: unicode, scripts });
  const restricted = restrictedCharacters(unicode);
  const dangerous = hasDangerousSequence(unicode);
  if (restricted.length || dangerous) warnings.push({ code: 'unusual-characters', severity: 'danger', label: ascii, codePoints: restricted });
  const disguised = asciiReading(unicode) !== undefined;
  const safe = !mixed && !restricted.length && !dangerous && !disguised && !separatorLookalikes(unicode);
  return { ascii, unicode, safe, scripts };
}

function hiddenWarning(codePoints: string[]): UrlWarning {
  return { code: 'hidden-characters', severity: 'danger', codePoints };
}

/** A host for display: each valid label decoded (used for the server's own domain). */
function showHost(host: string): string {
  return host
    .split('.')
    .map((label) => decodeLabel(label).unicode)
    .join('.');
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
