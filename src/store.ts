/**
 * `mcp-elicitation-react/store`: what wires an MCP client to the UI (protocol helpers, the
 * request store, the SDK adapters), React-free, and nothing a request loads on demand: a
 * bundler would put everything an entry re-exports into the initial chunk (README, "Entry
 * points"). test/smoke/entries.test.ts checks on dist/ that it reaches no schema or URL code.
 */
export {
  CLIENT_CAPABILITIES_META_KEY,
  acceptResult,
  cancelResult,
  declineResult,
  elicitationCapability,
  getRequestMode,
  getResultKind,
  getSupportedModes,
  isInputRequiredResult,
} from './elicitation/protocol.js';
export type { ResultKind } from './elicitation/protocol.js';
export type * from './elicitation/types.js';
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';
export type { AppCsp, AppFailure, AppResource } from './elicitation/app-resource.js';
export { checkElicitRequest } from './elicitation/validate-request.js';
export type { FormRequestParams, RequestCheck, RequestProblem, UrlRequestParams } from './elicitation/validate-request.js';
export { createElicitationStore } from './store/store.js';
export type { ElicitationStore } from './store/store.js';
export type { ElicitationConsumer, ElicitationProducer } from './store/types.js';
export { requestTransition } from './store/lifecycle.js';
export type { ExpiryReason, LifecycleEvent, LifecycleState, RefusalReason, Transition } from './store/lifecycle.js';
export type {
  ActionError,
  CallScope,
  ElicitOptions,
  ElicitationRequest,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationStoreOptions,
  MaybePromise,
  RequestBase,
  RequestContent,
  RefusedNotice,
  RequestStatus,
  WaitingEvent,
} from './store/types.js';
export { DEFAULT_TIME_TO_ANSWER } from './store/deadline.js';
export type { TimeToAnswer } from './store/deadline.js';
export { createElicitationHandler } from './adapters/sdk-handler.js';
export type {
  ElicitationHandler,
  ElicitationHandlerContext,
  ElicitationHandlerOptions,
  ElicitationHandlerRequest,
} from './adapters/sdk-handler.js';
export { createSdkV1ElicitationHandler } from './adapters/sdk-v1-handler.js';
export type {
  SdkV1ElicitationHandler,
  SdkV1ElicitationHandlerOptions,
  SdkV1ElicitationRequest,
  SdkV1RequestExtra,
} from './adapters/sdk-v1-handler.js';
export { createAiSdkElicitationHandler } from './adapters/ai-sdk-handler.js';
export type { AiSdkElicitationHandler, AiSdkElicitationHandlerOptions, AiSdkElicitationRequest } from './adapters/ai-sdk-handler.js';
export { acceptRealWorldSchemas, ORIGINAL_SCHEMA_META, restoreOriginalSchema } from './adapters/real-world-schemas.js';
export type { MessageTransport } from './adapters/real-world-schemas.js';
export type { CallBase, CallEndReason, CallList, CallsSnapshot, CallState, CallStatus, EndedCall } from './store/calls.js';
export { collectInputResponses } from './adapters/input-responses.js';
export type { CollectOptions, InputRound, RetryParams } from './adapters/input-responses.js';
