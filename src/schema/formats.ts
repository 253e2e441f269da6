/**
 * The one definition of each spec `format` (email, uri, date, date-time), given to both
 * engines in place of their own tables. Each accepts only what the validators servers run all
 * accept (ajv-formats, @cfworker, zod, pydantic), so a form never sends an answer the server
 * then refuses. Linear in the text: a server's default can be a megabyte long.
 */
import { isValidDate } from './date-time.js';
import { engineFormat } from './format-names.js';

/** `YYYY-MM-DD`, a real day of years 0001–9999 (date-time.ts, which reads every draft with it). */
export const isDate = isValidDate;

// Upper-case T and Z and a colon in the offset: zod takes no other spelling; seconds are
// required by ajv-formats; a leap second (:60) by neither Python nor zod.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** RFC 3339 with an offset, e.g. `2026-03-01T09:30:00+01:00` or `…T08:30:00.5Z`. */
export function isDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m || !isDate(m[1]!)) return false;
  const n = (group: number) => Number(m[group] ?? 0);
  // hour, minute, second, offset hour, offset minute
  return n(2) <= 23 && n(3) <= 59 && n(4) <= 59 && n(5) <= 23 && n(6) <= 59;
}

const LOCAL_ATOM = /^[A-Za-z0-9_'+-]+$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;
/** email-validator's special-use names: never a deliverable address. */
const SPECIAL_USE = new Set(['arpa', 'invalid', 'local', 'localhost', 'onion', 'test']);

/**
 * `name@example.com`: zod's local part, ajv-formats' domain labels, a top-level label of 2+
 * letters, no `ab--` label but `xn--`, no special-use name; ASCII only; RFC 5321 lengths as
 * email-validator applies them. The intersection of what those servers accept.
 */
export function isEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (text.length > 254 || at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (local.length > 64 || local.endsWith("'") || !local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  const labels = domain.split('.');
  const top = labels[labels.length - 1]!;
  if (domain.length > 253 || labels.length < 2 || !TOP_LEVEL.test(top) || SPECIAL_USE.has(top.toLowerCase())) return false;
  return labels.every((label) => LABEL.test(label) && (label.slice(2, 4) !== '--' || label.slice(0, 2).toLowerCase() === 'xn'));
}

// RFC 3986 character sets; `%` must start a `%XX` escape everywhere.
const only = (chars: string) => new RegExp(`^(?:[${chars}]|%[0-9A-Fa-f]{2})*$`);
const SUB = "A-Za-z0-9\\-._~!$&'()*+,;=";
const USERINFO = only(`${SUB}:`);
const REG_NAME = only(SUB);
const PATH = only(`${SUB}:@/`);
const QUERY = only(`${SUB}:@/?`);
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const HEX4 = /^[0-9A-Fa-f]{1,4}$/;
const OCTET = /^\d{1,3}$/;

const isIpv4 = (text: string) => {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((p) => OCTET.test(p) && Number(p) <= 255);
};

/** RFC 4291 text form, with an optional trailing IPv4; one `::` at most. */
function isIpv6(text: string): boolean {
  if (text.length > 45) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  const last = all[all.length - 1];
  const v4 = last !== undefined && last.includes('.');
  if (v4 && !isIpv4(last)) return false;
  if (!(v4 ? all.slice(0, -1) : all).every((g) => HEX4.test(g))) return false;
  const count = all.length + (v4 ? 1 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}

/** `host[:port]` of an authority: a bracketed IPv6 (IPvFuture never parses as a WHATWG URL) or a reg-name. */
function isHostPort(text: string): boolean {
  let rest: string;
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close < 0 || !isIpv6(text.slice(1, close))) return false;
    rest = text.slice(close + 1);
  } else {
    const colon = text.indexOf(':');
    const host = colon < 0 ? text : text.slice(0, colon);
    if (!REG_NAME.test(host)) return false;
    rest = colon < 0 ? '' : text.slice(colon);
  }
  return rest === '' || /^:\d*$/.test(rest);
}

function parsesAsUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** An absolute ASCII URI (RFC 3986) that the WHATWG URL parser also reads: `https://a b` is refused, `mailto:` passes. */
export function isUri(text: string): boolean {
  const scheme = SCHEME.exec(text);
  if (!scheme) return false;
  const hash = text.indexOf('#');
  const beforeHash = hash < 0 ? text : text.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const hier = (question < 0 ? beforeHash : beforeHash.slice(0, question)).slice(scheme[0].length);
  if (hash >= 0 && !QUERY.test(text.slice(hash + 1))) return false;
  if (question >= 0 && !QUERY.test(beforeHash.slice(question + 1))) return false;
  // RFC 3986 allows an empty path (`urn:`, `a:?x`); ajv-formats and @cfworker refuse it.
  if (hier === '') return false;
  let path = hier;
  if (hier.startsWith('//')) {
    const slash = hier.indexOf('/', 2);
    const authority = slash < 0 ? hier.slice(2) : hier.slice(2, slash);
    path = slash < 0 ? '' : hier.slice(slash);
    const at = authority.lastIndexOf('@');
    if (at >= 0 && !USERINFO.test(authority.slice(0, at))) return false;
    if (!isHostPort(authority.slice(at + 1))) return false;
  }
  return PATH.test(path) && parsesAsUrl(text);
}

/** The four checks by format name. */
export const FORMATS: Readonly<Record<'email' | 'uri' | 'date' | 'date-time', (text: string) => boolean>> = {
  email: isEmail,
  uri: isUri,
  date: isDate,
  'date-time': isDateTime,
};

/** Each check under the name the engines know it by (format-names.ts). */
export const ENGINE_FORMATS: Readonly<Record<string, (text: string) => boolean>> = Object.fromEntries(
  Object.entries(FORMATS).map(([name, check]) => [engineFormat(name), check]),
);
