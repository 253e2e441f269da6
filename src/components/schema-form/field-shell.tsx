import { useContext, useEffect, useState, type ReactNode } from 'react';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import { ElicitationFieldFrame } from '../parts/field-frame.js';
import type { SchemaFieldState } from '../../hooks/use-schema-field.js';
import type { UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../text/limits.js';
import { LongText } from '../internal/long-text.js';
import { cx } from '../../text/cx.js';
import { isPointerPressed, onPointerRelease } from './pointer-hold.js';

export interface FieldShellProps {
  form: UseSchemaFormResult;
  state: SchemaFieldState;
  /** Groups (radios, checkboxes) use fieldset + legend; single controls a label. */
  group?: boolean;
  /** Rendered right after the description (e.g. the time-zone hint, with `getHintProps`). */
  hint?: ReactNode;
  /** Checkbox layout: the control comes before its label. */
  inline?: boolean;
  children: ReactNode;
}

/**
 * The behaviour of every field's frame: label or legend, description, secret warning,
 * error, each with the ids of `useSchemaField`'s getters, drawn by the `FieldFrame` part.
 * Server text (title, description) is rendered as text only.
 */
export function FieldShell({ form, state, group = false, hint, inline = false, children }: FieldShellProps) {
  const { field, error } = state;
  const held = useHeldDuringPress(error);
  const { labels, limits } = form;
  // The context, not useParts(): one read per field, no merged object per field.
  const Frame = useContext(ElicitationPartsContext).components?.FieldFrame ?? ElicitationFieldFrame;
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
  const { minItems, maxItems } = field.constraints;
  // The rule of a multi-select, worded as optional when the field is (i18n choiceRule).
  const rule = field.kind === 'multi-select' && (!!minItems || maxItems !== undefined) ? labels.choiceRule(minItems || undefined, maxItems, field.required) : undefined;
  const ruleId = `${state.ids.input}-rule`;
  const details = (
    <>
      {field.description !== undefined && (
        <LongText {...state.getDescriptionProps()} className="mcpe-Field-description" text={field.description} limit={DESCRIPTION_PREVIEW_LENGTH} labels={limits} />
      )}
      {rule && (
        <p id={ruleId} className="mcpe-Field-hint">
          {rule}
        </p>
      )}
      {hint}
      {field.sensitive && (
        <p {...state.getWarningProps()} className="mcpe-Field-warning">
          {labels.secretWarning}
        </p>
      )}
      {form.uncheckedPatterns.has(field.key) && (
        <p {...state.getPatternNoticeProps()} className="mcpe-Field-warning" data-pattern="">
          {limits.patternUnchecked}
        </p>
      )}
    </>
  );
  // Held back: mounted but hidden, so aria-describedby never names a missing element.
  const errorNode = error && (
    <p {...state.getErrorProps()} className="mcpe-FieldError" hidden={held}>
      {error}
    </p>
  );
  const invalid = !!error && !held;
  const rootProps = {
    'data-kind': field.kind,
    'data-invalid': invalid ? '' : undefined,
    'data-required': field.required ? '' : undefined,
    'data-sensitive': field.sensitive ? '' : undefined,
    ...(group && { 'aria-describedby': cx(rule && ruleId, state.getGroupProps()['aria-describedby']) || undefined }),
  };
  return (
    <Frame field={field} group={group} inline={inline} invalid={invalid} rootProps={rootProps} labelProps={state.getLabelProps()} label={caption} details={details} error={errorNode}>
      {children}
    </Frame>
  );
}

/**
 * True while a message that appeared during a pointer press waits for the press to end:
 * nothing moves under the pointer between mousedown and click (pointer-hold.ts says why
 * this, not reserved space). A message already shown stays; keyboard blurs show at once.
 */
function useHeldDuringPress(error: string | undefined): boolean {
  // One state per field (the watching itself is started once per form, progressive-fields.tsx).
  const [state, setState] = useState({ previous: error, held: false });
  const { previous, held } = state;
  // Adjusted during render (React's "storing information from previous renders"), so the
  // message never reaches the screen before it is held back.
  if (error !== previous) {
    setState({ previous: error, held: error !== undefined && previous === undefined && isPointerPressed() });
  }
  useEffect(() => (held ? onPointerRelease(() => setState((current) => ({ ...current, held: false }))) : undefined), [held]);
  return held && error !== undefined;
}
