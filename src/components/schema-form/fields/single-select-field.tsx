import { useRegister, useSchemaField } from '../../../hooks/use-schema-field.js';
import { FieldShell } from '../field-shell.js';
import { LongSelect } from './long-select.js';
import { SHOWN_LIMIT } from './multi-select-field.js';
import type { FieldProps } from './types.js';

/** Up to this many options are shown as radios, expanded (claude-code#86469); more use a select. */
export const RADIO_LIMIT = 5;

/**
 * One choice: titles are shown, consts are sent (SEP-1330). An optional field gets an
 * explicit "No answer" choice, so clearing it is possible and visible (inspector#623).
 */
export function SingleSelectField({ form, entry }: FieldProps) {
  const { field, ids, name } = entry;
  const { error, describedBy, controlProps } = useSchemaField(form, entry);
  const registered = useRegister(form, name);
  const options = field.options ?? [];
  const labels = form.labels;

  if (options.length > SHOWN_LIMIT) return <LongSelect form={form} entry={entry} />;
  if (options.length > RADIO_LIMIT) {
    return (
      <FieldShell form={form} entry={entry} error={error}>
        <select
          {...registered}
          {...controlProps}
          id={ids.input}
          className="mcpe-Field-select"
          aria-required={field.required || undefined}
          disabled={form.disabled}
        >
          <option value="">{field.required ? labels.choose : labels.noAnswer}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  }

  const choices = field.required ? options : [...options, { value: '', label: labels.noAnswer }];
  return (
    <FieldShell form={form} entry={entry} error={error} group={{ describedBy }}>
      <div className="mcpe-Field-options">
        {choices.map((option, i) => {
          const id = `${ids.input}-${i}`;
          return (
            <div key={`${i}:${option.value}`} className="mcpe-Field-option">
              <input
                {...registered}
                id={id}
                type="radio"
                value={option.value}
                aria-invalid={controlProps['aria-invalid']}
                disabled={form.disabled}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
