/** What `useForm` needs to hold a form-mode elicitation, checked and sent exactly as SchemaForm would. */
import { useEffect, useId, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import type { ElicitContent } from '../elicitation/types.js';
import { useElicitationLabels, useElicitationSettings } from '../hooks/use-elicitation-config.js';
import type { LabelOverrides, SchemaFormLabels } from '../i18n/types.js';
import { readDraft } from '../schema/content.js';
import { mergeDraft } from '../schema/defaults.js';
import { formModel } from '../schema/form-model.js';
import type { FormDraft, SchemaProblem } from '../schema/types.js';
import type { SchemaValidator } from '../schema/validator.js';
import { getDefaultValidator } from '../schema/validators.js';
import { bindFields, type ElicitationField } from './fields.js';
import { createElicitationResolver } from './resolver.js';
import { draftToValues, valuesToDraft, type ElicitationFormValues } from './values.js';

export interface UseElicitationFormOptions {
  /** `requestedSchema` as received: may be malformed server input. */
  schema: unknown;
  /** A draft saved earlier (by property key, as SchemaForm's `defaultValue`), laid over the schema's defaults. */
  defaultValue?: FormDraft;
  /** @default the provider's, else getDefaultValidator() */
  validator?: SchemaValidator;
  /** Words of the error messages and choices; over the provider's. */
  labels?: LabelOverrides;
  /** Root of every DOM id. @default useId() */
  id?: string;
}

/** The options to give `useForm`: spread them, and add your own. */
export interface ElicitationFormOptions {
  defaultValues: ElicitationFormValues;
  resolver: Resolver<ElicitationFormValues, unknown, ElicitContent>;
  /** SchemaForm's timing: a field is checked when left, then on each change. */
  mode: 'onTouched';
  reValidateMode: 'onChange';
}

export interface UseElicitationFormResult {
  /** False when the schema cannot be shown as a form (`problems` say why): decline or cancel. The resolver then accepts nothing. */
  supported: boolean;
  problems: readonly SchemaProblem[];
  /** The fields, in the server's order, each with its helpers. */
  fields: readonly ElicitationField[];
  /** `useForm(formOptions)`; then `handleSubmit` hands over the `content` to send. */
  formOptions: ElicitationFormOptions;
  defaultValues: ElicitationFormValues;
  resolver: Resolver<ElicitationFormValues, unknown, ElicitContent>;
  /** The form's values ⇒ the `content` SchemaForm would send; values that do not parse are left out, so send only what the resolver passed. */
  toContent(values: Readonly<Record<string, unknown>>): ElicitContent;
  /** The form's values ⇒ the draft by property key (to keep, and give back as `defaultValue`). */
  toDraft(values: Readonly<Record<string, unknown>>): FormDraft;
  /** The words SchemaForm uses (required, Choose…, No answer, the secret warning, Show…), in the current language. */
  labels: SchemaFormLabels;
}

/**
 * A form-mode elicitation for react-hook-form: `const form = useForm(elicitation.formOptions)`.
 * Reads the schema once per schema object: give the form a new `key` for a new request.
 */
export function useElicitationForm(options: UseElicitationFormOptions): UseElicitationFormResult {
  const { schema, defaultValue } = options;
  const generatedId = useId();
  const root = options.id ?? generatedId;
  const settings = useElicitationSettings();
  const labels = useElicitationLabels(options.labels).schemaForm;
  const validator = options.validator ?? settings.validator ?? getDefaultValidator();
  const model = useMemo(() => formModel(schema), [schema]);
  const named = useMemo(() => model.fields.map((field, i) => ({ name: `f${i}`, field })), [model]);
  const defaultValues = useMemo(() => draftToValues(named, mergeDraft(model.fields, defaultValue)), [named, model, defaultValue]);
  const fields = useMemo(() => bindFields(named, root, labels, defaultValues), [named, root, labels, defaultValues]);
  const resolver = useMemo(() => createElicitationResolver({ schema, supported: model.supported, fields: named, validator, labels }), [schema, model, named, validator, labels]);

  // Load and compile the validator while the person reads, not on their first blur.
  useEffect(() => {
    if (model.supported && typeof schema === 'object' && schema !== null) void Promise.resolve().then(() => validator.prepare?.(schema)).catch(() => undefined);
  }, [validator, schema, model.supported]);

  return useMemo(
    () => ({
      supported: model.supported,
      problems: model.problems,
      fields,
      formOptions: { defaultValues, resolver, mode: 'onTouched', reValidateMode: 'onChange' },
      defaultValues,
      resolver,
      toContent: (values) => readDraft(model.fields, valuesToDraft(named, values)).content,
      toDraft: (values) => valuesToDraft(named, values),
      labels,
    }),
    [model, fields, defaultValues, resolver, named, labels],
  );
}
