import type { MouseEvent } from 'react';
import { useIsSubmitting, useSchemaForm, type UseSchemaFormOptions, type UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { cx } from '../../text/cx.js';
import { schemaKey } from './schema-key.js';
import { LongText } from '../internal/long-text.js';
import { SkippedFieldsNotice, UnsupportedNotice } from './unsupported-notice.js';
import { ProgressiveFields } from './progressive-fields.js';
import { useParts } from '../provider/elicitation-provider.js';
import { ActionRow } from '../parts/action-row.js';

export interface SchemaFormProps extends UseSchemaFormOptions {
  /** The server's `message`: why it asks. Shown as plain text. */
  message?: string;
  /** Shows a Decline button; maps to `action: "decline"`. */
  onDecline?: () => void;
  /** Shows a Cancel button; maps to `action: "cancel"`. */
  onCancel?: () => void;
  className?: string;
  /** Text of the submit button. @default labels.schemaForm.submit ("Submit") */
  submitLabel?: string;
}

interface ActionsProps {
  form: UseSchemaFormResult;
  submit: boolean;
  submitLabel?: string;
  onDecline?: () => void;
  onCancel?: () => void;
}

/**
 * Pressing a button blurs the focused field, whose error then appears and pushes the
 * buttons down before the pointer is released, so the click would be lost. Keeping focus
 * where it is on mousedown avoids that; keyboard use is unaffected.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The buttons, subscribed to `isSubmitting` only. Decline and Cancel stay usable while a submit is in flight. */
export function SchemaFormActions({ form, submit, submitLabel, onDecline, onCancel }: ActionsProps) {
  const isSubmitting = useIsSubmitting(form);
  const { labels, disabled } = form;
  const { Button } = useParts();
  return (
    // One order for every request kind: Cancel · Decline · Submit (parts/action-row.tsx).
    <ActionRow
      className="mcpe-SchemaForm-actions"
      cancel={
        onCancel && (
          <Button className="mcpe-SchemaForm-button" disabled={disabled} onMouseDown={keepFocus} onClick={() => onCancel()}>
            {labels.cancel}
          </Button>
        )
      }
      decline={
        onDecline && (
          <Button className="mcpe-SchemaForm-button" disabled={disabled} onMouseDown={keepFocus} onClick={() => onDecline()}>
            {labels.decline}
          </Button>
        )
      }
      primary={
        submit && (
          <Button type="submit" className="mcpe-SchemaForm-button" variant="primary" disabled={disabled || isSubmitting} onMouseDown={keepFocus}>
            {/* After a submit that could not check the answers (nothing was sent), Submit
                offers to try again: it is the same submit, which loads the checks again.
                The same button, so focus stays where it is. */}
            {form.checkUnavailable ? labels.retryCheck : (submitLabel ?? labels.submit)}
          </Button>
        )
      }
    />
  );
}

function SchemaFormView({ message, onDecline, onCancel, className, submitLabel, ...options }: SchemaFormProps) {
  const form = useSchemaForm(options);
  const classes = cx('mcpe-SchemaForm', className);
  const messageNode = message !== undefined && message !== '' && (
    // A preview with "Show more": a 1 MB message must not be laid out in full (text/clip.ts).
    <LongText id={form.ids.message} className="mcpe-SchemaForm-message" text={message} labels={form.limits} />
  );
  if (!form.supported) {
    return (
      <div id={form.ids.form} className={classes} data-unsupported="">
        {messageNode}
        <UnsupportedNotice form={form} />
        <SchemaFormActions form={form} submit={false} onDecline={onDecline} onCancel={onCancel} />
      </div>
    );
  }
  return (
    <form
      {...form.formProps}
      className={classes}
      aria-describedby={messageNode ? form.ids.message : undefined}
      data-disabled={form.disabled || undefined}
    >
      {messageNode}
      <SkippedFieldsNotice form={form} />
      <ProgressiveFields form={form} />
      <p id={form.ids.summary} className="mcpe-SchemaForm-summary" role="status">
        {form.summary}
      </p>
      <SchemaFormActions form={form} submit submitLabel={submitLabel} onDecline={onDecline} onCancel={onCancel} />
    </form>
  );
}

/**
 * A form-mode elicitation as a form: every field of `schema` with its default, checked
 * before `onSubmit` receives content valid against `schema`. A schema it cannot show
 * becomes a notice with Decline/Cancel; it never throws into the host.
 * @selector .mcpe-SchemaForm[data-unsupported][data-disabled]
 */
export function SchemaForm(props: SchemaFormProps) {
  // A new schema object is a new request: start from a fresh form.
  return <SchemaFormView key={schemaKey(props.schema)} {...props} />;
}

// The lazy part of a round (elicitation-outlet/round-form.tsx) imports these through this
// module, so they stay in this chunk: a round adds no chunk shared with the first form
// request, which keeps its bytes where they were (test/smoke/size-budget.test.ts).
export { useSchemaForm } from '../../hooks/use-schema-form.js';
export { normalizeSchema } from '../../schema/normalize.js';
export { ProgressiveFields, SkippedFieldsNotice, UnsupportedNotice };
