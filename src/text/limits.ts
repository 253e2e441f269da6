/**
 * Every display and abuse limit, in one place. Server input is untrusted and unbounded
 * (MCP 2026-07-28, client/elicitation §Security): only what is *shown* or *checked* is
 * bounded here, never what is sent back. BENCHMARKS.md has the measurements behind them.
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
/**
 * At most this many options (checkboxes, or `<option>`s of a long select) are drawn at
 * once, selected or not; the filter reaches the rest. 10,000 options drawn at once froze
 * the page for seconds; 50,000 selected ones for half a minute.
 */
export const SHOWN_LIMIT = 100;
/**
 * Most entries a free-text list holds here, each drawn as an input: Add stops there, a
 * longer server default is ignored and a larger `minItems` makes the field unanswerable,
 * so nothing is ever sent that is not on screen.
 */
export const LIST_ENTRY_LIMIT = SHOWN_LIMIT;

/** Fields drawn in the first render, and added per later task. ~100 fields ≈ 40 ms in Chromium. */
export const FIELDS_PER_STEP = 100;
/**
 * Error messages drawn in steps, one task each (schema/field-error-store.ts): the first
 * step in the task that found the errors, then each step sized from the time the last one
 * took, so that a step costs about {@link ERROR_STEP_TARGET_MS} on a fast or a slow
 * machine. A fixed 200 fields per task took 10–40 ms here and would take several times
 * that on a slow phone, where a minor GC (~60 ms on the 2-core bench machine) can land on
 * top of it.
 */
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
