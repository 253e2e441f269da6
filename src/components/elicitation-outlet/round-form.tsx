/**
 * The part of a round that needs the form machinery (react-hook-form, the schema reading,
 * the field components): loaded with the first form question of a round, like
 * ElicitationHost's form body (src/components/elicitation-host/lazy-bodies.ts), so a page
 * that has not been asked anything does not carry it.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { accept, decline } from '../../elicitation/protocol.js';
import type { LabelOverrides } from '../../labels.js';
import type { ElicitationStore } from '../../store/store.js';
import type { ElicitationRequest } from '../../store/types.js';
import { ActionRow } from '../parts/action-row.js';
import { useLabels, useParts } from '../provider/elicitation-provider.js';
import { ProgressiveFields, SkippedFieldsNotice, UnsupportedNotice, useSchemaForm } from '../schema-form/schema-form.js';
import { AttentionNote, QuestionText } from './round-question.js';

export { summarizeAnswer } from './answer-summary.js';

/** Inputs where Enter submits a form natively (HTML implicit submission): text-like ones. */
const NO_ENTER = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

interface OpenProps {
  request: ElicitationRequest & { mode: 'form' };
  questionId: string;
  labels?: LabelOverrides;
  attention: boolean;
  store: ElicitationStore;
  /** Registers this question's submit, which Send runs (null on unmount). */
  register: (id: string, submit: (() => Promise<void>) | null) => void;
}

/**
 * An unanswered form question, as a section of the round's one form-like view: its
 * fields and Decline, no Submit of its own. Send checks it with the form's own validation
 * (against the server's `requestedSchema`); Enter in a text field answers just this one.
 */
export function OpenQuestion({ request, questionId, labels, attention, store, register }: OpenProps) {
  const { schemaForm } = useLabels(labels);
  const { Button } = useParts();
  const { id } = request;
  const form = useSchemaForm({
    schema: request.params.requestedSchema,
    defaultValue: store.getDraft(id) as never,
    onValueChange: (draft) => store.setDraft(id, draft),
    onSubmit: (content) => store.respond(id, accept(content)),
    labels,
  });
  const submit = form.supported ? form.formProps.onSubmit : undefined;
  const latest = useRef(submit);
  useEffect(() => {
    latest.current = submit;
  });
  const supported = form.supported;
  useEffect(() => {
    if (!supported) return; // nothing to check: Send counts it as needing attention
    register(id, () => latest.current?.() ?? Promise.resolve());
    return () => register(id, null);
  }, [id, register, supported]);
  // Enter answers this question (the form has no submit button, so the browser would not).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (target.tagName !== 'INPUT' || NO_ENTER.has(target.type)) return;
    event.preventDefault();
    void submit?.();
  };
  const declineButton = (
    <ActionRow
      className="mcpe-Round-itemActions"
      decline={
        <Button aria-describedby={questionId} onClick={() => store.respond(id, decline())}>
          {schemaForm.decline}
        </Button>
      }
    />
  );
  return (
    <>
      <QuestionText request={request} id={questionId} labels={labels} />
      {attention && <AttentionNote labels={labels} />}
      {form.supported ? (
        <form {...form.formProps} className="mcpe-SchemaForm" aria-describedby={questionId} onKeyDown={onKeyDown}>
          <SkippedFieldsNotice form={form} />
          <ProgressiveFields form={form} />
          <p id={form.ids.summary} className="mcpe-SchemaForm-summary" role="status">
            {form.summary}
          </p>
        </form>
      ) : (
        <div className="mcpe-SchemaForm" data-unsupported="">
          <UnsupportedNotice form={form} />
        </div>
      )}
      {declineButton}
    </>
  );
}
