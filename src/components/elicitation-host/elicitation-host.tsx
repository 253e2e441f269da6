import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { IdentifiedServer, ServerIdentity } from '../../elicitation/server.js';
import type { ElicitationMode, ElicitResult } from '../../elicitation/types.js';
import type { LabelOverrides } from '../../i18n/types.js';
import type { RefusalReason } from '../../store/lifecycle.js';
import type { ElicitationSnapshot } from '../../store/types.js';
import { createElicitationStore, previewRequest } from '../../store/store.js';
import { useElicitationConfig, useElicitationLabels } from '../provider/elicitation-provider.js';
import { AnswerRegionContext } from '../internal/announce.js';
import { useAnnouncer } from '../internal/use-announcer.js';
import { OwnActionsContext, createOwnActions } from '../internal/own-actions.js';
import { answerAnnouncement } from './host-announcements.js';
import { LabelScope } from '../provider/label-scope.js';
import { RequestView } from './request-view.js';
import { useUnsentReports } from '../time-left/use-unsent-reports.js';
import type { UnsentAnswers } from '../time-left/unsent-answers.js';

export interface ElicitationHostProps {
  /** The `params` of one `elicitation/create`, as received (untrusted). Compared by content. */
  request: unknown;
  /** Who is asking; `name`/`url` from the host's own configuration. */
  server: ServerIdentity;
  /** Called exactly once with the answer; `automatic` when the host answered by itself (a mode not offered, an unshowable request, an expiry). */
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
  /** Show which server asks (the spec requires it visible): off only when a container shows it right above. @default true */
  showServer?: boolean;
  /** The user closes the request after answering (it then renders nothing). */
  onDismiss?: () => void;
  /** The request ended unsent: told once, with what the person had typed; the view keeps it, with Copy answers, until dismissed. */
  onUnsent?: (unsent: UnsentAnswers) => void;
  /** Include fields that read like secrets in `onUnsent`'s `draft`. @default false */
  unsentSecrets?: boolean;
}

const identified = (server: ServerIdentity): IdentifiedServer => ({ ...server, id: server.id ?? server.name });

/** A key for a request's content, so a parent re-creating the same request each render (`request={{ … }}`) does not start over. */
function requestKey(request: unknown): string {
  try {
    return JSON.stringify(request) ?? String(request);
  } catch {
    return `unserialisable:${Math.random()}`; // a cycle or a BigInt: identity is all we have
  }
}

/** The latest props, for the effect that enters a request and for its answer. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

const ONLINE = 'online' as const;
const EMPTY: ElicitationSnapshot = { rounds: [], refused: [], connection: ONLINE };

/**
 * One request with a store of its own, the one state machine here too. Rendering is pure:
 * until an effect has entered the request, the host draws it as the store would hold it
 * (`previewRequest`), so it shows at once, on a server too. A render React throws away enters
 * nothing; an effect's cleanup takes the request out again, answering nothing.
 */
function useOneRequest(props: ElicitationHostProps, modes: readonly ElicitationMode[] | undefined) {
  const key = useMemo(() => requestKey(props.request), [props.request]);
  const [generation, setGeneration] = useState({ key, count: 0 });
  if (generation.key !== key) setGeneration({ key, count: generation.count + 1 }); // derived during render
  const [store] = useState(() => createElicitationStore({ keepAnswered: true, maxPendingPerServer: 1, ...(modes && { modes }) }));
  const latest = useLatest(props);
  const previewId = `${useId()}-${generation.count}`;
  const server = identified(props.server);
  const preview = useMemo(
    () => ({ rounds: [{ id: previewId, server, requests: [previewRequest(props.request, { id: previewId, server, deadline: props.deadline }, modes)] }], refused: [], connection: ONLINE }),
    // The request as it was when this generation began; later prop changes do not restart it (as the store's entry does not).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [previewId],
  );
  useEffect(() => {
    const { request, signal, deadline } = latest.current;
    let current = true;
    // Keyed by the preview's id, so a render can tell this generation's entry from the last one's.
    void store.elicit(request, { server: identified(latest.current.server), key: previewId, signal, deadline }).then((result) => {
      if (!current) return;
      const settled = store.getSnapshot().rounds[0]?.requests[0];
      const reason = settled?.status === 'refused' ? settled.reason : undefined;
      const expired = settled?.status === 'expired';
      latest.current.onResult(result, { automatic: reason !== undefined || expired, ...(reason && { reason }), ...(expired && { expired }) });
    });
    return () => {
      current = false;
      // Out of the store: a pending request settles `cancel` (to nobody), an answered one leaves view.
      for (const round of store.getSnapshot().rounds) void store.cancelRound(round.id);
    };
  }, [store, previewId, latest]);
  const held = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // Dismissed by the user (an event): nothing more to draw for this generation.
  const [dismissed, setDismissed] = useState<string>();
  const entered = held.rounds[0]?.requests[0]?.key === previewId;
  const snapshot = entered ? held : dismissed === previewId ? EMPTY : preview;
  return { store, snapshot, generation: generation.count, dismiss: () => setDismissed(previewId) };
}

/**
 * Shows one elicitation request and reports the answer: a form or a URL consent dialog, with
 * Escape ⇒ `cancel`. A request it cannot show, or whose display fails, is declined with a notice, never thrown.
 */
export function ElicitationHost(props: ElicitationHostProps) {
  return (
    <LabelScope labels={props.labels}>
      <HostView {...props} />
    </LabelScope>
  );
}

/** The host's content; its live region, drawn inside the frame, says what this user answered. */
function HostView(props: ElicitationHostProps) {
  const config = useElicitationConfig();
  const { store, snapshot, generation, dismiss } = useOneRequest(props, props.modes ?? config.modes);
  const text = useElicitationLabels().host;
  const [own] = useState(createOwnActions);
  const regionRef = useRef<HTMLParagraphElement>(null);
  useAnnouncer(regionRef, snapshot, (before, after) => answerAnnouncement(before, after, text, own.get));
  useUnsentReports(snapshot, store, text, props, () => props.draft);
  const request = snapshot.rounds[0]?.requests[0];
  if (!request) return null; // dismissed
  return (
    <OwnActionsContext.Provider value={own}>
    <AnswerRegionContext.Provider value={regionRef}>
      <RequestView
        key={generation}
        request={request}
        store={store}
        presentation={props.presentation}
        className={props.className}
        showServer={props.showServer}
        draft={props.draft}
        onDraftChange={props.onDraftChange}
        onDismiss={() => {
          dismiss();
          void store.dismiss(request.id);
          props.onDismiss?.();
        }}
      />
    </AnswerRegionContext.Provider>
    </OwnActionsContext.Provider>
  );
}
