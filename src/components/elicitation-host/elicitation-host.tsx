import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ServerIdentity } from '../../elicitation/server.js';
import type { ElicitationMode, ElicitResult } from '../../elicitation/types.js';
import type { LabelOverrides } from '../../i18n/types.js';
import type { RefusalReason } from '../../store/lifecycle.js';
import { createElicitationStore } from '../../store/store.js';
import type { ElicitationStore } from '../../store/types.js';
import { useElicitationConfig, useElicitationLabels } from '../provider/elicitation-provider.js';
import { AnswerRegionContext } from '../internal/announce.js';
import { useAnnouncer, useOwnActions } from '../internal/use-announcer.js';
import { answerAnnouncement } from './host-announcements.js';
import { LabelScope } from '../provider/label-scope.js';
import { RequestView } from './request-view.js';

export interface ElicitationHostProps {
  /** The `params` of one `elicitation/create`, as received (untrusted). Compared by content. */
  request: unknown;
  /** Who is asking; `name`/`url` from the host's own configuration. */
  server: ServerIdentity;
  /**
   * Called exactly once with the answer. `automatic` is true when the host answered by
   * itself: a mode it does not offer or a request it cannot show (`reason` says why), or
   * an expiry (`expired`: the signal aborted or the deadline passed; the answer is `cancel`).
   */
  onResult: (result: ElicitResult, info: { automatic: boolean; reason?: RefusalReason; expired?: boolean }) => void;
  /** The call that asked was abandoned: the request shows as expired and answers `cancel`. */
  signal?: AbortSignal;
  /** When the request expires unanswered (ms since the epoch), e.g. the SDK's request timeout. */
  deadline?: number;
  /** Modes this host offers; others are declined with a notice. @default ['form', 'url'] */
  modes?: readonly ElicitationMode[];
  /** `dialog`: modal over the page; `inline`: in the flow, e.g. a chat transcript. @default 'dialog' */
  presentation?: 'dialog' | 'inline';
  labels?: LabelOverrides;
  className?: string;
  /** The user's unsent form input, to restore after a remount. */
  draft?: unknown;
  /** Receives every change of the form draft. */
  onDraftChange?: (draft: unknown) => void;
  /**
   * Show which server asks. Turn off only when a container already shows it right
   * above; the spec requires it to be visible. @default true
   */
  showServer?: boolean;
  /** The user closes the request after answering (it then renders nothing). */
  onDismiss?: () => void;
}

/**
 * A key for a request's content, so a parent that re-creates the same request object on
 * every render (`request={{ … }}`) does not start over. Linear in the request's size.
 */
function requestKey(request: unknown): string {
  try {
    return JSON.stringify(request) ?? String(request);
  } catch {
    return `unserialisable:${Math.random()}`; // a cycle or a BigInt: identity is all we have
  }
}

interface OneRequest {
  key: string;
  store: ElicitationStore;
  /** The answer, kept until this store is the one mounted (see `deliver`). */
  outcome?: { result: ElicitResult; reason?: RefusalReason; expired?: boolean };
  /** The latest `onResult`, set once mounted; a store React rendered and dropped has none. */
  onResult?: ElicitationHostProps['onResult'];
  delivered: boolean;
}

/** Report the answer once, and only for the store that is mounted. */
function deliver(one: OneRequest) {
  if (!one.onResult || !one.outcome || one.delivered) return;
  one.delivered = true;
  const { result, reason, expired } = one.outcome;
  one.onResult(result, { automatic: reason !== undefined || expired === true, ...(reason && { reason }), ...(expired && { expired }) });
}

/**
 * One request with a store of its own: the request store (src/store/store.ts) is the one
 * state machine here too, kept for this request (`keepAnswered`: after the answer it stays,
 * locked, saying what was sent, until dismissed). A new request content starts a new store.
 * The store is made while rendering, so the request shows at once; `onResult` is called
 * only for the store that was mounted (React may render and drop a store, e.g. in
 * StrictMode, and that one's timers and signal must not answer).
 */
function useOneRequestStore(props: ElicitationHostProps, modes: readonly ElicitationMode[] | undefined): ElicitationStore {
  const key = useMemo(() => requestKey(props.request), [props.request]);
  const start = (): OneRequest => {
    const store = createElicitationStore({ keepAnswered: true, maxPendingPerServer: 1, ...(modes && { modes }) });
    const one: OneRequest = { key, store, delivered: false };
    const server = { ...props.server, id: props.server.id ?? props.server.name };
    void store.elicit(props.request, { server, signal: props.signal, deadline: props.deadline }).then((result) => {
      const request = store.getSnapshot().rounds[0]?.requests[0];
      one.outcome = {
        result,
        ...(request?.status === 'refused' && { reason: request.reason }),
        ...(request?.status === 'expired' && { expired: true }),
      };
      deliver(one);
    });
    return one;
  };
  const [current, setCurrent] = useState(start);
  const one = current.key === key ? current : start();
  if (one !== current) setCurrent(one); // a new request: derived during render, no flash of the old one
  const { onResult } = props;
  useEffect(() => {
    one.onResult = onResult;
    deliver(one);
    return () => {
      one.onResult = undefined;
    };
  }, [one, onResult]);
  return one.store;
}

/**
 * Shows one elicitation request and reports the answer: form ⇒ SchemaForm with Submit,
 * Decline and Cancel; url ⇒ UrlConsentDialog with Open, Decline and Cancel. Escape or
 * closing ⇒ `cancel`. A request it cannot show, or whose display fails, is declined with
 * a notice, never thrown into the host page.
 */
export function ElicitationHost(props: ElicitationHostProps) {
  return (
    <LabelScope labels={props.labels}>
      <HostView {...props} />
    </LabelScope>
  );
}

/**
 * The host's content, inside its LabelScope. Its live region (drawn by the request's view,
 * inside the frame: AnswerRegionContext) says what this user answered, as an outlet's does.
 */
function HostView(props: ElicitationHostProps) {
  const config = useElicitationConfig();
  const store = useOneRequestStore(props, props.modes ?? config.modes);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const text = useElicitationLabels().host;
  const own = useOwnActions(store);
  const regionRef = useRef<HTMLParagraphElement>(null);
  useAnnouncer(regionRef, snapshot, (before, after) => answerAnnouncement(before, after, text, own.ownAction));
  const request = snapshot.rounds[0]?.requests[0];
  if (!request) return null; // dismissed
  return (
    <AnswerRegionContext.Provider value={regionRef}>
      <RequestView
        request={request}
        store={own.store}
        modes={props.modes}
        presentation={props.presentation}
        className={props.className}
        showServer={props.showServer}
        draft={props.draft}
        onDraftChange={props.onDraftChange}
        onDismiss={() => {
          void store.dismiss(request.id);
          props.onDismiss?.();
        }}
      />
    </AnswerRegionContext.Provider>
  );
}
