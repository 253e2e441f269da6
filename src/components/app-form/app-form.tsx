import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { AppFailure } from '../../elicitation/app-resource.js';
import { AppSessionError, proxyUrlFor } from '../../apps/app-session-error.js';
import { checkAppResult } from '../../apps/check-app-result.js';
import { lazyOnce } from '../../text/lazy-once.js';
import { getDefaultValidator } from '../../schema/validators.js';
import { ActionRow } from '../parts/action-row.js';
import { useElicitationConfig, useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import type { AppFormProps } from './app-form-types.js';
import { appFormLabelsEn, type AppFormLabels } from './app-form-labels.js';

/** How `createAppForm` draws apps. */
export interface AppFormOptions {
  /** The sandbox proxy page (`sandboxProxyResponse`) on an origin other than the page's: an app is never drawn on the page's own origin. */
  sandboxUrl: string;
  /** How long an app may take to start before the native form takes over. @default 15000 */
  startTimeoutMs?: number;
  /** Words of the part (English by default; `appFormLabelsZhCn` for Simplified Chinese). */
  labels?: Partial<AppFormLabels>;
}

/** The bridge session and `@modelcontextprotocol/ext-apps/app-bridge`: fetched with the first app. */
const appSession = lazyOnce(() => import('../../apps/app-session.js'));

const FRAME = { width: '100%', display: 'block', boxSizing: 'border-box' } as const;
/** A 1 px border and the background from the theme's tokens (a page without the stylesheet gets a plain line). */
const FRAMED = { border: '1px solid var(--mcpe-border, currentColor)', borderRadius: 'var(--mcpe-radius, 6px)', background: 'var(--mcpe-surface, transparent)' };

const START_HEIGHT = 320;
const MAX_HEIGHT = 4000;

/**
 * The `AppForm` part: form requests the server asked to draw with its own MCP App are drawn by
 * it, sandboxed on the proxy's origin, with the host's own header, notices, Decline and Cancel.
 */
export function createAppForm(options: AppFormOptions): ComponentType<AppFormProps> {
  const labels = { ...appFormLabelsEn, ...options.labels };
  const startTimeoutMs = options.startTimeoutMs ?? 15_000;
  function AppForm(props: AppFormProps) {
    return <AppFormView {...props} sandboxUrl={options.sandboxUrl} startTimeoutMs={startTimeoutMs} labels={labels} />;
  }
  return AppForm;
}

interface AppFormViewProps extends AppFormProps {
  sandboxUrl: string;
  startTimeoutMs: number;
  labels: AppFormLabels;
}

/** Where the app stands: starting (proxy, document, handshake), waiting for its answer, or replaced by the native form. */
type Phase = { name: 'starting' | 'running' } | { name: 'failed'; failure: AppFailure };

function initialPhase({ request, sandboxUrl }: AppFormViewProps): Phase {
  const { app } = request;
  if (app.failure) return { name: 'failed', failure: app.failure };
  if (app.html === undefined) return { name: 'failed', failure: 'load-failed' };
  // Same origin as the page: the app could reach the page. Never drawn so.
  if (typeof location !== 'undefined' && new URL(sandboxUrl, location.href).origin === location.origin) return { name: 'failed', failure: 'load-failed' };
  return { name: 'starting' };
}

function AppFormView(props: AppFormViewProps) {
  const { request, fallback, disabled, labels, onDecline, onCancel } = props;
  const [phase, setPhase] = useState<Phase>(() => initialPhase(props));
  const [height, setHeight] = useState(START_HEIGHT);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Focus inside the app's frame is invisible to the page: when the app goes, focus moves to the
  // part's own element or the notice saying why, never to <body>.
  const frameHadFocus = useRef(false);
  const validator = useElicitationConfig().validator ?? getDefaultValidator();
  const words = useElicitationLabels().schemaForm;
  const { Button, Notice } = useParts();
  // The latest handlers and checks, read when the app answers (the session outlives renders).
  const latest = useRef({ onAnswer: props.onAnswer, validator });
  useEffect(() => {
    latest.current = { onAnswer: props.onAnswer, validator };
  });

  const failed = phase.name === 'failed';
  useEffect(() => {
    if (failed && frameHadFocus.current) noticeRef.current?.focus();
  }, [failed]);
  const { id, app, params } = request;
  // Both frames, the proxy's and the app's inside it, say whose form it is.
  const title = labels.frameTitle(request.server.name);
  useEffect(() => {
    const frame = frameRef.current;
    const html = app.html;
    if (failed || disabled || !frame || html === undefined) return;
    const controller = new AbortController();
    const { signal } = controller;
    const fallBack = (failure: AppFailure) => {
      if (signal.aborted) return;
      frameHadFocus.current = document.activeElement === frame;
      setPhase({ name: 'failed', failure });
    };
    const session = {
      frame,
      proxyUrl: proxyUrlFor(props.sandboxUrl, location.origin, app, title),
      app: { ...app, html },
      params,
      startTimeoutMs: props.startTimeoutMs,
      hostContext: hostContext(frame),
      onHeight: (next: number) => setHeight(Math.min(Math.max(next, 48), MAX_HEIGHT)),
      onStarted: () => !signal.aborted && setPhase({ name: 'running' }),
      signal,
    };
    appSession
      .load()
      .then(
        ({ runAppSession }) => (signal.throwIfAborted(), runAppSession(session)),
        () => Promise.reject(new AppSessionError('load-failed')),
      )
      .then(
        async (raw) => {
          const result = await checkAppResult(raw, params.requestedSchema, latest.current.validator);
          if (signal.aborted) return;
          if (!result) return fallBack('invalid-result');
          if (document.activeElement === frame) rootRef.current?.focus();
          latest.current.onAnswer(result);
        },
        (error: unknown) => fallBack(error instanceof AppSessionError ? error.failure : 'crashed'),
      );
    return () => controller.abort();
    // One session per request and app, for as long as it can be answered.
  }, [id, app, params, title, failed, disabled, props.sandboxUrl, props.startTimeoutMs]);

  if (failed) {
    return (
      <>
        <div ref={noticeRef} tabIndex={-1} className="mcpe-AppForm-fallback" data-failure={phase.failure}>
          <Notice role="status">{labels.fallback(phase.failure)}</Notice>
        </div>
        {fallback}
      </>
    );
  }
  // Answered, expired or on its way: the request's own notice says so; the app is gone.
  if (disabled) return null;
  return (
    <div ref={rootRef} tabIndex={-1} className="mcpe-AppForm" data-phase={phase.name}>
      {phase.name === 'starting' && <p className="mcpe-AppForm-starting">{labels.starting}</p>}
      <iframe
        ref={frameRef}
        className="mcpe-AppForm-frame"
        title={title}
        // allow-same-origin on the proxy's own origin, not the page's; the app inside runs with an opaque one.
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="origin"
        // MCP Apps `prefersBorder`: the host draws the border and background (also when the app says nothing).
        style={app.prefersBorder === false ? { ...FRAME, height, border: 0 } : { ...FRAME, ...FRAMED, height: height + 2 }}
      />
      <div className="mcpe-AppForm-footer">
        {props.status}
        <ActionRow
          className="mcpe-AppForm-actions"
          cancel={onCancel && <Button onClick={onCancel}>{words.cancel}</Button>}
          decline={onDecline && <Button onClick={onDecline}>{words.decline}</Button>}
        />
      </div>
    </div>
  );
}

/** What the app is told about where it is drawn (MCP Apps `HostContext`). */
function hostContext(frame: HTMLIFrameElement): Record<string, unknown> {
  // The page's theme as the stylesheet reads it: `data-theme` on an ancestor, else the system's.
  const chosen = frame.closest('[data-theme]')?.getAttribute('data-theme');
  const dark = chosen === 'dark' || (chosen !== 'light' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches);
  return {
    theme: dark ? 'dark' : 'light',
    displayMode: 'inline',
    availableDisplayModes: ['inline'],
    platform: 'web',
    locale: document.documentElement.lang || navigator.language,
    containerDimensions: { width: Math.round(frame.getBoundingClientRect().width) || 600, maxHeight: MAX_HEIGHT },
  };
}
