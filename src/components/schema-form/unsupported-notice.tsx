import type { UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { isolate } from '../../text/bidi.js';
import { clipLabel } from '../../text/clip.js';

/** What cannot be shown and why, in place of the form: a user who cannot answer should know it is the form, not them. */
export function UnsupportedNotice({ form }: { form: UseSchemaFormResult }) {
  const problems = form.normalized.problems.filter((p) => p.severity === 'error');
  return (
    <div className="mcpe-SchemaForm-notice" role="note">
      <p className="mcpe-SchemaForm-noticeTitle">{form.labels.unsupported}</p>
      <ul>
        {problems.map((problem, i) => (
          // The key is server text inside our sentence: bounded and bidi-isolated.
          <li key={i}>{form.labels.problem(problem.code, problem.key === undefined ? undefined : isolate(clipLabel(problem.key)))}</li>
        ))}
      </ul>
    </div>
  );
}

/** Optional fields left out because they cannot be drawn, named with the reason above a form that otherwise works. */
export function SkippedFieldsNotice({ form }: { form: UseSchemaFormResult }) {
  const drawn = new Set(form.normalized.fields.map((field) => field.key));
  const skipped = form.normalized.problems.filter((p) => p.severity === 'warning' && p.key !== undefined && !drawn.has(p.key));
  if (skipped.length === 0) return null;
  return (
    <div className="mcpe-SchemaForm-notice" role="note" data-skipped="">
      <p className="mcpe-SchemaForm-noticeTitle">{form.labels.skippedFields}</p>
      <ul>
        {skipped.map((problem, i) => (
          <li key={i}>{form.labels.problem(problem.code, isolate(clipLabel(problem.key!)))}</li>
        ))}
      </ul>
    </div>
  );
}
