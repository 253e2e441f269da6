/**
 * Look-alikes of well-known domains, found as Chromium's top-domain check finds them: the
 * UTS #39 skeleton of a host (diacritics dropped, each character replaced by its confusable
 * prototype: `gíthub` → `github`, Cyrillic `а` → `a`) compared with the skeletons of
 * well-known-domains.ts.
 */
import { LETTER_LOOKALIKES, SKELETON_ONLY } from './confusables-data.js';
import { WELL_KNOWN_DOMAINS } from './well-known-domains.js';

const MARK = /\p{M}/u;
let prototypes: Map<string, string> | undefined;
let wellKnown: Map<string, string> | undefined;

function prototypeTable(): Map<string, string> {
  if (prototypes) return prototypes;
  prototypes = new Map();
  for (const table of [LETTER_LOOKALIKES, SKELETON_ONLY]) {
    for (const [reads, chars] of Object.entries(table)) for (const char of chars) prototypes.set(char, reads);
  }
  return prototypes;
}

/** The skeleton of a host name (lower-case, Unicode form): what it renders like, in ASCII where it can. */
export function skeleton(host: string): string {
  const table = prototypeTable();
  let out = '';
  for (const char of host.normalize('NFD')) {
    if (MARK.test(char)) continue;
    const reads = table.get(char) ?? char;
    // A prototype is itself in ASCII, where `m`, `0` and `1` have prototypes of their own.
    for (const ascii of reads) out += table.get(ascii) ?? ascii;
  }
  return out;
}

/** Skeleton -> the well-known domain it belongs to (the first listed wins a shared skeleton). */
function wellKnownTable(): Map<string, string> {
  if (wellKnown) return wellKnown;
  wellKnown = new Map();
  for (const domain of WELL_KNOWN_DOMAINS.split(' ')) {
    const key = skeleton(domain);
    if (!wellKnown.has(key)) wellKnown.set(key, domain);
  }
  return wellKnown;
}

/** No well-known domain has more labels (`www.gov.uk`, `uol.com.br`). */
const MAX_LABELS = 4;

/**
 * The well-known domain that the run `labels.slice(from, to)` (Unicode form) imitates. Only a
 * run with a non-ASCII character that is not the domain itself counts (`münchen.de` imitates
 * nobody); the host's ending is tried before runs inside the subdomain (`gíthub.com.evil.net`).
 */
export function imitatedWellKnownDomain(labels: string[]): { domain: string; from: number; to: number } | undefined {
  const table = wellKnownTable();
  for (let to = labels.length; to >= 2; to--) {
    for (let from = to - 2; from >= Math.max(0, to - MAX_LABELS); from--) {
      const run = labels.slice(from, to).join('.');
      if (!/[^\0-\x7f]/.test(run)) continue;
      const domain = table.get(skeleton(run));
      if (domain !== undefined && domain !== run) return { domain, from, to };
    }
  }
  return undefined;
}
