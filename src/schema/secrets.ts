/**
 * Spotting requests for secrets, which servers MUST NOT ask for through a form (MCP 2026-07-28,
 * client/elicitation §Security): a heuristic on words, a warning, never a block. A key or title
 * names the answer, so any secret word counts; a description talks about it ("do not give us
 * your pin"), so only an unambiguous credential word counts, and not after a negation.
 */
import { SECRET_SCAN_LENGTH } from '../text/limits.js';

export { SECRET_SCAN_LENGTH };

// Matched against lower-cased text whose camelCase, `_` and `-` were turned into spaces.
// Unambiguous wherever they appear. "token" alone is not: "tokens used" is an LLM count.
const STRONG =
  'pass ?words?|passwd|pass ?phrases?|pass ?codes?|one time (?:pass)?code|2fa code|(?:access|auth|bearer|refresh|api) tokens?|access keys?|api ?keys?|secret keys?|client secrets?|private keys?|credentials?|card ?numbers?|credit ?cards?|debit ?cards?|cvv2?|cvc2?|security code|iban|ssn|social security(?: number)?';
// Secret words only in a name: in prose "pin" is also a verb, "token" a unit, "secret" a story.
const NAME_ONLY = 'pin|otp|token|secrets?|csc';

// Every alternative has a bounded length, so a scan costs at most a constant per position.
const IN_NAME = new RegExp(`\\b(?:${STRONG}|${NAME_ONLY})\\b`);
// One left-to-right pass over a description: a sentence break resets the negation.
const IN_PROSE = new RegExp(`([.;:!?\\n]|\\bbut\\b)|\\b(not|never|no|nor|without|avoid|don'?t|don’t|cannot)\\b|\\b(?:${STRONG})\\b`, 'g');

const HAS_BREAK = /[A-Z_.-]/;

/** Split `apiKey`, `API-KEY` and `CardNumber` into lower-case words, each replace one linear pass (a backtracking split took 31 s on 150,000 × "A"). */
export function words(text: string): string {
  // Without a capital, `_`, `-` or `.` none of the replaces can match (a lower-case key, the usual case).
  if (!HAS_BREAK.test(text)) return text.toLowerCase();
  return text
    .replace(/([a-z0-9])(?=[A-Z])/g, '$1 ')
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .replace(/[_\-.]+/g, ' ')
    .toLowerCase();
}

/** A name (key or title) with any secret word in it. */
export function nameLooksSecret(name: string | undefined): boolean {
  return name !== undefined && IN_NAME.test(words(name.slice(0, SECRET_SCAN_LENGTH)));
}

/** A description with a credential word that no earlier word of its sentence negates. */
export function proseLooksSecret(prose: string | undefined): boolean {
  if (prose === undefined) return false;
  // Sentence ends are read before `words` turns "." into a space; camelCase is still split.
  const text = words(prose.slice(0, SECRET_SCAN_LENGTH).replace(/\.(?=\s|$)/g, ';'));
  const scan = new RegExp(IN_PROSE.source, IN_PROSE.flags);
  let negated = false;
  for (let match = scan.exec(text); match !== null; match = scan.exec(text)) {
    if (match[1] !== undefined) negated = false;
    else if (match[2] !== undefined) negated = true;
    else if (!negated) return true;
  }
  return false;
}

/** `password` (OpenAPI, JSON Forms, rjsf draw it masked); not a JSON Schema format, so validators ignore it. */
const SECRET_FORMATS = new Set(['password']);

/** True when the format says so, the key or title names a secret, or the description plainly asks for one. */
export function looksSecret(key: string | undefined, title?: string, description?: string, format?: unknown): boolean {
  return (typeof format === 'string' && SECRET_FORMATS.has(format)) || nameLooksSecret(key) || nameLooksSecret(title) || proseLooksSecret(description);
}
