import type { ElicitResult } from '../../elicitation/types.js';
import type { ElicitationRequest } from '../../store/types.js';
import { clipLabel } from '../../text/clip.js';
import { QUESTION_PREVIEW_LENGTH } from '../../text/limits.js';
import { LongText } from '../internal/long-text.js';
import { ActionRow } from '../parts/action-row.js';
import { useElicitationLabels, useParts } from '../provider/elicitation-provider.js';
import type { summarizeAnswer as SummarizeAnswer } from '../elicitation-outlet/answer-summary.js';
import type * as RoundQuestionViews from './round-question.js';

/** What a round tells each request's view: the store gives the question's state, the round keeps only view state. Loaded with the first round. */
export interface RoundQuestionProps {
  /** Its form is shown; otherwise a pending form question is listed (question, Answer, Decline). */
  open: boolean;
  /** The last Send all could not take it (not answered, or not valid). */
  attention: boolean;
  /** Answer: show its form. */
  onOpen: () => void;
  /** Change: back to `pending` (a store action), its form shown again. */
  onChange: () => void;
  /** Receives its form's submit, which Send all runs (`null` when the form goes). */
  register: (id: string, submit: (() => Promise<void>) | null) => void;
  /** The user changed its form (the round's count says what is being filled in). */
  onEdit: (id: string) => void;
  /** A staged answer in words (answer-summary.ts, loaded with the round's first form). */
  summarize?: typeof SummarizeAnswer;
  /** This module, as the round loaded it. */
  views: typeof RoundQuestionViews;
}

interface QuestionTextProps {
  request: ElicitationRequest;
  id: string;
}

/** The server's question, as plain text (untrusted; never markup). */
export function QuestionText({ request, id }: QuestionTextProps) {
  const text = request.mode === 'invalid' ? '' : request.params.message;
  return <LongText id={id} variant="question" className="mcpe-Round-question" text={text} limit={QUESTION_PREVIEW_LENGTH} />;
}

export function AttentionNote() {
  const { Text } = useParts();
  return (
    <Text variant="attention" className="mcpe-Round-attention">
      {useElicitationLabels().host.needsAttention}
    </Text>
  );
}

interface AnsweredProps {
  request: ElicitationRequest & { status: 'staged' };
  questionId: string;
  onChange: () => void;
  summarize?: typeof SummarizeAnswer;
}

/** What the user answered, in words (declined reads differently from accepted), and Change. */
export function AnsweredQuestion({ request, questionId, onChange, summarize }: AnsweredProps) {
  const { host: text } = useElicitationLabels();
  const { Button, Text } = useParts();
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
        <QuestionText request={request} id={questionId} />
        <Text variant="answer" className="mcpe-Round-answer">
          <span className="mcpe-Round-answerStatus">{text.statusAnswered(action)}</span>
          {summary !== undefined && (
            <>
              {' '}
              <span className="mcpe-Round-answerValue">{summary}</span>
            </>
          )}
        </Text>
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
  attention: boolean;
  onDecline: () => void;
  onOpen: () => void;
}

/** A question further down a long round: its text, Decline, and Answer to show its form. */
export function ClosedQuestion({ request, questionId, attention, onDecline, onOpen }: ClosedProps) {
  const { host: text, schemaForm } = useElicitationLabels();
  const { Button } = useParts();
  return (
    <>
      <div className="mcpe-Round-text">
        <QuestionText request={request} id={questionId} />
        {attention && <AttentionNote />}
      </div>
      <ActionRow
        className="mcpe-Round-itemActions"
        decline={
          <Button aria-describedby={questionId} onClick={onDecline}>
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
