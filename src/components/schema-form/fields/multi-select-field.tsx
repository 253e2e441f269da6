import { useState, type FocusEvent } from 'react';
import { useController } from 'react-hook-form';
import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { OptionFilter } from './option-filter.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';

/** Up to this many options are listed as they are; more get a filter box. */
export const CHECKBOX_LIMIT = 8;
/**
 * At most this many checkboxes are drawn at once (plus the checked ones); the filter
 * reaches the rest. 10,000 options drawn at once froze the page for seconds (issue 7).
 */
export const SHOWN_LIMIT = 100;

/**
 * Several choices as checkboxes (MCP multi-selects have no `uniqueItems`, so generic form
 * libraries miss them; ANCHORS.md §1). minItems/maxItems are checked with a message.
 */
export function MultiSelectField({ form, entry }: FieldProps) {
  const { field, ids, name } = entry;
  const {
    field: { ref, value, onChange, onBlur: markTouched },
  } = useController({ control: form.control, name });
  const { error, describedBy, controlProps } = useSchemaField(form, entry);
  const [filter, setFilter] = useState('');
  const options = field.options ?? [];
  const selected = Array.isArray(value) ? value : [];
  const filterable = options.length > CHECKBOX_LIMIT;
  const query = filter.trim().toLocaleLowerCase();
  const matches = options
    .map((option, index) => ({ option, index }))
    .filter(({ option: o }) => !query || o.label.toLocaleLowerCase().includes(query) || o.value.toLocaleLowerCase().includes(query));
  const shown = matches.length <= SHOWN_LIMIT ? matches : matches.filter(({ option }, i) => i < SHOWN_LIMIT || selected.includes(option.value));

  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));
  // Touched when focus leaves the whole group, not when moving between its boxes.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) markTouched();
  };

  return (
    <FieldShell form={form} entry={entry} error={error} group={{ describedBy }}>
      {filterable && (
        <OptionFilter inputId={ids.input} label={form.labels.filterOptions} value={filter} onChange={setFilter}>
          <p className="mcpe-Field-hint" aria-live="polite">
            {form.labels.selectedCount(selected.length, options.length)}
          </p>
        </OptionFilter>
      )}
      <div className="mcpe-Field-options" data-filterable={filterable || undefined} onBlur={onBlur}>
        {shown.map(({ option, index }, i) => {
          const id = `${ids.input}-${index}`;
          return (
            <div key={index} className="mcpe-Field-option">
              <input
                ref={i === 0 ? ref : undefined}
                id={id}
                name={name}
                type="checkbox"
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={controlProps['aria-invalid']}
                disabled={form.disabled}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
        {shown.length === 0 && <p className="mcpe-Field-hint">{form.labels.noMatches}</p>}
        {matches.length > shown.length && <p className="mcpe-Field-hint">{form.limits.moreOptions(matches.length - shown.length)}</p>}
      </div>
    </FieldShell>
  );
}
