/**
 * Negotiating app-rendered form elicitation (SEP-3118, the MCP Apps draft): a nested
 * `elicitation: {}` in the MCP Apps extension settings of BOTH sides, plus the client's core
 * `elicitation.form` and the MCP Apps MIME type. The SDKs use the same objects on 2026-07-28
 * and 2025-11-25, so one check serves both.
 */
import { isJsonObject } from '../elicitation/json.js';
import type { ClientCapabilities } from '../elicitation/types.js';

/** The MCP Apps extension identifier (ext-apps `EXTENSION_ID`). */
export const UI_EXTENSION_ID = 'io.modelcontextprotocol/ui';
/** The MIME type of an MCP App's HTML resource (ext-apps `RESOURCE_MIME_TYPE`). */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';

const uiSettings = (capabilities: unknown): Record<string, unknown> | undefined => {
  const extensions = isJsonObject(capabilities) ? capabilities.extensions : undefined;
  const ui = isJsonObject(extensions) ? extensions[UI_EXTENSION_ID] : undefined;
  return isJsonObject(ui) ? ui : undefined;
};

/**
 * `capabilities` (default: form elicitation) with `elicitation.form` and the MCP Apps settings
 * added, keeping everything else: give it to the MCP client and to {@link withAppForms}.
 */
export function appFormCapabilities<T extends object = ClientCapabilities>(capabilities?: T): T {
  const given = (capabilities ?? {}) as ClientCapabilities;
  const ui = uiSettings(given) ?? {};
  const mimeTypes = Array.isArray(ui.mimeTypes) ? ui.mimeTypes.filter((type): type is string => typeof type === 'string') : [];
  // The same type as given (e.g. the SDK's `ClientCapabilities`): only JSON objects are added.
  return {
    ...given,
    elicitation: { ...given.elicitation, form: { ...given.elicitation?.form } },
    extensions: {
      ...given.extensions,
      [UI_EXTENSION_ID]: { ...ui, mimeTypes: mimeTypes.includes(APP_MIME_TYPE) ? mimeTypes : [...mimeTypes, APP_MIME_TYPE], elicitation: {} },
    },
  } as T;
}

/** The client side: core form elicitation, the MCP Apps MIME type and the nested `elicitation` setting, all three. */
export function clientOffersAppForms(capabilities: unknown): boolean {
  const elicitation = isJsonObject(capabilities) ? capabilities.elicitation : undefined;
  const ui = uiSettings(capabilities);
  return (
    isJsonObject(elicitation) &&
    isJsonObject(elicitation.form) &&
    Array.isArray(ui?.mimeTypes) &&
    ui.mimeTypes.includes(APP_MIME_TYPE) &&
    isJsonObject(ui.elicitation)
  );
}

/** The server side: the nested `elicitation` setting of its MCP Apps extension. */
export function serverOffersAppForms(capabilities: unknown): boolean {
  return isJsonObject(uiSettings(capabilities)?.elicitation);
}

/** The app a form request names: an absolute `ui://` URI with a host; `false` when unusable (the native form is shown). */
export function appResourceUri(params: unknown): string | false | undefined {
  const meta = isJsonObject(params) ? params._meta : undefined;
  const ui = isJsonObject(meta) ? meta.ui : undefined;
  if (!isJsonObject(ui) || ui.resourceUri === undefined) return undefined;
  const uri = ui.resourceUri;
  if (typeof uri !== 'string' || uri.length > 2048 || !/^ui:\/\//i.test(uri)) return false;
  try {
    return new URL(uri).host.length > 0 ? uri : false;
  } catch {
    return false;
  }
}
