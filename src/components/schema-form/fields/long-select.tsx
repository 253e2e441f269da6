import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useRegister, useSchemaField } from '../../../hooks/use-schema-field.js';
import { OptionFilter } from './option-filter.js';
import { optionWindow } from './option-window.js';
import { FieldShell } from '../field-shell.js';
import { SHOWN_LIMIT } from './multi-select-field.js';
import type { FieldProps } from './types.js';

/**
 * A single-select with more than {@link SHOWN_LIMIT} options: a filter box and a select
 * holding the first matches (and the current choice). A server can send 10,000 options;
 * drawing them all is slow and unusable (issue 7), and a filter is how people find one.
 */
export function LongSelect({ form, entry }: FieldProps) {
  const { field, ids, name } = entry;
  const { error, controlProps } = useSchemaField(form, entry);
  const registered = useRegister(form, name);
  const current = useWatch({ control: form.control, name });
  const [filter, setFilter] = useState('');
  const options = field.options ?? [];
  const currentSet = useMemo(() => new Set(typeof current === 'string' && current ? [current] : []), [current]);
  const { shown, matched } = optionWindow(options, filter, SHOWN_LIMIT, currentSet);
  // The current choice stays listed even when the filter or the limit hides it.
  const currentOption = currentSet.size > 0 && !shown.some(({ option }) => option.value === current) ? options.find((o) => o.value === current) : undefined;
  const { labels, limits } = form;
  return (
    <FieldShell form={form} entry={entry} error={error}>
      <OptionFilter inputId={ids.input} label={labels.filterOptions} value={filter} onChange={setFilter} disabled={form.disabled}>
        {matched > shown.length && <p className="mcpe-Field-hint">{limits.moreOptions(matched - shown.length)}</p>}
      </OptionFilter>
      <select
        {...registered}
        {...controlProps}
        id={ids.input}
        className="mcpe-Field-select"
        aria-required={field.required || undefined}
        disabled={form.disabled}
      >
        <option value="">{field.required ? labels.choose : labels.noAnswer}</option>
        {currentOption && <option value={currentOption.value}>{currentOption.label}</option>}
        {shown.map(({ option }) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
