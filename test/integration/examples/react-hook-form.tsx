/**
 * The react-hook-form guide's example: a form-mode elicitation in the host's own `useForm`,
 * drawn by its shadcn-style components, sending what SchemaForm sends
 * (test/react-hook-form/use-elicitation-form.test.tsx fills it in and submits it).
 */
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useElicitationForm, type ControllerBinding, type ElicitationField, type ElicitationInputField, type ElicitContent, type FormDraft, type SchemaFormLabels } from '../../../src/react-hook-form';
import { Button, Card, Check, Field, FieldDescription, FieldError, FieldLabel, FieldLegend, FieldSet, Input, NativeSelect } from './shadcn-ui';

export interface ElicitationFormProps {
  /** The request's `requestedSchema`. Give the form a new `key` for each request. */
  schema: unknown;
  message: string;
  /** What the person typed before (by property key), shown instead of the defaults. */
  draft?: FormDraft;
  /** Each edit, as a draft: keep it, so that a remount, a reload or the request's end loses nothing. */
  onDraftChange?: (draft: FormDraft) => void;
  /** The request can no longer be answered: its answers stay in view, nothing is sent. */
  ended?: boolean;
  onAccept: (content: ElicitContent) => void;
  onDecline: () => void;
  /** Dismissed without an answer (Escape, a close button): `cancel`. */
  onCancel?: () => void;
}

export function ElicitationForm({ schema, message, draft, onDraftChange, ended = false, onAccept, onDecline, onCancel }: ElicitationFormProps) {
  const elicitation = useElicitationForm({ schema, defaultValue: draft });
  // Default values, the resolver and SchemaForm's timing; handleSubmit hands over the content to send.
  const form = useForm({ ...elicitation.formOptions, disabled: ended });
  const { labels, toDraft } = elicitation;
  useEffect(() => onDraftChange && form.subscribe({ formState: { values: true }, callback: ({ values }) => onDraftChange(toDraft(values)) }), [form, toDraft, onDraftChange]);
  return (
    <Card aria-label={message} onKeyDown={(event) => event.key === 'Escape' && !ended && onCancel?.()}>
      <p>{message}</p>
      {elicitation.supported ? (
        <form className="ui-form" noValidate onSubmit={form.handleSubmit(onAccept)}>
          {elicitation.fields.map((field) => (
            <Controller key={field.name} control={form.control} name={field.name} render={(binding) => <ElicitationFieldView field={field} binding={binding} labels={labels} />} />
          ))}
          {form.formState.errors.root && <FieldError role="alert">{form.formState.errors.root.message}</FieldError>}
          {!ended && (
            <div className="ui-actions">
              <Button variant="outline" onClick={onDecline}>
                {labels.decline}
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {labels.submit}
              </Button>
            </div>
          )}
        </form>
      ) : (
        <div className="ui-actions">
          <FieldError role="alert">{labels.unsupported}</FieldError>
          {!ended && (
            <Button variant="outline" onClick={onDecline}>
              {labels.decline}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

/** One field, drawn by kind with the helpers' props. */
function ElicitationFieldView({ field, binding, labels }: { field: ElicitationField; binding: ControllerBinding; labels: SchemaFormLabels }) {
  const error = binding.fieldState.error?.message;
  const label = `${field.label}${field.required && field.kind !== 'boolean' ? ` ${labels.required}` : ''}`;
  // The ids these carry are the ones the control's aria-describedby names.
  const messages = (
    <>
      {field.description && <FieldDescription {...field.getDescriptionProps()}>{field.description}</FieldDescription>}
      {field.sensitive && <FieldDescription {...field.getWarningProps()}>{labels.secretWarning}</FieldDescription>}
      {error && <FieldError {...field.getErrorProps()}>{error}</FieldError>}
    </>
  );
  switch (field.kind) {
    case 'boolean':
      return (
        <Field orientation="horizontal" invalid={!!error}>
          <Check {...field.getInputProps(binding)} />
          <FieldLabel {...field.getLabelProps()}>{label}</FieldLabel>
          {messages}
        </Field>
      );
    case 'single-select':
      return (
        <Field invalid={!!error}>
          <FieldLabel {...field.getLabelProps()}>{label}</FieldLabel>
          <NativeSelect {...field.getInputProps(binding)}>
            <option value="">{field.emptyOption.label}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          {messages}
        </Field>
      );
    case 'multi-select':
      return (
        <FieldSet invalid={!!error} {...field.getGroupProps(binding)}>
          <FieldLegend {...field.getLegendProps()}>{label}</FieldLegend>
          {field.options.map((option, i) => (
            <Field key={option.value} orientation="horizontal">
              <Check {...field.getOptionProps(binding, option, i)} />
              <FieldLabel {...field.getOptionLabelProps(i)}>{option.label}</FieldLabel>
            </Field>
          ))}
          {messages}
        </FieldSet>
      );
    case 'string-list':
      return (
        <FieldSet invalid={!!error} {...field.getGroupProps(binding)}>
          <FieldLegend {...field.getLegendProps()}>{label}</FieldLegend>
          {field.getEntries(binding).map((_, i) => (
            <div key={i} className="ui-row">
              <Input {...field.getEntryProps(binding, i)} />
              <Button variant="outline" {...field.getRemoveProps(binding, i)}>
                ×
              </Button>
            </div>
          ))}
          <Button variant="outline" {...field.getAddProps(binding)}>
            {labels.listAdd}
          </Button>
          {messages}
        </FieldSet>
      );
    default: // text (and email, URL), secret, number, integer, date, date-time
      return (
        <Field invalid={!!error}>
          <FieldLabel {...field.getLabelProps()}>{label}</FieldLabel>
          {field.kind === 'secret' ? <SecretInput field={field} binding={binding} showLabel={labels.showSecret} /> : <Input {...field.getInputProps(binding)} />}
          {messages}
        </Field>
      );
  }
}

/** A masked answer, with a toggle that shows it. */
function SecretInput({ field, binding, showLabel }: { field: ElicitationInputField; binding: ControllerBinding; showLabel: string }) {
  const [reveal, setReveal] = useState(false);
  return (
    <div className="ui-row">
      <Input {...field.getInputProps(binding, { reveal })} />
      <Button variant="outline" aria-pressed={reveal} aria-controls={field.ids.input} onClick={() => setReveal(!reveal)}>
        {showLabel}
      </Button>
    </div>
  );
}
