import { useMemo } from 'react';
import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { useFormValue } from '../../../hooks/use-schema-form.js';
import type { FieldOption } from '../../../schema/types.js';
import { RADIO_LIMIT, SHOWN_LIMIT } from '../../../text/limits.js';
import { useParts } from '../../provider/elicitation-provider.js';
import { FieldShell } from '../field-shell.js';
import { FieldOptionFilter, useOptionList } from './option-list.js';
import type { FieldProps } from './types.js';
import { withInvalid } from '../../parts/field-controls.js';
import { ElicitationChoiceLabel } from '../../parts/choice-label.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * One choice: titles shown, consts sent. Up to {@link RADIO_LIMIT} options are radios,
 * expanded; more a select, behind a filter box when long. An optional field gets an explicit
 * "No answer" choice, so clearing it is possible and visible.
 */
export function SingleSelectField({ form, entry }: FieldProps) {
  const state = useSchemaField(form, entry);
  const { Radio, Select, ChoiceLabel = ElicitationChoiceLabel, Text } = useParts();
  const { field } = state;
  const options = field.kind === 'single-select' ? field.options : [];
  const { labels, limits } = form;
  // Uncontrolled: the current choice is read from the form only to keep it listed.
  const list = useOptionList(options, NONE);

  if (options.length > RADIO_LIMIT) {
    const filtered = options.length > SHOWN_LIMIT;
    const shown = filtered ? list.shown.map(({ option }) => option) : options;
    return (
      <FieldShell form={form} state={state}>
        {filtered && (
          <FieldOptionFilter form={form} state={state} filter={list.filter} setFilter={list.setFilter}>
            {list.matched > list.shown.length && <Text variant="hint" className="mcpe-Field-hint">{limits.moreOptions(list.matched - list.shown.length)}</Text>}
          </FieldOptionFilter>
        )}
        <Select {...withInvalid(state.getInputProps())}>
          <option value="">{field.required ? labels.choose : labels.noAnswer}</option>
          {filtered && <CurrentChoice form={form} name={entry.name} options={options} shown={shown} />}
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </FieldShell>
    );
  }

  const choices = field.required ? options : [...options, { value: '', label: labels.noAnswer }];
  return (
    <FieldShell form={form} state={state} group>
      <div className="mcpe-Field-options">
        {choices.map((option, i) => (
          <ChoiceLabel key={`${i}:${option.value}`} type="radio" label={option.label} htmlFor={state.getOptionLabelProps(i).htmlFor} disabled={state.disabled} invalid={state.error !== undefined}>
            <Radio {...withInvalid(state.getOptionProps(option, i))} />
          </ChoiceLabel>
        ))}
      </div>
    </FieldShell>
  );
}

/** The current choice stays listed even when the filter or the limit hides it. */
function CurrentChoice({ form, name, options, shown }: { form: FieldProps['form']; name: string; options: readonly FieldOption[]; shown: readonly FieldOption[] }) {
  const current = useFormValue(form, name);
  const option = useMemo(() => (typeof current === 'string' && current ? options.find((o) => o.value === current) : undefined), [current, options]);
  if (!option || shown.includes(option)) return null;
  return <option value={option.value}>{option.label}</option>;
}
