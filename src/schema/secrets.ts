/**
 * Spotting requests for secrets. The spec says servers MUST NOT ask for passwords, API
 * keys, tokens or payment credentials through a form (NOTES.md §4); a client may warn.
 * This is a heuristic on the words of the key, title and description: a warning, never a block.
 */

// Matched against lower-cased text whose camelCase, `_` and `-` were turned into spaces.
// "token" is singular on purpose: "tokens used" is an LLM count, not a credential.
// Every alternative has a bounded length, so a scan costs at most a constant per position.
const SECRET_WORDS =
  /\b(pass ?words?|passwd|pass ?phrases?|pass ?codes?|pin|otp|one time (pass)?code|2fa code|token|access key|api ?keys?|secrets?|private key|credentials?|card ?numbers?|credit ?card|debit ?card|cvv2?|cvc2?|csc|security code|iban|ssn|social security( number)?)\b/;

/**
 * Split `apiKey`, `api_key`, `API-KEY` and `CardNumber` into plain lower-case words. Each
 * pattern looks at a fixed window around one position, so each replace is one linear
 * pass. (`([A-Z]+)([A-Z][a-z])` backtracked over every upper-case run from every start:
 * 150,000 × "A" took 31 s in Chromium.)
 */
export function words(text: string): string {
  return text
    .replace(/([a-z0-9])(?=[A-Z])/g, '$1 ')
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .replace(/[_\-.]+/g, ' ')
    .toLowerCase();
}

/**
 * Characters of each text the heuristic reads: far more than any real key, title or
 * description, and a bound on its cost (1 MB of camelCase took ~1 s even in linear time).
 * A word hidden further on is also far beyond what the form shows before "Show more".
 */
export const SECRET_SCAN_LENGTH = 10_000;

/** True when any of the texts reads like a request for a secret. */
export function looksSecret(...texts: (string | undefined)[]): boolean {
  return texts.some((text) => text !== undefined && SECRET_WORDS.test(words(text.slice(0, SECRET_SCAN_LENGTH))));
}
