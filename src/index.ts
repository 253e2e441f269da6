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
export type { ServerBadgeProps } from './components/server-badge/server-badge.js';
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';

// URL mode (issue 8): analysis (Public Suffix List loaded on demand) and the consent dialog.
export { UrlConsentDialog } from './components/url-consent-dialog/url-consent-dialog.js';
export type { UrlConsentDialogProps, UrlConsentPhase } from './components/url-consent-dialog/url-consent-dialog.js';
export { analyzeUrl, getLoadedUrlAnalyzer, loadUrlAnalyzer } from './url/load-url-analyzer.js';
export { createUrlAnalyzer } from './url/analyze-url.js';
export { describeUrlWarning } from './url/describe-warning.js';
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

export { ElicitationHost } from './components/elicitation-host/elicitation-host.js';
export type { ElicitationHostProps } from './components/elicitation-host/elicitation-host.js';
export { ElicitationOutlet } from './components/elicitation-outlet/elicitation-outlet.js';
export type { ElicitationOutletProps } from './components/elicitation-outlet/elicitation-outlet.js';
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
export { collectInputResponses } from './adapters/input-responses.js';
export type { CollectOptions, InputRound, RetryParams } from './adapters/input-responses.js';

// SchemaForm (issue 3): pure schema core, validators, headless hook, component.
export { normalizeSchema } from './schema/normalize.js';
export { getDefaultValues } from './schema/defaults.js';
export { toContent } from './schema/content.js';
export {
  canEvaluateCode,
  createAjvValidator,
  createEvalFreeValidator,
  getDefaultValidator,
} from './schema/validators.js';
export type { AjvValidatorOptions } from './schema/ajv-core.js';
export type { SchemaValidator, ValidationIssue, ValidationResult } from './schema/validator.js';
export type {
  FieldConstraints,
  FieldDescriptor,
  FieldDraft,
  FieldErrorCode,
  FieldKind,
  FieldOption,
  FormDraft,
  NormalizedSchema,
  SchemaProblem,
  SchemaProblemCode,
} from './schema/types.js';
export { useSchemaForm } from './hooks/use-schema-form.js';
export type {
  FieldIds,
  SchemaFormField,
  UseSchemaFormOptions,
  UseSchemaFormResult,
} from './hooks/use-schema-form.js';
export { useSchemaField } from './hooks/use-schema-field.js';
export type { SchemaFieldParts, SchemaFieldState } from './hooks/use-schema-field.js';
export { SchemaForm } from './components/schema-form/schema-form.js';
export type { SchemaFormProps } from './components/schema-form/schema-form.js';
export type { SchemaFormLabels } from './labels.js';

export { defaultLabels, resolveLabels } from './labels.js';
export type { ElicitationLabels, HostLabels, LabelOverrides, ServerLabels } from './labels.js';
export type { UrlConsentLabels, UrlWarningLabels } from './labels.js';
// Abuse limits (issue 7): long server text is shown in part, never altered.
export type { LimitLabels } from './labels.js';

// Languages (issue 6): Simplified Chinese labels and the Intl helpers translations use.
export { zhCN } from './i18n/zh-cn.js';
export { formatNumber, formatPlural } from './i18n/format.js';
export type { PluralForms } from './i18n/format.js';
