import { useMemo, useState, type FocusEvent } from 'react';
import { useController } from 'react-hook-form';
import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { OptionFilter } from './option-filter.js';
import { optionWindow } from './option-window.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';

/** Up to this many options are listed as they are; more get a filter box. */
export const CHECKBOX_LIMIT = 8;
/**
 * At most this many checkboxes are drawn at once, selected or not; the filter reaches the
 * rest and a count says how many selected ones are not drawn. 10,000 options drawn at once
 * froze the page for seconds (issue 7); 50,000 selected ones for half a minute.
 */
export const SHOWN_LIMIT = 100;

const EMPTY: readonly string[] = [];

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
  const selected = Array.isArray(value) ? (value as string[]) : EMPTY;
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const filterable = options.length > CHECKBOX_LIMIT;
  const { shown, matched, hiddenSelected } = optionWindow(options, filter, SHOWN_LIMIT, selectedSet);

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
                checked={selectedSet.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={controlProps['aria-invalid']}
                disabled={form.disabled}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
        {shown.length === 0 && <p className="mcpe-Field-hint">{form.labels.noMatches}</p>}
        {matched > shown.length && <p className="mcpe-Field-hint">{form.limits.moreOptions(matched - shown.length)}</p>}
        {hiddenSelected > 0 && <p className="mcpe-Field-hint">{form.limits.selectedHidden(hiddenSelected)}</p>}
      </div>
    </FieldShell>
  );
}
