// Chooses SchemaForm or the host's AppForm part here, not in RequestView, so a page carries none of it until its first form.
import type { ElicitResult } from '../../elicitation/types.js';
import type { ElicitationRequest } from '../../store/types.js';
import type { AppFormProps } from '../app-form/app-form-types.js';
import { useParts } from '../provider/elicitation-provider.js';
import { SchemaForm, type SchemaFormProps } from '../schema-form/schema-form.js';

export interface RequestFormProps extends SchemaFormProps {
  request: ElicitationRequest;
  /** Where the app's checked answer goes (the native form answers through its own callbacks). */
  onAnswer: (result: ElicitResult) => void;
}

export function RequestForm({ request, onAnswer, ...form }: RequestFormProps) {
  const { AppForm } = useParts();
  // The time left goes with the buttons, the native form's or the app's (pinned with them).
  const native = <SchemaForm {...form} />;
  if (!request.app || !AppForm) return native;
  return (
    <AppForm
      request={request as AppFormProps['request']}
      fallback={native}
      disabled={form.disabled === true}
      onAnswer={onAnswer}
      onDecline={form.onDecline}
      onCancel={form.onCancel}
      status={form.status}
    />
  );
}
