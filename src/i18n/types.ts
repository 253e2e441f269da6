/**
 * Every user-visible string of the library; hosts override any subset through `labels` or the
 * provider. Functions receive the values they interpolate, so translations can reorder them.
 */
import type { SchemaProblemCode } from '../schema/types.js';
import type { UrlWarning, UrlWarningCode } from '../url/types.js';

/** The store's `ExpiryReason['code']`, spelled out so the words do not import the store (request-view.tsx ties them). */
export type ExpiryReasonCode = 'deadline' | 'stopped' | 'cancelled' | 'call-failed' | 'disconnected' | 'server-restarted' | 'state-refused' | 'elsewhere';

export interface ServerLabels {
  /** Prefix before the host-verified server name. @default "Request from" */
  requestFrom: string;
  /** The host the server was reached at, after its name. @default (host) => ` (${host})` */
  host: (host: string) => string;
  /** Marks a name the server reported about itself (not verified by the host). */
  selfReported: (title: string) => string;
}

/** How far a round of several questions is (src/components/elicitation-outlet/round-plan.ts). */
export interface RoundProgressCounts {
  /** Questions answered (accepted), kept for Send all or already sent. */
  answered: number;
  /** Questions declined, by the user or by the app (a request it could not show). */
  declined: number;
  /** Questions the user cancelled (dismissed without an answer). */
  skipped: number;
  /** Unanswered questions whose form the user has started filling in. */
  filling: number;
  /** Questions already sent (or declined by the app: refused). */
  sent: number;
  /**
   * Questions that ended unsent (expired: a deadline, a stopped or failed call…): what was
   * typed in them never went. Absent from a caller that predates it.
   */
  unsent?: number;
  total: number;
  /** Unanswered questions the last Send all could not take (empty or invalid). */
  attention: number;
}

