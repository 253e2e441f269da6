/**
 * `mcp-elicitation-react/core`: everything that needs no React (the whole of `/store`, plus
 * schema and URL logic). No `"use client"`: a React Server Components build can call these on the server.
 */
export * from './store.js';
// The call runner of an MCP client in the page (it keeps a round's draft without the fields the form masks: schema code).
export { createPageCallRunner } from './adapters/page-calls.js';
export type { CallLegParams, PageCallRunner, PageCallRunnerOptions, PageCallSpec } from './adapters/page-calls.js';
export type { WaitingChecks } from './adapters/still-waiting.js';
export type { CallStorage } from './adapters/kept-rounds.js';
export { analyzeUrl, loadUrlAnalyzer } from './url/load-url-analyzer.js';
export { createUrlAnalyzer } from './url/analyze-url.js';
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
export { formModel } from './schema/form-model.js';
export { getDefaultValues } from './schema/defaults.js';
export { toContent } from './schema/content.js';
export {
  createAjvValidator,
  createEvalFreeValidator,
  getDefaultValidator,
} from './schema/validators.js';
export type { AjvValidatorOptions } from './schema/ajv-core.js';
export type { SchemaValidator, ValidateOptions, ValidationIssue, ValidationResult } from './schema/validator.js';
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
  FormModel,
  PlainFieldDescriptor,
  SchemaProblem,
  SchemaProblemCode,
  SelectFieldDescriptor,
  SelectKind,
  StringListFieldDescriptor,
} from './schema/types.js';
export { formatNumber, formatPlural } from './i18n/format.js';
export type { PluralForms } from './i18n/format.js';
