/**
 * `mcp-elicitation-react/remote`: the browser store of the elicitation relay. Give it to
 * `ElicitationProvider`/`ElicitationOutlet` like a local store; its requests live on the
 * server (`createElicitationRelay`, `mcp-elicitation-react/relay`). React-free.
 *
 * An entry of its own, not part of `/store`: it reads each form's schema (schema/form-model.ts)
 * to keep sensitive fields out of the persisted drafts, and `/store` must reach no schema
 * code (test/smoke/entries.test.ts). Explicit named exports only (the wire types as
 * `export type *`: nothing loads); api/remote.api.md pins it.
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
