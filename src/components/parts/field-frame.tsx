import { Fragment, type ReactNode } from 'react';
import type { FieldDescriptor } from '../../schema/types.js';

/** One line describing a field's control: render `text` in an element with this `id` (named by `aria-describedby`), then `more`. */
export interface FieldMessage {
  /** Put on the element holding `text`. */
  id: string;
  /** `description` (the server's), `rule` (how many choices), `hint`, `warning` (a secret asked for), `pattern` (not checked here). */
  kind: 'description' | 'rule' | 'hint' | 'warning' | 'pattern';
  /** Plain text: a long description arrives cut for display. */
  text: string;
  /** The text is cut for display (`more` then offers the rest). */
  clipped?: boolean;
  /** A long description's "Show more" button (the `Button` part): render it after the text's element, not inside it. */
  more?: ReactNode;
}

/**
 * What the `FieldFrame` part receives: the field's words and ids as data, laid out by the design
 * system; it forwards `rootProps` and `labelProps`. The library keeps the words, ids and ARIA.
 */
export interface FieldFrameProps {
  /** The field as read from the schema: kind, label, required, sensitive… */
  field: FieldDescriptor;
  /** A group of choices (radios, checkboxes): render a `fieldset` with a `legend`. */
  group: boolean;
  /** The control comes before its label (a checkbox). */
  inline: boolean;
  /** The error is shown (it can be held back while a pointer is pressed: pointer-hold.ts); MUI `error`. */
  invalid: boolean;
  /** Spread on the root: `data-*` that styles and focus code read, and a group's `aria-describedby`; a frame that drops them loses those. */
  rootProps: Record<string, string | undefined>;
  /** Spread on the `label` (`id`, `htmlFor`) or the `legend` (`id`). */
  labelProps: { id: string; htmlFor?: string };
  /** The field's label (server text): render it as text, isolated (`<bdi>`), inside the label or legend. */
  label: string;
  /** The words that mark a required field ("(required)"), after the label; absent when not required. */
  requiredText?: string;
  /** The lines the control is described by, in order, each with its id. */
  messages: readonly FieldMessage[];
  /** The error: `hidden` while held back, so keep the element mounted and `aria-describedby` never names a missing one. */
  error?: { id: string; text: string; hidden: boolean };
  /** The control (or the group's choices). */
  children: ReactNode;
}

const MESSAGE_CLASS: Record<FieldMessage['kind'], string> = {
  description: 'mcpe-Field-description',
  rule: 'mcpe-Field-hint',
  hint: 'mcpe-Field-hint',
  warning: 'mcpe-Field-warning',
  pattern: 'mcpe-Field-warning',
};

/** The default layout of a field's messages: a paragraph each, then its "Show more". */
export function fieldMessages(messages: readonly FieldMessage[]): ReactNode {
  return messages.map(({ id, kind, text, clipped, more }) => (
    <Fragment key={id}>
      <p id={id} className={MESSAGE_CLASS[kind]} data-pattern={kind === 'pattern' ? '' : undefined} data-clipped={clipped || undefined}>
        {text}
      </p>
      {more}
    </Fragment>
  ));
}

/**
 * The default field frame: label or legend, messages, control, error.
 * @selector .mcpe-Field[data-kind][data-invalid][data-required][data-sensitive]
 */
export function ElicitationFieldFrame({ group, inline, rootProps, labelProps, label, requiredText, messages, error, children }: FieldFrameProps) {
  // <bdi>: a U+202E in a server title must not reverse the library's own "(required)".
  const caption = (
    <>
      <bdi>{label}</bdi>
      {requiredText && (
        <>
          {' '}
          <span className="mcpe-Field-required">{requiredText}</span>
        </>
      )}
    </>
  );
  const details = fieldMessages(messages);
  const errorNode = error && (
    <p id={error.id} className="mcpe-FieldError" hidden={error.hidden}>
      {error.text}
    </p>
  );
  if (group) {
    return (
      <fieldset className="mcpe-Field" {...rootProps}>
        <legend {...labelProps} className="mcpe-Field-label">
          {caption}
        </legend>
        {details}
        {children}
        {errorNode}
      </fieldset>
    );
  }
  const labelNode = (
    <label {...labelProps} className="mcpe-Field-label">
      {caption}
    </label>
  );
  return (
    <div className="mcpe-Field" {...rootProps}>
      {inline ? (
        <div className="mcpe-Field-check">
          {children}
          {labelNode}
        </div>
      ) : (
        labelNode
      )}
      {details}
      {!inline && children}
      {errorNode}
    </div>
  );
}