/** Strings of ElicitationHost and ElicitationOutlet. */
export interface HostLabels {
  /** A request in a mode this host does not offer; it was declined. */
  unsupportedMode: (mode: string) => string;
  /** A request too malformed to show; it was declined. */
  invalidRequest: string;
  /** Ended unsent, for a reason the store did not say. @default "Expired — your answers were not sent." */
  expired: string;
  /** Beside an expired draft. */
  expiredDraftHint: string;
  /**
   * Beside an expired request the server's own form (an MCP App) drew: what was entered there
   * stays inside the server's frame, so it cannot be kept or copied.
   */
  appAnswersNotKept: string;
  /**
   * In view when a request ended unsent, by why, saying what really went to the server:
   * "Expired — your answers were not sent; the server was told the request was cancelled."
   * (a deadline), "Stopped — your answers were not sent."… (`expired` when no reason was given).
   */
  unsent: (reason: ExpiryReasonCode) => string;
  /** Copies what the person entered in a request that ended unsent. @default "Copy answers" */
  copyAnswers: string;
  /** After Copy answers. @default "Answers copied." */
  answersCopied: string;
  /** The clipboard refused: the answers are shown selected instead. */
  copyAnswersFallback: string;
  /** Accessible name of the selected answers shown when the clipboard refused. @default "Your answers" */
  yourAnswers: string;
  /** The visible countdown, in whole seconds left. @default (s) => `1:45 left to answer` */
  timeLeft: (seconds: number) => string;
  /** Said when the countdown shows and once shortly before the end, as the clock reads (90 ⇒ "1 minute 30 seconds"), never rounded up. */
  announceTimeLeft: (seconds: number) => string;
  /** Moves the deadline when the host allows it. @default "More time" */
  moreTime: string;
  /** Removes an expired request or a notice from view. @default "Dismiss" */
  dismiss: string;
  /** The modal's close control (top corner): closing a request unanswered is `cancel`. @default "Close" */
  close: string;
  /** The modal's control that folds it to a bar, so the page around it can be read and used. @default "Minimise" */
  collapse: string;
  /** On the bar a folded modal becomes: opens the question again, as it was left. @default "Show the question" */
  expand: string;
  /** Heading of a round of several requests. */
  roundTitle: (count: number) => string;
  /** Sends every answer of a round at once. @default "Send all" */
  sendAll: string;
  /** Closes a whole round without answering (each request gets `cancel`). @default "Cancel all" */
  cancelAll: string;
  /** Per-request status in a round. */
  statusPending: string;
  /** Before an answered question's answer (accept), or the whole line (decline, cancel). */
  statusAnswered: (action: 'accept' | 'decline' | 'cancel') => string;
  /**
   * At the top of a round, counted honestly: answered (kept, not sent), being filled in, not
   * taken by the last Send all, and whether anything went. @default "1 of 3 answered · 2 being filled in · nothing sent yet"
   */
  roundProgress: (progress: RoundProgressCounts) => string;
  /** Opens the form of a question further down a long round. @default "Answer" */
  answerQuestion: string;
  /** On a question the last Send could not take (unanswered or invalid). */
  needsAttention: string;
  /** A yes/no answer in an answered question's summary. */
  yesNo: (value: boolean) => string;
  /** An accepted answer with nothing filled in. */
  emptyAnswer: string;
  /** Re-opens an answered request of a round that is not sent yet. @default "Change" */
  changeAnswer: string;
  /** Requests declined without asking because a server sent too many. */
  tooManyPending: (count: number, server: string) => string;
  /** A request whose display failed; it was declined. */
  renderError: string;
  /**
   * After the answer, shown while the request stays in view and said aloud. A cancel reaches the
   * server too: its words say no answers went and the server was told, whether or not anything
   * was typed. @default "You cancelled. No answers were sent; the server was told you cancelled."
   */
  sent: (action: 'accept' | 'decline' | 'cancel') => string;
  /** An answer on its way to a store whose actions travel (the relay). @default "Sending…" */
  sending: string;
  /** The last action did not take effect; the request can still be answered. */
  actionFailed: (code: 'invalid-content' | 'answered-elsewhere' | 'gone' | 'conflict' | 'unreachable' | 'unknown' | 'refused' | 'failed') => string;
  /** A remote store lost its connection and is trying again, or the relay refused this browser (`unauthorized`: signed out, or a restarted server forgot the session). */
  connection: (state: 'connecting' | 'offline' | 'unauthorized') => string;
  /** Shown for a few seconds, and said once, when a lost connection comes back. @default "Back online." */
  backOnline: string;
  /** Accessible name of the outlet, where focus goes when nothing else is left. @default "Requests from servers" */
  outletName: string;
  /** Spoken when one request arrives; `message` is the server's, clipped. @default (s, m) => `${s} asks: ${m}` */
  announceArrival: (server: string, message: string) => string;
  /** Spoken when a round of several requests arrives. @default (s, n) => `${s} asks 3 questions` */
  announceRound: (server: string, count: number) => string;
  /** Spoken when an answer (or a round of them) went to the server. @default (s) => `Sent to ${s}` */
  announceSent: (server: string) => string;
  /** Spoken when a request ends unsent, by why (as `unsent`; absent: its deadline passed). */
  announceExpired: (server: string, reason?: ExpiryReasonCode) => string;
  /** Describes a round's "Send all": how many answers it sends, how many of them are empty. */
  sendAllDescription: (count: number, empty: number) => string;
  /** Spoken after a "Send all" that could not send: which questions (by number) need attention. */
  roundAttention: (questions: readonly number[]) => string;
}

