import { useStringListField } from '../../../hooks/use-string-list-field.js';
import { useParts } from '../../provider/elicitation-provider.js';
import { FieldShell } from '../field-shell.js';
import type { FieldProps } from './types.js';
import { withInvalid } from '../../parts/field-controls.js';

/** A free-text list: one input per entry, keyed by position (rows hold no state, so a removal just shifts the texts up), then Add. */
export function StringListField({ form, entry }: FieldProps) {
  const list = useStringListField(form, entry);
  const { Input, Button } = useParts();
  const { labels } = form;
  const hint = list.limitHint === undefined ? undefined : { id: list.getHintProps().id, text: list.limitHint };
  return (
    <FieldShell form={form} state={list} group hint={hint}>
      <div {...list.getListProps()} className="mcpe-Field-list">
        {list.entries.length > 0 && (
          <ol className="mcpe-Field-entries">
            {list.entries.map(({ index, error }) => (
              <li key={index} className="mcpe-Field-entry">
                <Input {...withInvalid(list.getEntryProps(index))} />
                <Button {...list.getRemoveProps(index)}>{labels.listRemove(index + 1)}</Button>
                {error && (
                  <p {...list.getEntryErrorProps(index)} className="mcpe-FieldError">
                    {error}
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
        <Button {...list.getAddProps()}>{labels.listAdd}</Button>
        {list.fullReason !== undefined && (
          <p {...list.getFullReasonProps()} className="mcpe-Field-hint">
            {list.fullReason}
          </p>
        )}
      </div>
    </FieldShell>
  );
}
