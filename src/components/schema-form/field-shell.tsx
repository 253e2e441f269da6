import { useContext, useEffect, useState, type ReactNode } from 'react';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import { ElicitationFieldFrame, type FieldMessage } from '../parts/field-frame.js';
import type { SchemaFieldState } from '../../hooks/use-schema-field.js';
import type { UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { DESCRIPTION_PREVIEW_LENGTH } from '../../text/limits.js';
import { useLongText } from '../internal/long-text.js';
import { cx } from '../../text/cx.js';
import { isPointerPressed, onPointerRelease } from './pointer-hold.js';

export interface FieldShellProps {
  form: UseSchemaFormResult;
  state: SchemaFieldState;
  /** Groups (radios, checkboxes) use fieldset + legend; single controls a label. */
  group?: boolean;
  /** A line right after the description (e.g. the time zone), with the id of `getHintProps`. */
  hint?: { id: string; text: string };
  /** Checkbox layout: the control comes before its label. */
  inline?: boolean;
  children: ReactNode;
}

/** The behaviour of every field's frame: its words and ids, given as data to the `FieldFrame` part, which lays them out. */
export function FieldShell({ form, state, group = false, hint, inline = false, children }: FieldShellProps) {
  const { field, error, ids } = state;
  const held = useHeldDuringPress(error);
  const { labels, limits } = form;
  // The context, not useParts(): one read per field, no merged object per field.
  const Frame = useContext(ElicitationPartsContext).components?.FieldFrame ?? ElicitationFieldFrame;
  const description = useLongText(field.description ?? '', DESCRIPTION_PREVIEW_LENGTH, limits, ids.description);
  const { minItems, maxItems } = field.constraints;
  // The rule of a multi-select, worded as optional when the field is (i18n choiceRule).
  const rule = field.kind === 'multi-select' && (!!minItems || maxItems !== undefined) ? labels.choiceRule(minItems || undefined, maxItems, field.required) : undefined;
  const ruleId = `${ids.input}-rule`;
  const messages: FieldMessage[] = [];
  if (field.description !== undefined) messages.push({ id: ids.description, kind: 'description', text: description.text, clipped: description.clipped, more: description.more });
  if (rule) messages.push({ id: ruleId, kind: 'rule', text: rule });
  if (hint) messages.push({ id: hint.id, kind: 'hint', text: hint.text });
  if (field.sensitive) messages.push({ id: ids.warning, kind: 'warning', text: labels.secretWarning });
  if (form.uncheckedPatterns.has(field.key)) messages.push({ id: ids.pattern, kind: 'pattern', text: limits.patternUnchecked });
  const invalid = !!error && !held;
  const rootProps = {
    'data-kind': field.kind,
    'data-invalid': invalid ? '' : undefined,
    'data-required': field.required ? '' : undefined,
    'data-sensitive': field.sensitive ? '' : undefined,
    ...(group && { 'aria-describedby': cx(rule && ruleId, state.getGroupProps()['aria-describedby']) || undefined }),
  };
  return (
    <Frame
      field={field}
      group={group}
      inline={inline}
      invalid={invalid}
      rootProps={rootProps}
      labelProps={state.getLabelProps()}
      label={field.label}
      requiredText={field.required && field.kind !== 'boolean' ? labels.required : undefined}
      messages={messages}
      error={error === undefined ? undefined : { id: ids.error, text: error, hidden: held }}
    >
      {children}
    </Frame>
  );
}

/** True while a message that appeared during a pointer press waits for it to end (pointer-hold.ts); keyboard blurs show at once. */
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
