/** English labels: the defaults of every string of the library. */
import { formatClock as clock, formatNumber, formatPlural } from './format.js';
import type { SchemaProblemCode } from '../schema/types.js';
import type { ElicitationLabels, ExpiryReasonCode, LabelOverrides } from './types.js';

const plural = (n: number, one: string, other: string) => formatPlural('en', n, { one: `# ${one}`, other: `# ${other}` });
const num = (n: number) => formatNumber('en', n);
const quoted = (key: string | undefined) => (key === undefined ? 'The form' : `“${key}”`);
/** `a`, `a and b`, `a, b and c`. */
const listOf = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const problemText: Record<SchemaProblemCode, string> = {
  'not-object': 'is not a list of fields.',
  'invalid-property': 'is not a field description.',
  'nested-object': 'is a group of fields inside a field, which this form cannot show.',
  ref: 'points to a definition elsewhere ($ref), which this form cannot follow.',
  'array-of-objects': 'is a list of records, which this form cannot show.',
  'unsupported-array': 'is a list of a kind this form cannot show.',
  composition: 'combines several schemas (allOf, anyOf or oneOf), which this form cannot show.',
  'unknown-type': 'has a type this form does not know.',
  'invalid-options': 'has malformed choices.',
  'required-unknown': 'is required but not described.',
  'default-not-in-options': 'has a default that is not one of its choices; it was ignored.',
  'default-wrong-type': 'has a default of the wrong type; it was ignored.',
  'default-too-long': 'has a default with more entries than this form can show; it was ignored.',
  uncheckable: 'has rules this form cannot check safely (a pattern, uniqueItems or a very long list of values in an unusual place, or a definition the validator cannot read).',
};

/**
 * Nothing typed is thrown away silently: each way a request can end unsent, said in view as
 * what really happened. The store answers `cancel` in every ending, but only a deadline's
 * reaches the server (its call still listens); in the others the call is gone. An answer
 * the server refused (`state-refused`) did reach it, with the retry it would no longer take.
 * A request ended in another tab (`elsewhere`) got that tab's answer, which the relay does not
 * say; what went unsent is this page's typing.
 */
const unsentHead: Record<ExpiryReasonCode, string> = {
  deadline: 'Expired',
  stopped: 'Stopped',
  cancelled: 'The request was withdrawn',
  'call-failed': 'The call failed',
  disconnected: 'Connection lost',
  'server-restarted': 'The server restarted',
  'state-refused': 'The server no longer accepts this request',
  elsewhere: 'Ended in another tab or window',
};
const unsentEn = (reason: ExpiryReasonCode) =>
  reason === 'deadline'
    ? 'Expired — your answers were not sent; the server was told the request was cancelled.'
    : reason === 'state-refused'
      ? `${unsentHead[reason]} — your answers were not taken.`
      : reason === 'elsewhere'
        ? `${unsentHead[reason]} — what you entered here was not sent.`
        : `${unsentHead[reason]} — your answers were not sent.`;
const announceUnsentEn = (server: string, reason: ExpiryReasonCode) =>
  reason === 'deadline'
    ? `Expired — your answers were not sent to ${server}; it was told the request was cancelled.`
    : reason === 'state-refused'
      ? `${server} no longer accepts this request — your answers were not taken.`
      : reason === 'elsewhere'
        ? `${unsentHead[reason]} — what you entered here was not sent to ${server}.`
        : `${unsentHead[reason]} — your answers were not sent to ${server}.`;

/** Why an action on a request did not take effect (a remote store's ActionError code). */
const actionFailed: Record<Parameters<ElicitationLabels['host']['actionFailed']>[0], string> = {
  'invalid-content': 'The app could not accept this answer. Check it and send again.',
  'answered-elsewhere': 'This request was already answered, in another tab or window.',
  gone: 'This request has ended. Your answer was not sent.',
  conflict: 'This request changed meanwhile, perhaps in another tab. Check it and try again.',
  unreachable: 'Not sent: the connection failed. Try again.',
  unknown: 'Not confirmed: the app did not say whether your answer arrived. Sending it again is safe; it is never applied twice.',
  refused: 'Not sent: this page may not answer this request.',
  failed: 'Not sent. Try again.',
};

