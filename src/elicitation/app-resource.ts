/**
 * A form request's own UI (MCP Apps, app-rendered elicitation, SEP-3118), set by the host's
 * code after negotiation; never read from the request's own params, so a server sending
 * `_meta.ui` to a client that did not negotiate it changes nothing.
 */

/** The origins an app declared it needs (`_meta.ui.csp` of its resource); everything else is blocked. */
export interface AppCsp {
  /** fetch, XHR and WebSocket (`connect-src`). */
  readonly connectDomains?: readonly string[];
  /** Scripts, styles, images, fonts and media (`script-src`, `style-src`, `img-src`, `font-src`, `media-src`). */
  readonly resourceDomains?: readonly string[];
  /** Nested frames (`frame-src`). */
  readonly frameDomains?: readonly string[];
  /** `<base href>` (`base-uri`). */
  readonly baseUriDomains?: readonly string[];
}

/**
 * Why the app cannot draw the form: `load-failed`, `not-an-app` (not `text/html;profile=mcp-app`),
 * `too-large`, `timeout` (did not start in time), `crashed`, `invalid-result` (its answer
 * does not fit the schema). The form is then shown natively, with the reason in words.
 */
export type AppFailure = 'load-failed' | 'not-an-app' | 'too-large' | 'timeout' | 'crashed' | 'invalid-result';

/** A form request's app, as the host read it from the server that asks (or why it cannot be used). */
export interface AppResource {
  /** The `ui://` URI the server named in the request's `_meta.ui.resourceUri`. */
  readonly uri: string;
  /** The app's HTML document, as the server sent it (untrusted: it runs only in the sandbox). */
  readonly html?: string;
  /** The origins the app declared (`_meta.ui.csp` of its resource), approved by the host. */
  readonly csp?: AppCsp;
  /** The app asked for a visible border and background (`_meta.ui.prefersBorder`). */
  readonly prefersBorder?: boolean;
  /** Set when the resource could not be used: the native form is shown, saying why. */
  readonly failure?: AppFailure;
}
