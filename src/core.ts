/**
 * `mcp-elicitation-react/core`: everything that needs no React — protocol helpers and
 * types, the request store and its lifecycle, the SDK adapters, schema and URL logic.
 * No `"use client"`: a React Server Components build can call these on the server.
 * Explicit named exports only; the API report (api/) pins this surface.
 */
export {
  CLIENT_CAPABILITIES_META_KEY,
  accept as acceptResult,
  cancel as cancelResult,
  decline as declineResult,
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
  PrimitiveBase,
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
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';
export { analyzeUrl, loadUrlAnalyzer } from './url/load-url-analyzer.js';
export { createUrlAnalyzer } from './url/analyze-url.js';
export type {
  AnalyzeUrlOptions,
  PublicSuffixParser,
  UrlAnalysis,
  UrlAnalyzer,
  UrlParts,
  UrlWarning,
  UrlWarningCode,
  UrlWarningSeverity,
} from './url/types.js';
export { checkElicitRequest } from './elicitation/validate-request.js';
export type { RequestCheck, RequestProblem } from './elicitation/validate-request.js';
export { createElicitationStore } from './store/store.js';
export type { ElicitationStore } from './store/store.js';
export { transition as requestTransition } from './store/lifecycle.js';
export type { LifecycleEvent, LifecycleState, RefusalReason, Transition } from './store/lifecycle.js';
export type {
  CallScope,
  ElicitOptions,
  ElicitationRound,
  ElicitationSnapshot,
  ElicitationStoreOptions,
  PendingElicitation,
  RequestBase,
  RefusedNotice,
  RequestStatus,
} from './store/types.js';
export { createElicitationHandler } from './adapters/sdk-handler.js';
export type {
  ElicitationHandlerContext,
  ElicitationHandlerOptions,
  ElicitationHandlerRequest,
} from './adapters/sdk-handler.js';
export { createSdkV1ElicitationHandler } from './adapters/sdk-v1-handler.js';
export type {
  SdkV1ElicitationHandlerOptions,
  SdkV1ElicitationRequest,
  SdkV1RequestExtra,
} from './adapters/sdk-v1-handler.js';
export { createAiSdkElicitationHandler } from './adapters/ai-sdk-handler.js';
export type { AiSdkElicitationHandlerOptions, AiSdkElicitationRequest } from './adapters/ai-sdk-handler.js';
export { acceptRealWorldSchemas, ORIGINAL_SCHEMA_META, restoreOriginalSchema } from './adapters/real-world-schemas.js';
export type { MessageTransport } from './adapters/real-world-schemas.js';
export { collectInputResponses } from './adapters/input-responses.js';
export type { CollectOptions, InputRound, RetryParams } from './adapters/input-responses.js';
export { normalizeSchema } from './schema/normalize.js';
export { getDefaultValues } from './schema/defaults.js';
export { toContent } from './schema/content.js';
export {
  createAjvValidator,
  createEvalFreeValidator,
  getDefaultValidator,
} from './schema/validators.js';
export type { AjvValidatorOptions } from './schema/ajv-core.js';
export type { SchemaValidator, ValidationIssue, ValidationResult } from './schema/validator.js';
export { isSelectField } from './schema/types.js';
export type {
  FieldBase,
  FieldConstraints,
  FieldDescriptor,
  FieldDraft,
  FieldErrorCode,
  FieldKind,
  FieldOption,
  FormDraft,
  NormalizedSchema,
  PlainFieldDescriptor,
  SchemaProblem,
  SchemaProblemCode,
  SelectFieldDescriptor,
  SelectKind,
  StringListFieldDescriptor,
} from './schema/types.js';
export { formatNumber, formatPlural } from './i18n/format.js';
export type { PluralForms } from './i18n/format.js';
