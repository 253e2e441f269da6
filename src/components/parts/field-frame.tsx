import type { ReactNode } from 'react';
import type { FieldDescriptor } from '../../schema/types.js';

/**
 * What a field frame receives (the `FieldFrame` part): every piece already rendered with
 * its ids, so a replacement lays them out and forwards `rootProps` and `labelProps`. The
 * library keeps the words, ids, ARIA wiring and the timing of messages.
 */
export interface FieldFrameProps {
  /** The field as read from the schema: kind, label, required, sensitive… */
  field: FieldDescriptor;
  /** A group of choices (radios, checkboxes): render a `fieldset` with a `legend`. */
  group: boolean;
  /** The control comes before its label (a checkbox). */
  inline: boolean;
  /** The error is shown (it can be held back while a pointer is pressed: pointer-hold.ts). */
  invalid: boolean;
  /**
   * Spread on the root: `data-kind`, `data-invalid`, `data-required`, `data-sensitive`
   * (styles and the library's focus code read them), and for a group its
   * `aria-describedby`. Part of the contract: a frame that drops them loses those.
   */
  rootProps: Record<string, string | undefined>;
  /** Spread on the `label` (`id`, `htmlFor`) or the `legend` (`id`). */
  labelProps: { id: string; htmlFor?: string };
  /** The label text with the required marker, ready to render inside the label or legend. */
  label: ReactNode;
  /** Description, rules, hints and warnings, each with the id the control points at. */
  details: ReactNode;
  /** The error message with its id (mounted but hidden while held), or nothing. */
  error: ReactNode;
  /** The control (or the group's choices). */
  children: ReactNode;
}

/**
 * The default field frame: label or legend, details, control, error.
 * @selector .mcpe-Field[data-kind][data-invalid][data-required][data-sensitive]
 */
export function ElicitationFieldFrame({ group, inline, rootProps, labelProps, label, details, error, children }: FieldFrameProps) {
  if (group) {
    return (
      <fieldset className="mcpe-Field" {...rootProps}>
        <legend {...labelProps} className="mcpe-Field-label">
          {label}
        </legend>
        {details}
        {children}
        {error}
      </fieldset>
    );
  }
  const labelNode = (
    <label {...labelProps} className="mcpe-Field-label">
      {label}
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
      {error}
    </div>
  );
}
