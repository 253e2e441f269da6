/**
 * `mcp-elicitation-react/relay`: the server side of the elicitation relay, for hosts whose
 * MCP client runs on the server (a route handler, a chat backend). React-free and Fetch API
 * only (`Request`, `Response`, `ReadableStream`), so it runs in Node 20+, Next.js route
 * handlers, Hono, Deno, Bun and workers. The browser renders its requests through
 * `createRemoteElicitationStore` (`mcp-elicitation-react/remote`). Wire protocol:
 * docs/relay-protocol.md. Explicit named exports only (the wire types as
 * `export type *`: nothing loads); api/relay.api.md pins this surface.
 */
export { createElicitationRelay } from './relay/relay.js';
export type { ElicitationRelay, ElicitationRelayOptions, RelayElicitOptions, RelayLimits } from './relay/relay.js';
export { ActionNotDelivered, isEmptySlice } from './relay/backplane.js';
export type { ActionReply, BackplaneHandlers, FieldProblem, RelayAction, RelayBackplane, RelayErrorCode, SessionSlice } from './relay/backplane.js';
export { createMemoryBackplane, createMemoryBackplaneHub } from './relay/memory-backplane.js';
export type { MemoryBackplaneHub } from './relay/memory-backplane.js';
export { createRedisBackplane } from './relay/redis-backplane.js';
export type { RedisBackplaneOptions, RedisClientLike, RedisClusterLike, RedisSubscriberLike } from './relay/redis-backplane.js';
export { createCallRunner, CallRunnerError } from './relay/calls/runner.js';
export type { CallContext, CallRunner, CallRunnerLimits, CallRunnerOptions, CallSpec, StartedCall } from './relay/calls/runner.js';
export type { CallBase, CallEndReason, CallList, CallsSnapshot, CallState, CallStatus, EndedCall } from './store/calls.js';
export { RELAY_PROTOCOL } from './relay/wire.js';
export type { WireCall, WireGone, WirePart, WirePartChange, WireRefused, WireRequest, WireRound, WireSnapshot } from './relay/wire.js';
// The store and protocol types this surface names, so the entry stands on its own.
export type * from './elicitation/types.js';
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';
export type {
  ActionError,
  CallScope,
  ElicitationRequest,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationConsumer,
  ElicitationProducer,
  ElicitationStore,
  ElicitOptions,
  MaybePromise,
  ExpiryReason,
  RefusedNotice,
  RefusalReason,
  RequestBase,
  RequestContent,
  WaitingEvent,
} from './store/types.js';
export type { SchemaValidator, ValidateOptions, ValidationIssue, ValidationResult } from './schema/validator.js';
