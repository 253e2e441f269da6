/**
 * `choose_seat` and `broken_seat_app`: form elicitations the server offers to draw with its
 * own MCP App (app-rendered elicitation, SEP-3118). The request is an ordinary form with a
 * complete schema (the native fallback); `_meta.ui.resourceUri` names the app only when THIS
 * request's client capabilities offer app forms (2026-07-28: the request's `_meta`;
 * 2025-11-25: what `initialize` said), as the proposal requires. The server advertises its
 * own side (`extensions["io.modelcontextprotocol/ui"].elicitation`) in tools/index.ts.
 * `broken_seat_app`'s app can answer with a seat that is not in the schema, or crash: the
 * client's fallbacks.
 */
import { CLIENT_CAPABILITIES_META_KEY, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { RETRY_NOTE, readForm, refusal, text, type DemoDeps, type DemoTool } from './shared.ts';
import { APP_MIME_TYPE, SEAT_APP_URIS, SEAT_SCHEMA, UI_EXTENSION_ID } from './choose-seat-schema.ts';
import { seatMapApp } from './seat-map-app.ts';

export { APP_MIME_TYPE, UI_EXTENSION_ID };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the client that sent this request offers app forms: form elicitation, the MCP Apps MIME type, the nested `elicitation`. */
export function clientOffersAppForms(capabilities: unknown): boolean {
  if (!isObject(capabilities)) return false;
  const extensions = capabilities.extensions;
  const ui = isObject(extensions) ? extensions[UI_EXTENSION_ID] : undefined;
  const elicitation = capabilities.elicitation;
  return isObject(elicitation) && isObject(elicitation.form) && isObject(ui) && Array.isArray(ui.mimeTypes) && ui.mimeTypes.includes(APP_MIME_TYPE) && isObject(ui.elicitation);
}

/** The capabilities this request's client declared: per request on 2026-07-28, from `initialize` before. */
function requestCapabilities(ctx: ServerContext, deps: DemoDeps): unknown {
  const envelope = (ctx.mcpReq as { envelope?: Record<string, unknown> }).envelope;
  return envelope?.[CLIENT_CAPABILITIES_META_KEY] ?? deps.clientCapabilities?.();
}

function seatTool(kind: 'good' | 'broken'): DemoTool {
  const uri = SEAT_APP_URIS[kind];
  return {
    name: kind === 'good' ? 'choose_seat' : 'broken_seat_app',
    title: kind === 'good' ? 'Choose a seat (the server’s own form)' : 'Broken seat map (the server’s form fails)',
    description:
      kind === 'good'
        ? 'Asks for a seat with a form the server draws itself: an MCP App (a seat map) attached to an ordinary form ' +
          'elicitation. A client that negotiated app-rendered elicitation shows the map; any other shows the form.'
        : 'Like choose_seat, but its seat map can answer with a seat that does not exist or crash, to show the ' +
          'client refusing the answer and falling back to its own form.',
    async run(ctx, deps) {
      const answer = readForm(ctx, 'seat', SEAT_SCHEMA);
      switch (answer.kind) {
        case 'accept':
          return text(`Seat ${String(answer.content.seat)} booked.`);
        case 'decline':
        case 'cancel':
          return refusal(answer.kind, 'choose a seat');
        default: {
          const app = deps.appForms !== false && clientOffersAppForms(requestCapabilities(ctx, deps));
          const message = (answer.kind === 'invalid' ? RETRY_NOTE : '') + 'Which seat would you like?';
          return inputRequired({
            inputRequests: { seat: inputRequired.elicit({ message, requestedSchema: SEAT_SCHEMA, ...(app && { _meta: { ui: { resourceUri: uri } } }) }) },
          });
        }
      }
    },
  };
}

export const chooseSeat = seatTool('good');
export const brokenSeatApp = seatTool('broken');

/** The apps as `resources/read` returns them. */
export const SEAT_APPS = [
  { uri: SEAT_APP_URIS.good, name: 'seat-map', html: seatMapApp('good') },
  { uri: SEAT_APP_URIS.broken, name: 'broken-seat-map', html: seatMapApp('broken') },
];
