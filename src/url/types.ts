/**
 * Types of the URL-mode analysis. Everything here is data: the text of each warning is
 * produced from `labels.urlWarnings` so that hosts can translate it.
 */

/** How bad a finding is. `danger` is shown more prominently than `caution`. */
export type UrlWarningSeverity = 'danger' | 'caution';

/** One finding about a URL. `code` is stable; the other fields are its parameters. */
export type UrlWarning =
  /** The URL does not parse at all; it can never be opened. */
  | { code: 'unparsable'; severity: 'danger' }
  /** Only `https:` and `http:` may be opened (`javascript:`, `data:`, `file:`, custom schemes…). */
  | { code: 'blocked-scheme'; severity: 'danger'; scheme: string }
  /** Bidi overrides, zero-width or other invisible/control characters, as `U+XXXX` strings. */
  | { code: 'hidden-characters'; severity: 'danger'; codePoints: string[] }
  /** `user@host`: browsers ignore everything before the `@`, which can imitate another site. */
  | { code: 'userinfo'; severity: 'danger'; userinfo: string; host: string }
  /** A bare IP address; `written` is the raw text when it used another notation (decimal, hex, octal…). */
  | { code: 'ip-address'; severity: 'danger' | 'caution'; ip: string; written?: string }
  /** One label of the host mixes writing systems, e.g. Latin and Cyrillic. */
  | { code: 'mixed-scripts'; severity: 'danger'; label: string; scripts: string[] }
  /** Characters that render like ASCII letters (UTS #39 confusables); `looksLike` is the host they imitate. */
  | { code: 'lookalike-characters'; severity: 'danger'; host: string; ascii: string; looksLike: string }
  /** An `xn--` label that is not valid IDNA (UTS #46): never decoded for display. */
  | { code: 'invalid-idn'; severity: 'danger'; label: string }
  /** A label with characters browsers do not display in names (symbols, restricted scripts…), as `U+XXXX`. */
  | { code: 'unusual-characters'; severity: 'danger'; label: string; codePoints: string[] }
  /** Characters that render like `/` or `.`; `reads` is how the host then reads, `domain` the real site. */
  | { code: 'lookalike-separators'; severity: 'danger'; reads: string; domain: string; codePoints: string[] }
  /** Another site's name (`looksLike`) written before the registrable domain that really opens (`domain`). */
  | { code: 'imitated-site'; severity: 'danger'; looksLike: string; domain: string }
  /** The page is on the user's own computer or local network, while the server that asks is not. */
  | { code: 'local-address'; severity: 'danger'; host: string; place: 'this-device' | 'local-network' }
  /**
   * An IDN host, with both of its forms; `reason`, most serious first: `mixed-scripts`,
   * `lookalike`, `other-script` (named in `scripts`), or Latin beyond a–z (`latin`: `münchen.de`).
   */
  | { code: 'idn'; severity: 'caution'; unicode: string; ascii: string; reason: IdnReason; scripts: string[] }
  /** Plain `http:` to a host other than the user's own machine. */
  | { code: 'insecure-http'; severity: 'caution'; host: string }
  /** A port other than the scheme's default. */
  | { code: 'non-default-port'; severity: 'caution'; port: string }
  /** The host ends in a name that is not a public top-level domain (e.g. `.example`, `.corp`). */
  | { code: 'unlisted-suffix'; severity: 'caution'; suffix: string }
  /** Many labels before the real domain push it out of view (domain-like ones give `imitated-site`). */
  | { code: 'deep-subdomain'; severity: 'danger' | 'caution'; subdomain: string; domain: string }
  /** A very long URL (`length` characters). */
  | { code: 'long-url'; severity: 'caution'; length: number }
  /** The registrable domain differs from the MCP server's own. */
  | { code: 'different-site'; severity: 'caution'; domain: string; serverDomain: string };

export type UrlWarningCode = UrlWarning['code'];

/** Why an internationalised host is shown with a caution (the `idn` warning). */
export type IdnReason = 'mixed-scripts' | 'lookalike' | 'other-script' | 'latin';

/**
 * The parsed URL cut into displayable pieces. Concatenated in order they give `href`
 * exactly, so the text the user reads, selects and copies is the text that opens.
 */
export interface UrlParts {
  /** `https://` or `http://`. */
  scheme: string;
  /** `user:pass@`, or `""`. */
  userinfo: string;
  /** Labels before the registrable domain, with the trailing dot (`accounts.`), or `""`. */
  subdomain: string;
  /** The registrable domain (eTLD+1); the whole host when there is none (IP, `localhost`). */
  domain: string;
  /** `:8443`, or `""`. */
  port: string;
  path: string;
  /** `?…`, or `""`. */
  query: string;
  /** `#…`, or `""`. */
  fragment: string;
}

export interface UrlAnalysis {
  /** The string the server sent, unchanged. */
  raw: string;
  /** The URL as the browser will load it (Punycode host, invisible characters percent-encoded): shown and opened; `undefined` if it does not parse. */
  href: string | undefined;
  /** The text to show: `href`, or for unparsable input the raw string with hidden characters escaped. */
  display: string;
  /** Only `https:`/`http:` URLs that parse may ever be opened. */
  canOpen: boolean;
  /** Pieces of `href` for rendering; only for `https:`/`http:`. */
  parts: UrlParts | undefined;
  /** ASCII host (`xn--` form for IDN), e.g. `accounts.google.com`. */
  host: string | undefined;
  /** The registrable domain (eTLD+1) in ASCII, or the host when there is none. */
  domain: string | undefined;
  /** `domain` in Unicode when it is a valid IDN, otherwise the same as `domain`. */
  unicodeDomain: string | undefined;
  /**
   * The domain to name to the user, label by label as Chromium's IDN display policy would:
   * Unicode for an ordinary IDN label, `xn--` for a suspicious one. Warning parameters follow the same rule.
   */
  displayDomain: string | undefined;
  /** The whole host in the same form as `displayDomain`. */
  displayHost?: string | undefined;
  /** Every finding, most serious first. Empty for an ordinary https URL. */
  warnings: UrlWarning[];
}

export interface AnalyzeUrlOptions {
  /** The URL of the MCP server that asks (host-verified); enables `different-site`. */
  serverUrl?: string;
}

/** A synchronous analyser, bound to a loaded Public Suffix List. */
export type UrlAnalyzer = (raw: string, options?: AnalyzeUrlOptions) => UrlAnalysis;

/** What the analyser needs from a PSL library: tldts' `parse` fits. */
export interface PublicSuffixParser {
  parse: (
    hostname: string,
    options?: { allowPrivateDomains?: boolean; extractHostname?: boolean; validateHostname?: boolean },
  ) => { domain: string | null; subdomain: string | null; publicSuffix: string | null; isIcann: boolean | null; isPrivate: boolean | null };
}
