import { decline } from '../../elicitation/protocol.js';
import type { ElicitResult } from '../../elicitation/types.js';
import type { LabelOverrides } from '../../labels.js';
import type { ElicitationStore } from '../../store/store.js';
import type { ElicitationRequest } from '../../store/types.js';
import { clipLabel } from '../../text/clip.js';
import { QUESTION_PREVIEW_LENGTH } from '../../text/limits.js';
import { LongText } from '../internal/long-text.js';
import { ActionRow } from '../parts/action-row.js';
import { useLabels, useParts } from '../provider/elicitation-provider.js';
import type { summarizeAnswer as SummarizeAnswer } from './answer-summary.js';

/** The server's question, as plain text (untrusted; never markup). */
export function questionOf(request: ElicitationRequest): string {
  return request.mode === 'invalid' ? '' : request.params.message;
}

interface QuestionTextProps {
  request: ElicitationRequest;
  id: string;
  labels?: LabelOverrides;
}

export function QuestionText({ request, id, labels }: QuestionTextProps) {
  const { limits } = useLabels(labels);
  return <LongText id={id} className="mcpe-Round-question" text={questionOf(request)} limit={QUESTION_PREVIEW_LENGTH} labels={limits} />;
}

export function AttentionNote({ labels }: { labels?: LabelOverrides }) {
  return <p className="mcpe-Round-attention">{useLabels(labels).host.needsAttention}</p>;
}

interface AnsweredProps {
  request: ElicitationRequest & { status: 'staged' };
  questionId: string;
  labels?: LabelOverrides;
  onChange: () => void;
  /** From the round's form chunk (round-form.tsx), loaded with the first form question. */
  summarize?: typeof SummarizeAnswer;
}

/** What the user answered, in words (declined reads differently from accepted), and Change. */
export function AnsweredQuestion({ request, questionId, labels, onChange, summarize }: AnsweredProps) {
  const { host: text } = useLabels(labels);
  const { Button } = useParts();
  const { action, content } = request.answer as ElicitResult & { content?: Record<string, never> };
  const summary =
    action !== 'accept'
      ? undefined
      : request.mode === 'url'
        ? clipLabel(request.params.url, QUESTION_PREVIEW_LENGTH)
        : request.mode === 'form'
          ? summarize?.(request.params.requestedSchema, content, text)
          : undefined;
  return (
    <>
      <div className="mcpe-Round-text">
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
      </div>
      <ActionRow className="mcpe-Round-itemActions">
        <Button aria-describedby={questionId} onClick={onChange}>
          {text.changeAnswer}
        </Button>
      </ActionRow>
    </>
  );
}

interface ClosedProps {
  request: ElicitationRequest;
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
      <div className="mcpe-Round-text">
        <QuestionText request={request} id={questionId} labels={labels} />
        {attention && <AttentionNote labels={labels} />}
      </div>
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
