/**
 * `mcp-elicitation-react/apps` (experimental while SEP-3118 and the MCP Apps draft are open):
 * form requests drawn by their server's own MCP App, opt-in in an entry of its own. The host's
 * MCP client uses `appFormCapabilities` and `withAppForms`, the host serves `sandboxProxyResponse`
 * on an origin of its own, and the page gets `createAppForm`. SECURITY.md has the threat model.
 */
export { APP_MIME_TYPE, UI_EXTENSION_ID, appFormCapabilities, appResourceUri, clientOffersAppForms, serverOffersAppForms } from './apps/negotiation.js';
export { readAppResource, withAppForms } from './apps/with-app-forms.js';
export type { AppFormsClient, AppFormsOptions } from './apps/with-app-forms.js';
export { appContentSecurityPolicy, approveCsp } from './apps/app-csp.js';
export { sandboxProxyHeaders, sandboxProxyPage, sandboxProxyResponse } from './apps/sandbox-proxy.js';
export type { SandboxProxyOptions } from './apps/sandbox-proxy.js';
export { createAppForm } from './components/app-form/app-form.js';
export type { AppFormOptions } from './components/app-form/app-form.js';
export type { AppFormProps } from './components/app-form/app-form-types.js';
export { appFormLabelsEn, appFormLabelsZhCn } from './components/app-form/app-form-labels.js';
export type { AppFormLabels } from './components/app-form/app-form-labels.js';
export type { AppCsp, AppFailure, AppResource } from './elicitation/app-resource.js';
// The types this surface names, so the entry stands on its own.
export type * from './elicitation/types.js';
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';
export type {
  ActionError,
  CallScope,
  ElicitationConsumer,
  ElicitationProducer,
  ElicitationRequest,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitOptions,
  ExpiryReason,
  MaybePromise,
  RefusalReason,
  RefusedNotice,
  RequestBase,
  RequestContent,
  RequestStatus,
  WaitingEvent,
} from './store/types.js';
