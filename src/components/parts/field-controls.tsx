import { forwardRef, useContext } from 'react';
import { cx } from '../../text/cx.js';
import { ElicitationPartsContext } from './parts-context.js';
import type { InputProps, OptionFilterProps, SelectProps } from './part-props.js';

export type { InputProps, OptionFilterProps, SelectProps };

// A replacement spreads the getter's props onto a native element of the same type (or one forwarding `ref` and the DOM `onChange` event).

/** Adds `invalid` (from `aria-invalid`) to prop-getter props, for the parts. */
export function withInvalid<P extends { 'aria-invalid'?: unknown }>(props: P): P & { invalid: boolean } {
  return { ...props, invalid: props['aria-invalid'] === true || props['aria-invalid'] === 'true' };
}

/** Text, number, email, URL, date and date-time inputs (`type` comes with the props). */
export const ElicitationInput = forwardRef<HTMLInputElement, InputProps>(function ElicitationInput({ className, invalid: _invalid, ...rest }, ref) {
  return <input ref={ref} className={cx('mcpe-Field-input', className)} {...rest} />;
});

/** A boolean field's box and each box of a multi-select. */
export const ElicitationCheckbox = forwardRef<HTMLInputElement, InputProps>(function ElicitationCheckbox({ className, invalid: _invalid, ...rest }, ref) {
  return <input ref={ref} className={cx('mcpe-Field-checkbox', className)} {...rest} type="checkbox" />;
});

/** Each choice of a short single-select. */
export const ElicitationRadio = forwardRef<HTMLInputElement, InputProps>(function ElicitationRadio({ className, invalid: _invalid, ...rest }, ref) {
  return <input ref={ref} className={cx('mcpe-Field-radio', className)} {...rest} type="radio" />;
});

/** A long single-select; its children are the `<option>` elements. */
export const ElicitationSelect = forwardRef<HTMLSelectElement, SelectProps>(function ElicitationSelect({ className, invalid: _invalid, ...rest }, ref) {
  return <select ref={ref} className={cx('mcpe-Field-select', className)} {...rest} />;
});

/** The search box in front of a long option list; its input is the `Input` part. */
export function ElicitationOptionFilter({ label, labelProps, inputProps, children }: OptionFilterProps) {
  // The context, not useParts(): the provider module imports this one for its defaults.
  const FieldInput = useContext(ElicitationPartsContext).components?.Input ?? ElicitationInput;
  return (
    <div className="mcpe-Field-filter">
      <label {...labelProps}>{label}</label>
      <FieldInput {...inputProps} />
      {children}
    </div>
  );
}
