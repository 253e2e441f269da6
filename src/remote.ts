/**
 * `mcp-elicitation-react/remote`: the browser store of the elicitation relay, given to the
 * provider or outlet like a local store. Not part of `/store`: it reads each form's schema to
 * keep sensitive fields out of persisted drafts, and `/store` must reach no schema code.
 */
export { createRemoteElicitationStore } from './relay/remote-store.js';
export type { DraftStorage, RemoteElicitationStore, RemoteElicitationStoreOptions } from './relay/remote-store.js';
export type { RetryOptions } from './relay/remote-actions.js';
export { RELAY_PROTOCOL } from './relay/wire.js';
export type { WireCall, WireGone, WirePart, WirePartChange, WireRefused, WireRequest, WireRound, WireSnapshot } from './relay/wire.js';
export type { CallBase, CallEndReason, CallList, CallsSnapshot, CallState, CallStatus, EndedCall } from './store/calls.js';
// The store types this surface names, so the entry stands on its own.
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';
export type * from './elicitation/types.js';
export type {
  ActionError,
  CallScope,
  ElicitationRequest,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationConsumer,
  ElicitationProducer,
  ElicitOptions,
  MaybePromise,
  ExpiryReason,
  RefusedNotice,
  RefusalReason,
  RequestBase,
  RequestContent,
} from './store/types.js';
