import type { ReactNode } from 'react';

export interface OptionFilterProps {
  /** Id of the field's control; the filter input gets `${inputId}-filter`. */
  inputId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** A hint under the box (how many are selected, how many are hidden). */
  children?: ReactNode;
}

/** The search box in front of a long option list (long selects and multi-selects). */
export function OptionFilter({ inputId, label, value, onChange, disabled, children }: OptionFilterProps) {
  return (
    <div className="mcpe-Field-filter">
      <label htmlFor={`${inputId}-filter`}>{label}</label>
      <input
        id={`${inputId}-filter`}
        className="mcpe-Field-input"
        type="search"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
      {children}
    </div>
  );
}
