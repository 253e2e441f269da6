import { useContext, useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { SUMMARY_FIELDS, formInternals, useIsSubmitting, useSchemaForm, type UseSchemaFormOptions, type UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { focusAndReveal, revealIfHidden } from '../../hooks/focus-and-reveal.js';
import { clipLabel } from '../../text/clip.js';
import { cx } from '../../text/cx.js';
import { schemaKey } from './schema-key.js';
import { LongText } from '../internal/long-text.js';
import { SkippedFieldsNotice, UnsupportedNotice } from './unsupported-notice.js';
import { ProgressiveFields } from './progressive-fields.js';
import { useParts } from '../provider/elicitation-provider.js';
import { ActionRow } from '../parts/action-row.js';
import { AnnounceContext } from '../internal/announce.js';

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
  /** A line drawn with the buttons, pinned with them (a modal's bottom edge; inline, the view's while it shows): the request's time left. */
  status?: ReactNode;
  /** One question of a round: no Submit of its own (the round's Send all submits it), and Enter in a text field submits just this one. */
  section?: {
    register: (submit: (() => Promise<void>) | null) => void;
    /** Id of the question's text when the form does not show `message` itself. */
    describedBy?: string;
  };
}

interface ActionsProps {
  form: UseSchemaFormResult;
  submit: boolean;
  /** Describes each button (a round's question: its message), so several Declines differ. */
  describedBy?: string;
  submitLabel?: string;
  onDecline?: () => void;
  onCancel?: () => void;
}

/** Pressing a button blurs the focused field, whose error would push the buttons down before release and lose the click. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The buttons, subscribed to `isSubmitting` only. Decline and Cancel stay usable while a submit is in flight. */
export function SchemaFormActions({ form, submit, describedBy, submitLabel, onDecline, onCancel }: ActionsProps) {
  const isSubmitting = useIsSubmitting(form);
  const { labels, disabled } = form;
  // Answered in the click's task; the field checks still in flight stop (nobody waits for them).
  const { cancelChecks } = formInternals(form);
  const { Button } = useParts();
  return (
    // One order for every request kind: Cancel · Decline · Submit (parts/action-row.tsx).
    <ActionRow
      className="mcpe-SchemaForm-actions"
      cancel={
        onCancel && (
          <Button className="mcpe-SchemaForm-button" aria-describedby={describedBy} disabled={disabled} onMouseDown={keepFocus} onClick={() => (cancelChecks(), onCancel())}>
            {labels.cancel}
          </Button>
        )
      }
      decline={
        onDecline && (
          <Button className="mcpe-SchemaForm-button" aria-describedby={describedBy} disabled={disabled} onMouseDown={keepFocus} onClick={() => (cancelChecks(), onDecline())}>
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

/** A focused control is scrolled clear of the pinned footer, which the browser's own focus scrolling ignores. */
const revealFocused = (event: FocusEvent<HTMLFormElement>) => {
  if (event.target !== event.currentTarget) revealIfHidden(event.target as HTMLElement, 'nearest');
};

/** Inputs where Enter submits a form natively (HTML implicit submission): text-like ones. */
const NO_ENTER = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

/** A round's question: its submit goes to the round, and Enter in a text field submits it, as it would with a Submit button. */
function useSection(form: UseSchemaFormResult, section: SchemaFormProps['section']) {
  const submit = form.supported ? form.formProps.onSubmit : undefined;
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });
  const register = section?.register;
  const { supported } = form;
  // Which submit ran last: Send all announces the round's outcome; Enter's summary is this form's to say.
  const by = useRef<'round' | 'enter'>('round');
  useEffect(() => {
    if (!register || !supported) return; // nothing to check: Send all counts it as needing attention
    register(() => {
      by.current = 'round';
      return latest.current?.() ?? Promise.resolve();
    });
    return () => register(null);
  }, [register, supported]);
  const announce = useContext(AnnounceContext);
  const said = section ? `${form.summary} ${form.summaryFields}`.trim() : '';
  useEffect(() => {
    if (said && by.current === 'enter') announce?.(said);
  }, [said, announce]);
  if (!section) return undefined;
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (target.tagName !== 'INPUT' || NO_ENTER.has(target.type)) return;
    event.preventDefault();
    by.current = 'enter';
    void latest.current?.();
  };
}

function SchemaFormView({ message, onDecline, onCancel, className, submitLabel, section, status, ...options }: SchemaFormProps) {
  const form = useSchemaForm(options);
  const { Text } = useParts();
  const onKeyDown = useSection(form, section);
  const classes = cx('mcpe-SchemaForm', className);
  const messageNode = message !== undefined && message !== '' && (
    // A preview with "Show more": a 1 MB message must not be laid out in full (text/clip.ts).
    <LongText id={form.ids.message} className="mcpe-SchemaForm-message" text={message} labels={form.limits} />
  );
  const describedBy = section && (messageNode ? form.ids.message : section.describedBy);
  if (!form.supported) {
    return (
      <div id={form.ids.form} className={classes} data-unsupported="">
        {messageNode}
        <UnsupportedNotice form={form} />
        {status}
        <SchemaFormActions form={form} submit={false} describedBy={describedBy} onDecline={onDecline} onCancel={onCancel} />
      </div>
    );
  }
  return (
    <form
      {...form.formProps}
      className={classes}
      aria-describedby={messageNode ? form.ids.message : section?.describedBy}
      data-disabled={form.disabled || undefined}
      onKeyDown={onKeyDown}
      onFocus={revealFocused}
    >
      {messageNode}
      <SkippedFieldsNotice form={form} />
      <ProgressiveFields form={form} />
      <InvalidFieldList form={form} />
      {/* The count of problems sits with the buttons: where they are pinned (a modal's bottom
          edge; inline, the view's bottom edge while problems are counted: styles.css), the
          count shows wherever the first problem was scrolled to. */}
      <div className="mcpe-SchemaForm-footer">
        {status}
        <Text variant="summary" id={form.ids.summary} className="mcpe-SchemaForm-summary" role={section ? undefined : 'status'}>
          {/* One node inserted per change, so a reader hears it once; the count keeps its own element. */}
          {form.summary && (
            <span>
              <span>{form.summary}</span>
              {/* Read out with the count; on screen the list of fields just above names them. */}
              {form.summaryFields && <span className={form.invalidFields.length > 1 ? 'mcpe-VisuallyHidden' : undefined}> {form.summaryFields}</span>}
            </span>
          )}
        </Text>
        <SchemaFormActions form={form} submit={!section} describedBy={describedBy} submitLabel={submitLabel} onDecline={onDecline} onCancel={onCancel} />
      </div>
    </form>
  );
}

/** After a submit with several problems, the fields concerned, each moving focus to its field (with one, focus is already there). */
function InvalidFieldList({ form }: { form: UseSchemaFormResult }) {
  const { Button } = useParts();
  if (form.invalidFields.length < 2) return null;
  const focus = (name: string) => {
    const element = form.formProps.ref.current?.elements.namedItem(name);
    const target = element instanceof RadioNodeList ? element[0] : element;
    if (target instanceof HTMLElement) focusAndReveal(target);
  };
  return (
    <ul className="mcpe-SchemaForm-invalidList">
      {form.invalidFields.slice(0, SUMMARY_FIELDS).map((entry) => (
        <li key={entry.name}>
          <Button variant="link" className="mcpe-LinkButton" onClick={() => focus(entry.name)}>
            <bdi>{clipLabel(entry.field.label, 60)}</bdi>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A form-mode elicitation as a form: `onSubmit` receives content valid against `schema`. A schema
 * it cannot show becomes a notice with Decline/Cancel; it never throws into the host.
 * @selector .mcpe-SchemaForm[data-unsupported][data-disabled]
 */
export function SchemaForm(props: SchemaFormProps) {
  // A new schema object is a new request: start from a fresh form.
  return <SchemaFormView key={schemaKey(props.schema)} {...props} />;
}

// Answer summaries read the form model through this module, so the schema reading stays in this chunk.
export { formModel } from '../../schema/form-model.js';
