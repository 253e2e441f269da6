/**
 * `mcp-elicitation-react/host`: the React side of a host page (provider, ElicitationOutlet,
 * ElicitationHost, default parts, Chinese labels) and nothing a request loads on demand.
 * Narrower than the main entry because a bundler that splits by reachability puts every module
 * an entry re-exports into the initial chunk (README, "Entry points"); test/smoke/entries.test.ts
 * checks on dist/ that it reaches no on-demand part.
 */
export { ElicitationProvider, useElicitationConfig, useElicitationLabels } from './components/provider/elicitation-provider.js';
export type { ElicitationComponents, ElicitationConfig, ElicitationProviderProps } from './components/provider/config.js';
export type { AppFormProps } from './components/app-form/app-form-types.js';
export type { Density, ElicitationSettings, Presentation } from './hooks/use-elicitation-config.js';
export { ElicitationHost } from './components/elicitation-host/elicitation-host.js';
export type { ElicitationHostProps } from './components/elicitation-host/elicitation-host.js';
export { preloadElicitationUi } from './components/elicitation-host/lazy-bodies.js';
export { ElicitationOutlet } from './components/elicitation-outlet/elicitation-outlet.js';
export type { ElicitationOutletProps } from './components/elicitation-outlet/elicitation-outlet.js';

// The default parts (the provider draws them unless `components` replaces them).
export { ElicitationFrame } from './components/internal/dialog-shell.js';
export { useElicitationFrame } from './components/internal/use-elicitation-frame.js';
export type { ElicitationFrameBehaviour, ElicitationFrameOptions } from './components/internal/use-elicitation-frame.js';
export type { ScrollEdges } from './components/internal/use-scroll-edges.js';
export type { ElicitationFrameProps } from './components/internal/dialog-shell.js';
export { ElicitationButton } from './components/parts/button.js';
export type { ButtonProps } from './components/parts/button.js';
export { ElicitationCloseButton } from './components/parts/close-button.js';
export type { CloseButtonProps } from './components/parts/close-button.js';
export { ElicitationNotice } from './components/parts/notice.js';
export { ElicitationActionRow } from './components/parts/action-row.js';
export type { ActionRowProps } from './components/parts/action-row.js';
export { ElicitationFieldFrame } from './components/parts/field-frame.js';
export type { FieldFrameProps, FieldMessage } from './components/parts/field-frame.js';
export { ElicitationChoiceLabel } from './components/parts/choice-label.js';
export type { ChoiceLabelProps } from './components/parts/choice-label.js';
export { ElicitationText } from './components/parts/text.js';
export type { TextProps, TextVariant } from './components/parts/text.js';
export { ElicitationServerBadge } from './components/server-badge/server-badge.js';
export type { ServerBadgePartProps } from './components/server-badge/server-badge.js';
export { ElicitationUrlTitle } from './components/parts/url-title.js';
export type { UrlTitleProps } from './components/parts/url-title.js';
export { ElicitationRoundHeader } from './components/parts/round-header.js';
export type { RoundHeaderProps } from './components/parts/round-header.js';
export type { TimeLeftProps } from './components/parts/time-left.js';
export type { UnsentAnswers } from './components/time-left/unsent-answers.js';
export type { NoticeProps } from './components/parts/notice.js';
export { ElicitationUrlText, ElicitationUrlWarningList } from './components/url-consent-dialog/url-parts.js';
export type { UrlTextProps, UrlWarningListProps } from './components/url-consent-dialog/url-parts.js';
export {
  ElicitationCheckbox,
  ElicitationInput,
  ElicitationOptionFilter,
  ElicitationRadio,
  ElicitationSelect,
} from './components/parts/field-controls.js';
export type { InputProps, OptionFilterProps, SelectProps } from './components/parts/field-controls.js';

// Words: English by default; the provider's `labels` takes overrides or a whole language.
export { zhCN } from './i18n/zh-cn.js';
export type {
  ElicitationLabels,
  ExpiryReasonCode,
  HostLabels,
  LabelOverrides,
  LimitLabels,
  RoundProgressCounts,
  SchemaFormLabels,
  ServerLabels,
  UrlConsentLabels,
  UrlWarningLabels,
} from './i18n/types.js';

// Types the props above name (their home is `/store` or `/core`; type-only, nothing loads).
export type {
  BooleanSchema,
  ElicitContent,
  ElicitContentValue,
  EnumSchema,
  LegacyTitledEnumSchema,
  MultiSelectEnumSchema,
  NumberSchema,
  SingleSelectEnumSchema,
  StringSchema,
  TitledMultiSelectEnumSchema,
  TitledSingleSelectEnumSchema,
  UntitledMultiSelectEnumSchema,
  UntitledSingleSelectEnumSchema,
  PrimitiveBase,
  ElicitRequestFormParams,
  ElicitRequestURLParams,
  ElicitResult,
  ElicitationMode,
  PrimitiveSchemaDefinition,
  RequestedSchema,
} from './elicitation/types.js';
// What a field renderer or frame receives (ElicitationProvider `fields`, the FieldFrame part).
export type {
  FieldBase,
  FieldConstraints,
  FieldDescriptor,
  FieldDraft,
  FieldErrorCode,
  FieldKind,
  FieldOption,
  FormDraft,
  FormModel,
  PlainFieldDescriptor,
  SchemaProblem,
  SelectFieldDescriptor,
  SelectKind,
  StringListFieldDescriptor,
} from './schema/types.js';
export type { FieldProps } from './components/schema-form/fields/types.js';
export type { FieldIds, SchemaFormField, SchemaFormHandle, UseSchemaFormResult } from './hooks/use-schema-form.js';
export type { IdentifiedServer, ServerIdentity } from './elicitation/server.js';
export type { ElicitationStore } from './store/store.js';
export type { ElicitationConsumer, ElicitationProducer } from './store/types.js';
export type { ExpiryReason, RefusalReason } from './store/lifecycle.js';
export type { FormRequestParams, RequestProblem, UrlRequestParams } from './elicitation/validate-request.js';
export type {
  ActionError,
  CallScope,
  ElicitOptions,
  ElicitationRequest,
  ElicitationRound,
  ElicitationSnapshot,
  MaybePromise,
  RefusedNotice,
  RequestBase,
  RequestContent,
  RequestStatus,
  WaitingEvent,
} from './store/types.js';
export type { SchemaValidator, ValidateOptions, ValidationIssue, ValidationResult } from './schema/validator.js';
export type { SchemaProblemCode } from './schema/types.js';
export type {
  AnalyzeUrlOptions,
  IdnReason,
  PublicSuffixParser,
  UrlAnalysis,
  UrlAnalyzer,
  UrlParts,
  UrlWarning,
  UrlWarningCode,
  UrlWarningSeverity,
} from './url/types.js';