/** Strings of UrlConsentDialog. */
export interface UrlConsentLabels {
  /** Dialog title. @default "Open a website?" */
  title: string;
  /** Heading of the server's own words. @default "The server says:" */
  messageIntro: string;
  /** Before the highlighted registrable domain. @default "This opens a page on" */
  destination: string;
  /** Label of the full URL. @default "Full address" */
  fullUrl: string;
  /** While the Public Suffix List loads. @default "Checking the address…" */
  checking: string;
  /** The analyser's code could not be loaded (offline, a blocked chunk): nothing can be opened until it is. */
  checkFailed: string;
  /** Loads the analyser again after `checkFailed`. @default "Try again" */
  checkAgain: string;
  /** Heading of the warnings. @default "Check before you open it" */
  warningsTitle: string;
  /** Shown for a URL that can never be opened. */
  blocked: string;
  /** @default "Open" */
  open: string;
  /** @default "Decline" */
  decline: string;
  /** @default "Cancel" */
  cancel: string;
  /** Opens the same URL again after consent. @default "Open again" */
  openAgain: string;
  /** When the page was opened in an earlier round: answer without opening it again. @default "I’ve finished" */
  finished: string;
  /** @default "Copy address" */
  copy: string;
  /** @default "Copied" */
  copied: string;
  /** When the clipboard is not available; the address is selected instead. */
  copyFailed: string;
  /** Title when the same URL is asked for again in a later round. @default (d) => `Still waiting for you to finish on ${d}` */
  stillWaiting: (domain: string) => string;
  /** Under the waiting title. @default "When you are done there, come back here." */
  waitingHint: string;
  /** Title in the waiting state (after Open); `domain` is undefined while the address is checked. */
  waitingTitle: (domain: string | undefined) => string;
  /** While waiting, once the server said it is not finished yet ("still waiting"): it is asked again by itself. */
  notFinishedYet: string;
  /** Asked again for a page after the person said "I’ve finished": the server still waits. @default (d) => `The server says it is still waiting for you to finish on ${d}.` */
  serverStillWaiting: (domain: string | undefined) => string;
  /** Ends the waiting state (the host may stop the call). @default "Stop waiting" */
  stopWaiting: string;
  /** The request ended unsent (the host says why): the link can no longer be opened from here. */
  expired: string;
  /** After Decline or Cancel, while the dialog is still shown. */
  answered: (action: 'decline' | 'cancel') => string;
  /** Asks for the popup hint (browsers do not report blocked `noopener` windows). @default "No window?" */
  noWindow: string;
  /** Shown when the user asks ("No window?"): what to do if the browser blocked the window. */
  popupHint: string;
  /** Before each warning: its seriousness in words (visually hidden where colour shows it). @default "Danger:" / "Caution:" */
  severity: (severity: 'danger' | 'caution') => string;
  /** After the full address when it holds user info (shown struck through): that the browser ignores it. */
  userinfoIgnored: (userinfo: string) => string;
}

/** Plain-language text of each URL warning (see `UrlWarning`), one function per code. */
export type UrlWarningLabels = { [C in UrlWarningCode]: (warning: Extract<UrlWarning, { code: C }>) => string };

