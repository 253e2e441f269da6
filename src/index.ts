// The one public barrel: explicit named exports only (STYLE.md convention 15).

export {
  CLIENT_CAPABILITIES_META_KEY,
  accept,
  cancel,
  decline,
  elicitationCapability,
  getRequestMode,
  getResultKind,
  getSupportedModes,
  isInputRequiredResult,
} from './elicitation/protocol.js';
export type { ResultKind } from './elicitation/protocol.js';
export type {
  BooleanSchema,
  ClientCapabilities,
  ElicitAction,
  ElicitContent,
  ElicitContentValue,
  ElicitRequest,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  ElicitationCapability,
  ElicitationMode,
  EnumSchema,
  InputRequest,
  OtherInputRequest,
  InputRequests,
  JsonObject,
  JsonValue,
  InputRequiredResult,
  InputResponses,
  LegacyTitledEnumSchema,
  MultiSelectEnumSchema,
  NumberSchema,
  PrimitiveSchemaDefinition,
  RequestedSchema,
  ResultType,
  SingleSelectEnumSchema,
  StringSchema,
  TitledMultiSelectEnumSchema,
  TitledSingleSelectEnumSchema,
  UntitledMultiSelectEnumSchema,
  UntitledSingleSelectEnumSchema,
} from './elicitation/types.js';

export { ServerBadge } from './components/server-badge/server-badge.js';
export type { ServerBadgeProps, ServerIdentity } from './components/server-badge/server-badge.js';

export { createElicitationStore } from './store/store.js';
export type { ElicitationStore } from './store/store.js';
export type {
  ElicitOptions,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationStoreOptions,
  PendingElicitation,
  RefusedNotice,
  RequestStatus,
} from './store/types.js';
export { createElicitationHandler } from './adapters/sdk-handler.js';
export type {
  ElicitationHandlerContext,
  ElicitationHandlerOptions,
  ElicitationHandlerRequest,
} from './adapters/sdk-handler.js';
export { collectInputResponses } from './adapters/input-responses.js';
export type { CollectOptions, RetryParams } from './adapters/input-responses.js';

export { defaultLabels, resolveLabels } from './labels.js';
export type { ElicitationLabels, LabelOverrides, ServerLabels } from './labels.js';
