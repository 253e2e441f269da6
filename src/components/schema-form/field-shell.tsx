import type { ReactNode } from 'react';
import type { SchemaFormField, UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../text/clip.js';
import { LongText } from '../internal/long-text.js';

export interface FieldShellProps {
  form: UseSchemaFormResult;
  entry: SchemaFormField;
  error: string | undefined;
  /** Groups (radios, checkboxes) use fieldset + legend; single controls a label. */
  group?: { describedBy: string | undefined };
  /** Rendered right after the label (e.g. the time-zone hint, with id `ids.hint`). */
  hint?: ReactNode;
  /** Checkbox layout: the control comes before its label. */
  inline?: boolean;
  children: ReactNode;
}

/**
 * The frame of every field: label or legend, description, secret warning, error. Server
 * text (title, description) is rendered as text only.
 * @selector .mcpe-Field[data-kind][data-invalid][data-required][data-sensitive]
 */
export function FieldShell({ form, entry, error, group, hint, inline, children }: FieldShellProps) {
  const { field, ids } = entry;
  const { labels } = form;
  // <bdi>: a U+202E in a server title must not reverse the library's own "(required)".
  const caption = (
    <>
      <bdi>{field.label}</bdi>
      {field.required && field.kind !== 'boolean' && (
        <>
          {' '}
          <span className="mcpe-Field-required">{labels.required}</span>
        </>
      )}
    </>
  );
  const details = (
    <>
      {field.description !== undefined && (
        <LongText id={ids.description} className="mcpe-Field-description" text={field.description} limit={DESCRIPTION_PREVIEW_LENGTH} labels={form.limits} />
      )}
      {hint}
      {field.sensitive && (
        <p id={ids.warning} className="mcpe-Field-warning">
          {labels.secretWarning}
        </p>
      )}
      {form.uncheckedPatterns.has(field.key) && (
        <p id={ids.pattern} className="mcpe-Field-warning" data-pattern="">
          {form.limits.patternUnchecked}
        </p>
      )}
    </>
  );
  const errorNode = error && (
    <p id={ids.error} className="mcpe-FieldError">
      {error}
    </p>
  );
  const state = {
    'data-kind': field.kind,
    'data-invalid': error ? '' : undefined,
    'data-required': field.required ? '' : undefined,
    'data-sensitive': field.sensitive ? '' : undefined,
  };
  if (group) {
    return (
      <fieldset className="mcpe-Field" aria-describedby={group.describedBy} {...state}>
        <legend id={ids.label} className="mcpe-Field-label">
          {caption}
        </legend>
        {details}
        {children}
        {errorNode}
      </fieldset>
    );
  }
  const label = (
    <label id={ids.label} htmlFor={ids.input} className="mcpe-Field-label">
      {caption}
    </label>
  );
  return (
    <div className="mcpe-Field" {...state}>
      {inline ? (
        <div className="mcpe-Field-check">
          {children}
          {label}
        </div>
      ) : (
        label
      )}
      {details}
      {!inline && children}
      {errorNode}
    </div>
  );
}
