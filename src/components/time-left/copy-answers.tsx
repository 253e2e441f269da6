import { useEffect, useRef, useState } from 'react';
import { useElicitationLabels, useParts } from '../provider/elicitation-provider.js';

export { unsentAnswers, unsentText } from './unsent-answers.js';

/** "Copy answers" for a request that ended unsent; where the clipboard refuses, the text is shown selected, to copy by hand. */
export function CopyAnswers({ text }: { text: string }) {
  const words = useElicitationLabels().host;
  const { Button } = useParts();
  const [outcome, setOutcome] = useState<'copied' | 'fallback'>();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (outcome !== 'fallback') return;
    areaRef.current?.focus();
    areaRef.current?.select();
  }, [outcome]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('fallback');
    }
  };
  return (
    <>
      <Button className="mcpe-CopyAnswers" onClick={() => void copy()}>
        {words.copyAnswers}
      </Button>
      <span role="status" className="mcpe-CopyAnswers-status">
        {outcome === 'copied' ? words.answersCopied : outcome === 'fallback' ? words.copyAnswersFallback : ''}
      </span>
      {outcome === 'fallback' && (
        <textarea ref={areaRef} readOnly aria-label={words.yourAnswers} className="mcpe-CopyAnswers-text" value={text} rows={Math.min(8, text.split('\n').length)} />
      )}
    </>
  );
}
