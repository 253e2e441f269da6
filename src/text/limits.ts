/**
 * Every display and abuse limit, in one place: server input is untrusted and unbounded, so
 * what is shown or checked is bounded, never what is sent back (BENCHMARKS.md has the measurements).
 */

/** Characters of a `message` shown before "Show more". */
export const MESSAGE_PREVIEW_LENGTH = 1_000;
/** Characters of a field description shown before "Show more". */
export const DESCRIPTION_PREVIEW_LENGTH = 300;
/** Characters of a round's question shown before "Show more". */
export const QUESTION_PREVIEW_LENGTH = 200;
/** Longest title, option label or self-reported server name shown; the rest is elided. */
export const LABEL_MAX_LENGTH = 200;

/** Up to this many options of a single-select are shown as radios, expanded; more use a select. */
export const RADIO_LIMIT = 5;
/** Up to this many options of a multi-select are listed as they are; more get a filter box. */
export const CHECKBOX_LIMIT = 8;
/** At most this many options are drawn at once, selected or not (10,000 froze the page for seconds); the filter reaches the rest. */
export const SHOWN_LIMIT = 100;
/** Most entries a free-text list holds: each is drawn as an input, so nothing is sent that is not on screen. */
export const LIST_ENTRY_LIMIT = SHOWN_LIMIT;

/** Fields drawn in the first render, and added per later task. ~100 fields ≈ 40 ms in Chromium. */
export const FIELDS_PER_STEP = 100;
/** Error messages are drawn in steps sized from the last step's time, so each costs about {@link ERROR_STEP_TARGET_MS} on a slow phone too. */
export const ERROR_STEP_FIRST = 50;
/** Time one step of error drawing aims at, render included (ms). */
export const ERROR_STEP_TARGET_MS = 16;
/** Bounds of a step, in fields: at least this many, so the drawing always advances… */
export const ERROR_STEP_MIN = 10;
/** …and at most this many, whatever a fast step suggests. */
export const ERROR_STEP_MAX = 1_000;

/** Characters of each key, title and description read when looking for secrets. */
export const SECRET_SCAN_LENGTH = 10_000;
/** Longest server `pattern` compiled; longer ones are left to the server. */
export const PATTERN_MAX_LENGTH = 1_000;
/** A nested `enum` longer than this is not copied into the checked schema. */
export const NESTED_ENUM_LIMIT = 1_000;
/** Forms with more properties than this are validated by the interpreter, not compiled by ajv. */
export const AJV_PROPERTY_LIMIT = 300;
/** URLs longer than this get a "long URL" caution. */
export const LONG_URL_LENGTH = 2048;
