/**
 * The host side of app-rendered forms, before anything is drawn: per request, whether the
 * server's app may be used, read it over the same connection, and hand it to the store with the request.
 */
import { getRequestMode } from '../elicitation/protocol.js';
import type { AppFailure, AppResource } from '../elicitation/app-resource.js';
import { isJsonObject } from '../elicitation/json.js';
import type { ElicitResult } from '../elicitation/types.js';
import type { ElicitOptions } from '../store/types.js';
import { approveCsp } from './app-csp.js';
import { APP_MIME_TYPE, appResourceUri, clientOffersAppForms, serverOffersAppForms } from './negotiation.js';

/** The parts of an MCP client (SDK v2 `Client`, SDK 1.x `Client`) this reads. */
export interface AppFormsClient {
  /** The server's capabilities (`server/discover` on 2026-07-28, `initialize` before). */
  getServerCapabilities(): unknown;
  /** `resources/read` over the same connection. */
  readResource(params: { uri: string }, options?: { signal?: AbortSignal }): Promise<{ contents: readonly unknown[] }>;
}

/** What `withAppForms` needs: where requests go, and the client they come through. */
export interface AppFormsOptions {
  /** Usually `store.elicit` (or the relay's `elicit`): where requests go, with their app. */
  elicit: (params: unknown, options: ElicitOptions) => Promise<ElicitResult>;
  /** The MCP client connected to the server that asks; its resources are read through it. */
  client: AppFormsClient;
  /** The capabilities the client advertises (build them with `appFormCapabilities`). */
  capabilities: object;
  /** Largest app HTML accepted, in UTF-16 code units; a larger one is not shown. @default 1,000,000 */
  maxHtmlLength?: number;
}

const DEFAULT_MAX_HTML = 1_000_000;

/** The app's HTML from a `resources/read` result: the entry of that URI with the MCP Apps MIME type. */
function appContent(contents: readonly unknown[], uri: string, maxLength: number): Omit<AppResource, 'uri'> {
  const apps = contents.filter((item) => isJsonObject(item) && typeof item.mimeType === 'string' && item.mimeType.replace(/\s/g, '').toLowerCase() === APP_MIME_TYPE);
  const entry = apps.find((item) => isJsonObject(item) && item.uri === uri) ?? apps[0];
  if (!isJsonObject(entry)) return { failure: 'not-an-app' };
  let html: string | undefined;
  if (typeof entry.text === 'string') html = entry.text;
  else if (typeof entry.blob === 'string') {
    // Refuse before decoding what would be refused anyway: a UTF-16 unit is at most 3 UTF-8 bytes, 4 base64 characters.
    if (entry.blob.length > maxLength * 4) return { failure: 'too-large' };
    try {
      html = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(entry.blob), (c) => c.charCodeAt(0)));
    } catch {
      return { failure: 'not-an-app' };
    }
  }
  if (html === undefined) return { failure: 'not-an-app' };
  if (html.length > maxLength) return { failure: 'too-large' };
  const meta = isJsonObject(entry._meta) && isJsonObject(entry._meta.ui) ? entry._meta.ui : {};
  return { html, csp: approveCsp(meta.csp), ...(typeof meta.prefersBorder === 'boolean' && { prefersBorder: meta.prefersBorder }) };
}

/** Read the app a request names. Never throws: what cannot be used comes back as a `failure`, shown with the native form. */
export async function readAppResource(client: AppFormsClient, uri: string, options: { signal?: AbortSignal; maxHtmlLength?: number } = {}): Promise<AppResource> {
  let failure: AppFailure;
  try {
    const result = await client.readResource({ uri }, { signal: options.signal });
    const content = appContent(isJsonObject(result) && Array.isArray(result.contents) ? result.contents : [], uri, options.maxHtmlLength ?? DEFAULT_MAX_HTML);
    return { uri, ...content };
  } catch {
    failure = 'load-failed';
  }
  return { uri, failure };
}

/**
 * Wrap `elicit` so form requests that name an app get it, only when both sides offer app forms
 * (SEP-3118) and the request names an absolute `ui://` app; otherwise the native form shows it.
 */
export function withAppForms(options: AppFormsOptions): (params: unknown, elicitOptions: ElicitOptions) => Promise<ElicitResult> {
  const { elicit, client, capabilities, maxHtmlLength } = options;
  return async (params, elicitOptions) => {
    const uri = getRequestMode(isJsonObject(params) ? params : undefined) === 'form' ? appResourceUri(params) : undefined;
    const negotiated = uri !== undefined && clientOffersAppForms(capabilities) && serverOffersAppForms(client.getServerCapabilities());
    if (!negotiated) return elicit(params, elicitOptions);
    if (uri === false) return elicit(params, { ...elicitOptions, app: { uri: '', failure: 'not-an-app' } });
    if (elicitOptions.signal?.aborted) return elicit(params, elicitOptions);
    const app = await readAppResource(client, uri, { signal: elicitOptions.signal, maxHtmlLength });
    return elicit(params, { ...elicitOptions, app });
  };
}
