import { useState, type ReactNode } from 'react';
import type { SchemaFieldState } from '../../../hooks/use-schema-field.js';
import type { UseSchemaFormResult } from '../../../hooks/use-schema-form.js';
import type { FieldOption } from '../../../schema/types.js';
import { useParts } from '../../provider/elicitation-provider.js';
import { optionWindow, type ChosenValues, type OptionWindow } from './option-window.js';
import { SHOWN_LIMIT } from '../../../text/limits.js';

/** The filter and window shared by long single- and multi-selects: at most {@link SHOWN_LIMIT} matching options are drawn. */
export function useOptionList(options: readonly FieldOption[], selected: ChosenValues): OptionWindow & { filter: string; setFilter: (value: string) => void } {
  const [filter, setFilter] = useState('');
  return { ...optionWindow(options, filter, SHOWN_LIMIT, selected), filter, setFilter };
}

/** The filter box of a field (the `OptionFilter` part), with its hints. */
export function FieldOptionFilter({ form, state, filter, setFilter, children }: { form: UseSchemaFormResult; state: SchemaFieldState; filter: string; setFilter: (value: string) => void; children?: ReactNode }) {
  const { OptionFilter } = useParts();
  const id = `${state.ids.input}-filter`;
  return (
    <OptionFilter
      label={form.labels.filterOptions}
      labelProps={{ htmlFor: id }}
      inputProps={{ id, type: 'search', autoComplete: 'off', value: filter, onChange: (event) => setFilter(event.target.value), disabled: state.disabled }}
    >
      {children}
    </OptionFilter>
  );
}
