import { useEffect, useRef, type KeyboardEvent } from 'react';
import { accept, decline } from '../../elicitation/protocol.js';
import type { ElicitResult } from '../../elicitation/types.js';
import { useSchemaForm } from '../../hooks/use-schema-form.js';
import type { LabelOverrides } from '../../labels.js';
import type { ElicitationStore } from '../../store/store.js';
import type { PendingElicitation } from '../../store/types.js';
import { clipLabel } from '../../text/clip.js';
import { QUESTION_PREVIEW_LENGTH } from '../../text/limits.js';
import { LongText } from '../internal/long-text.js';
import { ActionRow } from '../parts/action-row.js';
import { useLabels, useParts } from '../provider/elicitation-provider.js';
import { ProgressiveFields } from '../schema-form/progressive-fields.js';
import { SkippedFieldsNotice, UnsupportedNotice } from '../schema-form/unsupported-notice.js';
import { summarizeAnswer } from './answer-summary.js';

/** The server's question, as plain text (untrusted; never markup). */
export function questionOf(request: PendingElicitation): string {
  const message = (request.params as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

interface QuestionTextProps {
  request: PendingElicitation;
  id: string;
  labels?: LabelOverrides;
}

function QuestionText({ request, id, labels }: QuestionTextProps) {
  const { limits } = useLabels(labels);
  return <LongText id={id} className="mcpe-Round-question" text={questionOf(request)} limit={QUESTION_PREVIEW_LENGTH} labels={limits} />;
}

function AttentionNote({ labels }: { labels?: LabelOverrides }) {
  return <p className="mcpe-Round-attention">{useLabels(labels).host.needsAttention}</p>;
}

interface AnsweredProps {
  request: PendingElicitation & { status: 'staged' };
  questionId: string;
  labels?: LabelOverrides;
  onChange: () => void;
}

/** What the user answered, in words (declined reads differently from accepted), and Change. */
export function AnsweredQuestion({ request, questionId, labels, onChange }: AnsweredProps) {
  const { host: text } = useLabels(labels);
  const { Button } = useParts();
  const { action, content } = request.answer as ElicitResult & { content?: Record<string, never> };
  const url = (request.params as { url?: unknown } | null)?.url;
  const summary =
    action !== 'accept' ? undefined : typeof url === 'string' ? clipLabel(url, QUESTION_PREVIEW_LENGTH) : summarizeAnswer(request.params, content, text);
  return (
    <>
      <QuestionText request={request} id={questionId} labels={labels} />
      <p className="mcpe-Round-answer">
        <span className="mcpe-Round-answerStatus">{text.statusAnswered(action)}</span>
        {summary !== undefined && (
          <>
            {' '}
            <span className="mcpe-Round-answerValue">{summary}</span>
          </>
        )}
      </p>
      <ActionRow className="mcpe-Round-itemActions">
        <Button aria-describedby={questionId} onClick={onChange}>
          {text.changeAnswer}
        </Button>
      </ActionRow>
    </>
  );
}

interface ClosedProps {
  request: PendingElicitation;
  questionId: string;
  labels?: LabelOverrides;
  attention: boolean;
  store: ElicitationStore;
  onOpen: () => void;
}

/** A question further down a long round: its text, Decline, and Answer to show its form. */
export function ClosedQuestion({ request, questionId, labels, attention, store, onOpen }: ClosedProps) {
  const { host: text, schemaForm } = useLabels(labels);
  const { Button } = useParts();
  return (
    <>
      <QuestionText request={request} id={questionId} labels={labels} />
      {attention && <AttentionNote labels={labels} />}
      <ActionRow
        className="mcpe-Round-itemActions"
        decline={
          <Button aria-describedby={questionId} onClick={() => store.respond(request.id, decline())}>
            {schemaForm.decline}
          </Button>
        }
      >
        <Button aria-describedby={questionId} aria-expanded={false} data-question-focus="" onClick={onOpen}>
          {text.answerQuestion}
        </Button>
      </ActionRow>
    </>
  );
}

/** Inputs where Enter submits a form natively (HTML implicit submission): text-like ones. */
const NO_ENTER = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

interface OpenProps {
  request: PendingElicitation;
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
    schema: (request.params as { requestedSchema?: unknown }).requestedSchema,
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
