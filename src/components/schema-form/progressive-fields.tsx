import { memo, useContext, useEffect, type ComponentType } from 'react';
import type { FieldKind } from '../../schema/types.js';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import type { FieldProps } from './fields/types.js';
import type { UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { fieldRenderer } from './schema-field.js';
import { FIELDS_PER_STEP } from '../../text/limits.js';
import { FIELDS_FIRST, useProgressiveCount } from './use-progressive-count.js';
import { watchPointer } from './pointer-hold.js';

/** Fields per group, about a screenful: an off-screen group is skipped by style and layout (`content-visibility: auto`). */
const FIELDS_PER_GROUP = 20;

interface ChunkProps {
  form: UseSchemaFormResult;
  start: number;
  end: number;
  /** The host's field renderers by kind (ElicitationProvider `fields`). */
  renderers?: Partial<Record<FieldKind, ComponentType<FieldProps>>>;
}

/** What fields read from `form`, which is a new object on every render: comparing it would re-render all fields. */
const sameForFields = (a: ChunkProps, b: ChunkProps) =>
  a.start === b.start &&
  a.end === b.end &&
  a.renderers === b.renderers &&
  a.form.handle === b.form.handle &&
  a.form.fields === b.form.fields &&
  a.form.labels === b.form.labels &&
  a.form.limits === b.form.limits &&
  a.form.disabled === b.form.disabled &&
  a.form.uncheckedPatterns === b.form.uncheckedPatterns;

/** One step's fields, in groups; drawing the next step does not re-render the earlier ones. */
const FieldChunk = memo(function FieldChunk({ form, start, end, renderers }: ChunkProps) {
  const groups = [];
  for (let from = start; from < end; from += FIELDS_PER_GROUP) {
    groups.push(
      <div key={from} className="mcpe-SchemaForm-group">
        {form.fields.slice(from, Math.min(from + FIELDS_PER_GROUP, end)).map((entry) => {
          const Field = fieldRenderer(entry.field.kind, renderers);
          return <Field key={entry.name} form={form} entry={entry} />;
        })}
      </div>,
    );
  }
  return groups;
}, sameForFields);

/**
 * The fields of a form, drawn in steps inside one wrapper: Chromium re-associates every control
 * of a <form> each time a direct child is added (5,000 fields: 32 s); inside a wrapper it is linear.
 */
export function ProgressiveFields({ form }: { form: UseSchemaFormResult }) {
  const drawn = useProgressiveCount(form.fields.length);
  const renderers = useContext(ElicitationPartsContext).fields;
  // Presses are watched for the fields' messages (field-shell.tsx): once per form, not per field.
  useEffect(watchPointer, []);
  // The same bounds as the steps, so a step adds a chunk and never re-renders the one before.
  const chunks: { start: number; end: number }[] = [];
  for (let start = 0; start < drawn; ) {
    const end = Math.min(drawn, start === 0 ? FIELDS_FIRST : start + FIELDS_PER_STEP);
    chunks.push({ start, end });
    start = end;
  }
  return (
    <div className="mcpe-SchemaForm-fields">
      {chunks.map(({ start, end }) => (
        <FieldChunk key={start} form={form} start={start} end={end} renderers={renderers} />
      ))}
    </div>
  );
}