/** Strings of SchemaForm: actions, hints, notices and plain-language validation messages. */
export interface SchemaFormLabels {
  /** @default "Submit" */
  submit: string;
  /** @default "Decline" */
  decline: string;
  /** @default "Cancel" */
  cancel: string;
  /** Shown after the label of a required field. @default "(required)" */
  required: string;
  /** The "leave it unanswered" choice of an optional single-select. @default "No answer" */
  noAnswer: string;
  /** Placeholder option of a long single-select. @default "Choose…" */
  choose: string;
  /** Label of the filter box of a long multi-select. @default "Filter options" */
  filterOptions: string;
  /** The filter matches nothing. */
  noMatches: string;
  selectedCount: (selected: number, total: number) => string;
  /** How many choices a multi-select takes, said as optional when the field is (empty is allowed even with a minimum). */
  choiceRule: (min: number | undefined, max: number | undefined, required: boolean) => string;
  /** Beside a date-time input: the zone the value is read in. */
  timeZone: (zone: string, offset: string) => string;
  /** Warning on a field that looks like it asks for a secret (spec: servers MUST NOT). */
  secretWarning: string;
  /** The toggle (aria-pressed) that shows a masked answer; named with the field's label. @default "Show" */
  showSecret: string;
  /** Heading of the notice shown instead of a form that cannot be displayed. */
  unsupported: string;
  /** One line per schema problem; `key` is the property concerned, if any. */
  problem: (code: SchemaProblemCode, key: string | undefined) => string;
  /** Heading above the optional fields a form leaves out because it cannot draw them. */
  skippedFields: string;
  /** Announced after a submit that found errors. */
  errorSummary: (count: number) => string;
  /** After {@link SchemaFormLabels.errorSummary}: the fields concerned (labels, clipped), and how many more. */
  errorFields: (names: readonly string[], more: number) => string;
  /** The answers passed every field check but the schema still rejected them. */
  formRejected: string;
  /** After Submit: the answers could not be checked (the validator failed to load), so nothing was sent. */
  checkUnavailable: string;
  /** Submit's label while {@link SchemaFormLabels.checkUnavailable} shows: checks again and, if the answers pass, sends them. */
  retryCheck: string;
  /** While a submit's checks take more than a moment (very long forms or answers): how many answers are being checked. */
  checking: (count: number) => string;
  errorRequired: string;
  errorChoose: string;
  errorMinLength: (min: number) => string;
  errorMaxLength: (max: number) => string;
  errorEmail: string;
  errorUri: string;
  errorDate: string;
  errorDateTime: string;
  errorNumber: string;
  errorInteger: string;
  errorMinimum: (min: number) => string;
  errorMaximum: (max: number) => string;
  errorMinItems: (min: number) => string;
  errorMaxItems: (max: number) => string;
  errorOption: string;
  /** Some entries of a free-text list are not accepted; each entry shows its own message. */
  errorEntries: string;
  /** A free-text list needs at least `min` entries. */
  errorMinEntries: (min: number) => string;
  errorMaxEntries: (max: number) => string;
  /** Adds an entry to a free-text list. @default "Add" */
  listAdd: string;
  /** Accessible name of the input of entry `n` (from 1). @default (n) => `Entry ${n}` */
  listEntry: (n: number) => string;
  /** The button removing entry `n` (from 1). @default (n) => `Remove entry ${n}` */
  listRemove: (n: number) => string;
  /** The entry count a free-text list accepts (`minItems`/`maxItems`; at least one is set). */
  listLimits: (min: number | undefined, max: number | undefined) => string;
  /** Why Add does nothing: the list is full. */
  listFull: (max: number) => string;
  /** A server `pattern` rejected the answer; `hint` is the field's description or title, clipped and isolated. */
  errorPatternHint: (hint: string) => string;
  errorInvalid: string;
}

/** Strings of the abuse limits (text/limits.ts): long server text shown in part. */
export interface LimitLabels {
  /** Reveals more of a long server text; `hidden` characters are not shown yet. */
  showMore: (hidden: number) => string;
  /** Collapses a long server text again. @default "Show less" */
  showLess: string;
  /** Under a long option list: `hidden` matching options are not drawn; the filter finds them. */
  moreOptions: (hidden: number) => string;
  /** On a field whose server `pattern` cannot be checked safely here; the server still checks it. */
  patternUnchecked: string;
  /** A long list of selected options is not drawn in full: how to see them. */
  selectedHidden: (hidden: number) => string;
}

export interface ElicitationLabels {
  server: ServerLabels;
  url: UrlConsentLabels;
  urlWarnings: UrlWarningLabels;
  host: HostLabels;
  schemaForm: SchemaFormLabels;
  limits: LimitLabels;
}

// English plurals and numbers through Intl, like every translation (src/i18n/format.ts).

/** A partial override: any group, any key. */
export type LabelOverrides = { [G in keyof ElicitationLabels]?: Partial<ElicitationLabels[G]> };