export const defaultLabels: ElicitationLabels = {
  limits: {
    showMore: (hidden) => `Show more (${plural(hidden, 'more character', 'more characters')})`,
    showLess: 'Show less',
    moreOptions: (hidden) => `${plural(hidden, 'more option is', 'more options are')} not shown: type in the filter to find them.`,
    patternUnchecked: 'The server’s pattern for this answer cannot be checked here; the server will check it when you submit.',
    selectedHidden: (hidden) => `${plural(hidden, 'selected option is', 'selected options are')} not shown: type in the filter to find them.`,
  },
  url: {
    title: 'Open a website?',
    messageIntro: 'The server says:',
    destination: 'This opens a page on',
    fullUrl: 'Full address',
    checking: 'Checking the address…',
    checkFailed: 'The address could not be checked, so it cannot be opened from here. Check your connection, then try again.',
    checkAgain: 'Try again',
    warningsTitle: 'Check before you open it',
    blocked: 'This address cannot be opened.',
    open: 'Open',
    decline: 'Decline',
    cancel: 'Cancel',
    openAgain: 'Open again',
    finished: 'I’ve finished',
    copy: 'Copy address',
    copied: 'Copied',
    copyFailed: 'Copying is not available here. The address is selected: copy it with your keyboard.',
    stillWaiting: (domain) => `Still waiting for you to finish on ${domain}`,
    waitingHint: 'When you are done there, come back here.',
    waitingTitle: (domain) => (domain ? `Waiting for you to finish on ${domain}` : 'Waiting for you to finish on the website'),
    notFinishedYet: 'Not finished there yet. This app checks again by itself.',
    serverStillWaiting: (domain) => `The server says it is still waiting for you to finish on ${domain ?? 'the website'}.`,
    stopWaiting: 'Stop waiting',
    expired: 'Closed — this link can no longer be opened from here.',
    answered: (action) => (action === 'decline' ? 'You declined. Nothing was opened.' : 'You cancelled. Nothing was opened.'),
    noWindow: 'No window?',
    popupHint: 'Your browser may have blocked the new window. Copy the address and open it in a new tab.',
    severity: (severity) => (severity === 'danger' ? 'Danger:' : 'Caution:'),
    userinfoIgnored: (userinfo) => `(“${userinfo}” is ignored: browsers skip it.)`,
  },
  urlWarnings: {
    unparsable: () => 'This is not a valid web address.',
    'blocked-scheme': (w) => `Addresses starting with “${w.scheme}” are not web pages and are never opened from here.`,
    'hidden-characters': (w) =>
      `The address contains invisible or direction-changing characters (${w.codePoints.join(', ')}). They can make it look different from where it really goes.`,
    userinfo: (w) => `Ignore “${w.userinfo}” before the “@”: browsers skip it. This really opens ${w.host}.`,
    'ip-address': (w) =>
      w.written
        ? `The site is a bare IP address (${w.ip}) written in disguise as “${w.written}”.`
        : `The site is a bare IP address (${w.ip}), not a name: you cannot tell who runs it.`,
    'mixed-scripts': (w) => `Part of the name (“${w.label}”) mixes letters from different alphabets (${w.scripts.join(', ')}), a trick used to imitate known names.`,
    'lookalike-characters': (w) => `This is not ${w.looksLike}: ${w.ascii} uses characters that only look like those letters.`,
    'invalid-idn': (w) => `Part of the name (“${w.label}”) is not a valid international name. It is shown in its coded form: do not trust what it may seem to spell.`,
    'unusual-characters': (w) =>
      `Part of the name (“${w.label}”) uses ${w.codePoints.length ? `characters that do not belong in web addresses (${w.codePoints.join(', ')})` : 'a character sequence used to disguise letters'}. Browsers show it in this coded form.`,
    'lookalike-separators': (w) => `The name contains characters that look like “/” or “.” (${w.codePoints.join(', ')}). It reads like “${w.reads}”, but the site is ${w.domain}.`,
    'imitated-site': (w) => `The address imitates ${w.looksLike}, but that is not where it goes: the site is ${w.domain}.`,
    'local-address': (w) =>
      w.place === 'this-device'
        ? `This opens a page on your own computer (${w.host}), but the server that asks is elsewhere. Open it only if you expected this.`
        : `This opens a page on your local network (${w.host}), such as a router or printer, but the server that asks is elsewhere.`,
    idn: (w) =>
      `${
        w.reason === 'mixed-scripts'
          ? 'The name mixes letters of different alphabets.'
          : w.reason === 'lookalike'
            ? 'The name contains letters that only look like others.'
            : w.reason === 'other-script'
              ? `The name is written in letters other than Latin (${w.scripts.join(', ')}).`
              : 'The name contains accented or other special Latin letters.'
      } It reads ${w.unicode}; its real form is ${w.ascii}.`,
    'insecure-http': (w) => `The connection to ${w.host} is not encrypted (http): others on the network could see or change what you send.`,
    'non-default-port': (w) => `The address uses an unusual port (${w.port}).`,
    'unlisted-suffix': (w) => `The name ends in “.${w.suffix}”, which is not a public internet domain.`,
    'deep-subdomain': (w) => `The site is ${w.domain}. Everything before it (“${w.subdomain}”) is chosen by that site and may imitate another name.`,
    'long-url': (w) => `This address is very long (${plural(w.length, 'character', 'characters')}). Check the site name, not the rest.`,
    'different-site': (w) => `This opens a different site (${w.domain}) than the server that asks (${w.serverDomain}).`,
  },
  server: {
    requestFrom: 'Request from',
    host: (host) => ` (${host})`,
    selfReported: (title) => `calls itself “${title}”`,
  },
  host: {
    unsupportedMode: (mode) => `This server asked for input in a way this app does not support (“${mode}”). The request was declined.`,
    invalidRequest: 'This server sent a request that could not be shown. It was declined.',
    expired: 'Expired — your answers were not sent.',
    expiredDraftHint: 'What you entered is kept so you can copy it.',
    appAnswersNotKept: 'Anything entered in the server’s own form is not kept: this app cannot read it.',
    unsent: unsentEn,
    copyAnswers: 'Copy answers',
    answersCopied: 'Answers copied.',
    copyAnswersFallback: 'Could not copy by itself: your answers are selected below, copy them with Ctrl+C (⌘C on a Mac).',
    yourAnswers: 'Your answers',
    timeLeft: (seconds) => `${clock(seconds)} left to answer`,
    // Minutes and seconds as the clock reads them: never rounded up to the next minute.
    announceTimeLeft: (seconds) =>
      `${[seconds >= 60 && plural(Math.floor(seconds / 60), 'minute', 'minutes'), seconds % 60 > 0 && plural(seconds % 60, 'second', 'seconds')].filter(Boolean).join(' ')} left to answer.`,
    moreTime: 'More time',
    dismiss: 'Dismiss',
    close: 'Close',
    collapse: 'Minimise',
    expand: 'Show the question',
    roundTitle: (count) => plural(count, 'question', 'questions'),
    sendAll: 'Send all',
    cancelAll: 'Cancel all',
    statusPending: 'Waiting for your answer',
    statusAnswered: (action) =>
      action === 'accept' ? 'Your answer:' : action === 'decline' ? 'Declined — no answer will be given.' : 'Cancelled — no answer will be given.',
    roundProgress: ({ answered, declined, skipped, filling, sent, unsent = 0, total, attention }) =>
      [
        // Once every question went or ended unsent, the round says which went.
        sent + unsent === total ? `${num(sent)} of ${num(total)} sent` : `${num(answered)} of ${num(total)} answered`,
        declined > 0 && `${num(declined)} declined`,
        skipped > 0 && `${num(skipped)} skipped`,
        unsent > 0 && `${num(unsent)} not sent`,
        filling > 0 && `${num(filling)} being filled in`,
        attention > 0 && `${plural(attention, 'needs', 'need')} attention`,
        sent === 0 && unsent === 0 && 'nothing sent yet',
      ]
        .filter(Boolean)
        .join(' · '),
    answerQuestion: 'Answer',
    needsAttention: 'Needs your answer',
    yesNo: (value) => (value ? 'Yes' : 'No'),
    emptyAnswer: 'Nothing filled in',
    changeAnswer: 'Change',
    tooManyPending: (count, server) =>
      `${server} sent too many requests at once; ${formatPlural('en', count, { one: '# was', other: '# were' })} declined without asking you.`,
    renderError: 'This request could not be shown. It was declined.',
    // A cancel or a decline is itself an answer the server receives: what did not go is the
    // answers (none, or what was typed and is kept to copy), so the words say both, true in every case.
    sent: (action) =>
      action === 'accept'
        ? 'Sent.'
        : action === 'decline'
          ? 'You declined. No answers were sent; the server was told you declined.'
          : 'You cancelled. No answers were sent; the server was told you cancelled.',
    sending: 'Sending…',
    actionFailed: (code) => actionFailed[code],
    connection: (state) =>
      state === 'unauthorized'
        ? // A sign-out and a restarted server that forgot the session look alike (401): true of both, no sign-in assumed.
          'This page’s session has ended: it can no longer see its requests. Reload the page to continue.'
        : state === 'offline'
          ? 'Offline. Requests will come back when the connection does.'
          : 'Reconnecting…',
    backOnline: 'Back online.',
    outletName: 'Requests from servers',
    announceArrival: (server, message) => `${server} asks: ${message}`,
    announceRound: (server, count) => `${server} asks ${plural(count, 'question', 'questions')}`,
    announceSent: (server) => `Sent to ${server}`,
    announceExpired: (server, reason) => (reason ? announceUnsentEn(server, reason) : `Expired — your answers were not sent to ${server}.`),
    sendAllDescription: (count, empty) => `Sends ${plural(count, 'answer', 'answers')}` + (empty > 0 ? `, ${num(empty)} of them empty.` : '.'),
    roundAttention: (questions) =>
      `${formatPlural('en', questions.length, { one: 'Question', other: 'Questions' })} ${listOf(questions.map(num))} ${questions.length === 1 ? 'needs' : 'need'} attention.`,
  },
  schemaForm: {
    submit: 'Submit',
    decline: 'Decline',
    cancel: 'Cancel',
    required: '(required)',
    noAnswer: 'No answer',
    choose: 'Choose…',
    filterOptions: 'Filter options',
    noMatches: 'No option matches.',
    selectedCount: (selected, total) => `${num(selected)} of ${num(total)} selected`,
    choiceRule: (min, max, required) => {
      const count =
        min !== undefined && max !== undefined
          ? min === max
            ? `exactly ${num(min)}`
            : `${num(min)} to ${num(max)}`
          : min !== undefined
            ? `at least ${num(min)}`
            : `up to ${num(max ?? 0)}`;
      return required || !min ? `Choose ${count}.` : `Optional. If you choose, pick ${count}.`;
    },
    timeZone: (zone, offset) => (zone ? `Your time zone: ${zone} (${offset})` : `Your time zone: ${offset}`),
    secretWarning:
      'This looks like a password, key or card detail. Servers must not ask for these in a form: decline unless you are sure.',
    showSecret: 'Show',
    unsupported: 'This request cannot be shown as a form. You can decline or cancel it.',
    problem: (code, key) => `${quoted(key)} ${problemText[code]}`,
    skippedFields: 'These optional answers can’t be given here; they will be left out:',
    errorSummary: (count) => `${plural(count, 'answer needs', 'answers need')} attention.`,
    errorFields: (names, more) => `Check ${listOf(more > 0 ? [...names, `${num(more)} more`] : names)}.`,
    formRejected: 'The server’s form does not accept these answers.',
    checkUnavailable: 'Your answers can’t be checked right now, so nothing was sent. Try again in a moment.',
    retryCheck: 'Try again',
    checking: (count) => `Checking ${plural(count, 'answer', 'answers')}…`,
    errorRequired: 'Fill in this field.',
    errorChoose: 'Choose an option.',
    errorMinLength: (min) => `Enter at least ${plural(min, 'character', 'characters')}.`,
    errorMaxLength: (max) => `Enter no more than ${plural(max, 'character', 'characters')}.`,
    errorEmail: 'Enter a valid email address, like name@example.com.',
    errorUri: 'Enter a full address including its scheme, like https://example.com.',
    errorDate: 'Enter a real date.',
    errorDateTime: 'Enter a real date and time.',
    errorNumber: 'Enter a number, like 42 or 3.5.',
    errorInteger: 'Enter a whole number, like 42.',
    errorMinimum: (min) => `Enter ${num(min)} or more.`,
    errorMaximum: (max) => `Enter ${num(max)} or less.`,
    errorMinItems: (min) => `Choose at least ${plural(min, 'option', 'options')}.`,
    errorMaxItems: (max) => `Choose no more than ${plural(max, 'option', 'options')}.`,
    errorOption: 'Choose one of the listed options.',
    errorEntries: 'Correct the entries marked below.',
    errorMinEntries: (min) => `Add at least ${plural(min, 'entry', 'entries')}.`,
    errorMaxEntries: (max) => `Enter no more than ${plural(max, 'entry', 'entries')}.`,
    listAdd: 'Add',
    listEntry: (n) => `Entry ${num(n)}`,
    listRemove: (n) => `Remove entry ${num(n)}`,
    listLimits: (min, max) =>
      min !== undefined && max !== undefined
        ? `${num(min)} to ${plural(max, 'entry', 'entries')}.`
        : min !== undefined
          ? `At least ${plural(min, 'entry', 'entries')}.`
          : `Up to ${plural(max ?? 0, 'entry', 'entries')}.`,
    listFull: (max) => `This list holds at most ${plural(max, 'entry', 'entries')}: remove one to add another.`,
    errorPatternHint: (hint) => `This answer is not in the expected form: ${hint}`,
    errorInvalid: 'This answer is not accepted.',
  },
};

/** Lay `inner` over `outer`, one group at a time (either may be absent). */
export function mergeLabelOverrides(outer?: LabelOverrides, inner?: LabelOverrides): LabelOverrides | undefined {
  if (!outer || !inner) return inner ?? outer;
  const merged: Record<string, unknown> = { ...outer };
  for (const group of Object.keys(inner) as (keyof ElicitationLabels)[]) merged[group] = { ...outer[group], ...inner[group] };
  return merged as LabelOverrides;
}

/** Merge host overrides over the defaults, one group at a time. */
export function resolveLabels(overrides?: LabelOverrides): ElicitationLabels {
  if (!overrides) return defaultLabels;
  const merged = { ...defaultLabels } as Record<string, unknown>;
  for (const group of Object.keys(defaultLabels) as (keyof ElicitationLabels)[]) {
    const patch = overrides[group];
    if (patch) merged[group] = { ...defaultLabels[group], ...patch };
  }
  return merged as unknown as ElicitationLabels;
}
