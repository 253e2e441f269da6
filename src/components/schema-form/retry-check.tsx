import { useIsSubmitting, type UseSchemaFormResult } from '../../hooks/use-schema-form.js';
import { useParts } from '../provider/elicitation-provider.js';

/**
 * "Try again", shown under the summary after a submit whose answers could not be checked
 * (the validator or the pattern matcher failed to load; nothing was sent, SECURITY.md). It
 * runs the same submit: the chunk is loaded again (text/lazy-once.ts) and, if the answers
 * pass, they are sent. Outside the `role="status"` line, so the announcement stays one
 * sentence.
 */
export function RetryCheck({ form }: { form: UseSchemaFormResult }) {
  const isSubmitting = useIsSubmitting(form);
  const { Button } = useParts();
  if (!form.checkUnavailable) return null;
  return (
    <Button className="mcpe-SchemaForm-retry" disabled={form.disabled || isSubmitting} onClick={() => void form.formProps.onSubmit()}>
      {form.labels.retryCheck}
    </Button>
  );
}
