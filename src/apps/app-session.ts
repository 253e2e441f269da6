/**
 * One app, bound to one request, in one sandbox frame: the host side of the MCP Apps bridge,
 * loaded with the first app. In the spec's order: the proxy is ready, the host sends the
 * document, the app initializes, and only if it declared it can answer elicitations is the
 * unchanged `elicitation/create` forwarded. The bridge gets no MCP client, so the app reaches
 * no tool or resource of the server.
 */
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import type { AppFailure, AppResource } from '../elicitation/app-resource.js';
import { isJsonObject } from '../elicitation/json.js';
import { appContentSecurityPolicy, wrapAppDocument } from './app-csp.js';
import { AppSessionError } from './app-session-error.js';

export interface AppSessionOptions {
  /** The sandbox proxy frame, not yet navigated (its `src` is set here, once listening). */
  frame: HTMLIFrameElement;
  /** The proxy page for this app (with its `host` and `csp` parameters). */
  proxyUrl: string;
  app: AppResource & { html: string };
  /** The request's params, forwarded unchanged. */
  params: unknown;
  /** How long the app may take to start (proxy, document, `ui/initialize`). */
  startTimeoutMs: number;
  hostContext: Record<string, unknown>;
  /** The app asked for a new height (px). */
  onHeight: (height: number) => void;
  /** The app has initialized and has the question. */
  onStarted: () => void;
  /** Aborted when the request no longer needs the app (answered, expired, gone). */
  signal: AbortSignal;
}

/** A result schema that keeps the app's answer as sent: it is read and checked by the host (check-app-result.ts). */
const AS_SENT = { '~standard': { version: 1, vendor: 'mcp-elicitation-react', validate: (value: unknown) => ({ value }) } } as const;
/** An answer waits on a person, bounded by the request's own deadline, not by a protocol timer. */
const ANSWER_TIMEOUT_MS = 2 ** 31 - 1;

/** A promise settled from outside; a rejection nobody awaits yet is not reported as unhandled. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, no) => ((resolve = ok), (reject = no)));
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * Run the app until it answers (its result as sent, unchecked). Rejects with an {@link AppSessionError}
 * when it cannot answer, or with the signal's reason once aborted. Always tears the bridge down.
 */
export async function runAppSession(options: AppSessionOptions): Promise<unknown> {
  const { frame, app, signal } = options;
  const target = frame.contentWindow;
  if (!target) throw new AppSessionError('crashed');

  const failed = deferred<never>();
  const fail = (failure: AppFailure) => failed.reject(new AppSessionError(failure));

  // ext-apps 2.0 reads the app's capabilities through a schema without `elicitation` (the
  // draft adds it), so the app's own `ui/initialize` is read here as it arrives.
  let initializations = 0;
  let canElicit = false;
  const transport = new PostMessageTransport(target, target);
  // The host offers only `elicitation` (the draft's member, not yet in ext-apps 2.0's types).
  const bridge = new AppBridge(null, { name: 'mcp-elicitation-react', version: '0' }, { elicitation: {} } as never, { hostContext: options.hostContext as never });
  bridge.onsandboxready = () => {
    void bridge.sendSandboxResourceReady({ html: wrapAppDocument(app.html, appContentSecurityPolicy(app.csp)) }).catch(() => fail('crashed'));
  };
  bridge.onsizechange = ({ height }) => {
    if (typeof height === 'number' && Number.isFinite(height)) options.onHeight(height);
  };
  const initialized = deferred<void>();
  bridge.oninitialized = () => initialized.resolve();
  bridge.onclose = () => fail('crashed');
  await bridge.connect(transport);
  const inner = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const raw: unknown = message;
    if (isJsonObject(raw) && raw.method === 'ui/initialize') {
      initializations += 1;
      // A second handshake is the app starting over (a reload, a crash): its question is lost.
      if (initializations > 1) fail('crashed');
      const params = isJsonObject(raw.params) ? raw.params : {};
      canElicit = isJsonObject(params.appCapabilities) && isJsonObject(params.appCapabilities.elicitation);
    }
    inner?.(message, extra);
  };
  const abort = () => failed.reject(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(() => fail('timeout'), options.startTimeoutMs);
  try {
    frame.src = options.proxyUrl;
    await Promise.race([initialized.promise, failed.promise]);
    clearTimeout(timer);
    if (!canElicit) throw new AppSessionError('not-an-app');
    options.onStarted();
    const answer = bridge.request({ method: 'elicitation/create', params: options.params as Record<string, unknown> }, AS_SENT, { timeout: ANSWER_TIMEOUT_MS, signal });
    return await Promise.race([answer.catch(() => fail('crashed')), failed.promise]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
    bridge.onclose = undefined;
    // Spec: ask a started app to tear down before its frame goes, but never wait long on it.
    if (initializations > 0) await Promise.race([bridge.teardownResource({}).catch(() => {}), new Promise((done) => setTimeout(done, 300))]);
    await bridge.close().catch(() => {});
  }
}
