import { useSchemaField } from '../../../hooks/use-schema-field.js';
import { CHECKBOX_LIMIT } from '../../../text/limits.js';
import { useParts } from '../../provider/elicitation-provider.js';
import { FieldShell } from '../field-shell.js';
import { FieldOptionFilter, useOptionList } from './option-list.js';
import type { FieldProps } from './types.js';
import { withInvalid } from '../../parts/field-controls.js';
import { ElicitationChoiceLabel } from '../../parts/choice-label.js';

/**
 * Several choices as checkboxes (spec multi-selects have no `uniqueItems`, so generic form
 * libraries miss them). Long lists get a filter box and are drawn only in part.
 */
export function MultiSelectField({ form, entry }: FieldProps) {
  const state = useSchemaField(form, entry);
  const { Checkbox, ChoiceLabel = ElicitationChoiceLabel, Text } = useParts();
  const { field } = state;
  const options = field.kind === 'multi-select' ? field.options : [];
  const filterable = options.length > CHECKBOX_LIMIT;
  const list = useOptionList(options, state.selected);
  const { labels, limits } = form;

  return (
    <FieldShell form={form} state={state} group>
      {filterable && (
        <FieldOptionFilter form={form} state={state} filter={list.filter} setFilter={list.setFilter}>
          <Text variant="hint" className="mcpe-Field-hint" aria-live="polite">
            {labels.selectedCount(state.selected.size, options.length)}
          </Text>
        </FieldOptionFilter>
      )}
      <div className="mcpe-Field-options" data-filterable={filterable || undefined} onBlur={state.getGroupProps().onBlur}>
        {list.shown.map(({ option, index }) => (
          <ChoiceLabel key={index} type="checkbox" label={option.label} htmlFor={state.getOptionLabelProps(index).htmlFor} disabled={state.disabled} invalid={state.error !== undefined}>
            <Checkbox {...withInvalid(state.getOptionProps(option, index))} />
          </ChoiceLabel>
        ))}
        {list.shown.length === 0 && <Text variant="hint" className="mcpe-Field-hint">{labels.noMatches}</Text>}
        {list.matched > list.shown.length && <Text variant="hint" className="mcpe-Field-hint">{limits.moreOptions(list.matched - list.shown.length)}</Text>}
        {list.hiddenSelected > 0 && <Text variant="hint" className="mcpe-Field-hint">{limits.selectedHidden(list.hiddenSelected)}</Text>}
      </div>
    </FieldShell>
  );
}
