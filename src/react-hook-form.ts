/**
 * `mcp-elicitation-react/react-hook-form`: a form-mode elicitation held by the host's own
 * `useForm`, checked and sent as SchemaForm would. Its peers are imported by this entry only.
 */
export { useElicitationForm } from './react-hook-form/use-elicitation-form.js';
export type { ElicitationFormOptions, UseElicitationFormOptions, UseElicitationFormResult } from './react-hook-form/use-elicitation-form.js';
export type { FormErrorCode } from './react-hook-form/resolver.js';
export type {
  ControllerBinding,
  ElicitationBooleanField,
  ElicitationButtonProps,
  ElicitationControlProps,
  ElicitationField,
  ElicitationFieldBase,
  ElicitationFieldIds,
  ElicitationInputField,
  ElicitationMultiSelectField,
  ElicitationSingleSelectField,
  ElicitationStringListField,
  FieldBinding,
  RegisterBinding,
} from './react-hook-form/fields.js';
export type { ElicitationFormValues } from './react-hook-form/values.js';
// The library's types these name, so that a host needs no second import for them.
export type { ElicitContent } from './elicitation/types.js';
export type { FieldDescriptor, FieldDraft, FieldErrorCode, FieldOption, FormDraft, SchemaProblem } from './schema/types.js';
export type { SchemaValidator } from './schema/validator.js';
export type { FieldControlProps } from './hooks/use-schema-field.js';
export type { LabelOverrides, SchemaFormLabels } from './i18n/types.js';
