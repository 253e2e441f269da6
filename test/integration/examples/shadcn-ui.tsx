/**
 * A host's own components in the manner of shadcn/ui (its Field, Input, Select, Checkbox
 * and Button): plain elements that forward their props, styled by shadcn-ui.css. The
 * react-hook-form guide's form (react-hook-form.tsx) and its story draw with these.
 */
import { forwardRef, type ButtonHTMLAttributes, type HTMLAttributes, type InputHTMLAttributes, type LabelHTMLAttributes, type SelectHTMLAttributes } from 'react';
import './shadcn-ui.css';

export function Card(props: HTMLAttributes<HTMLElement>) {
  return <section className="ui" {...props} />;
}

export function Field({ orientation = 'vertical', invalid, ...props }: HTMLAttributes<HTMLDivElement> & { orientation?: 'vertical' | 'horizontal'; invalid?: boolean }) {
  return <div className="ui-field" role="group" data-orientation={orientation} data-invalid={invalid || undefined} {...props} />;
}

export function FieldSet({ invalid, ...props }: HTMLAttributes<HTMLFieldSetElement> & { invalid?: boolean }) {
  return <fieldset className="ui-field" data-invalid={invalid || undefined} {...props} />;
}

export function FieldLegend(props: HTMLAttributes<HTMLLegendElement>) {
  return <legend className="ui-legend" {...props} />;
}

export function FieldLabel(props: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className="ui-label" {...props} />;
}

export function FieldDescription(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p className="ui-field-message" {...props} />;
}

export function FieldError(props: HTMLAttributes<HTMLParagraphElement>) {
  return <p className="ui-field-error" {...props} />;
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(props, ref) {
  return <input ref={ref} className="ui-input" {...props} />;
});

export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect(props, ref) {
  return <select ref={ref} className="ui-select" {...props} />;
});

/** A checkbox or a radio (`type`), drawn small with the primary colour. */
export const Check = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Check(props, ref) {
  return <input ref={ref} className="ui-check" {...props} />;
});

export function Button({ variant = 'default', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'default' | 'outline' }) {
  return <button className="ui-button" data-variant={variant} type={type} {...props} />;
}
