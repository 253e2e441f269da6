import { useContext, useId, useState, type HTMLAttributes } from 'react';
import { ElicitationButton } from '../parts/button.js';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import { defaultLabels } from '../../i18n/en.js';
import type { LimitLabels } from '../../i18n/types.js';
import { clipText, MESSAGE_PREVIEW_LENGTH } from '../../text/clip.js';

export interface LongTextProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** Server text (untrusted), rendered as plain text. */
  text: string;
  /** Characters shown before "Show more". @default MESSAGE_PREVIEW_LENGTH (1,000) */
  limit?: number;
  /** The resolved `limits` label group. @default defaultLabels.limits */
  labels?: LimitLabels;
}

/** Each "Show more" reveals ten times as much: 1 MB is four clicks, never one huge paint. */
const GROWTH = 10;

/**
 * Server text bounded for display (text/limits.ts): a 1 MB `message` shows its first `limit`
 * characters and a "Show more" button; the full text is never altered, only its display.
 * `id` and `className` go on the `<p>`, so `aria-describedby` keeps pointing at the text.
 * @selector p[data-clipped] — the text is cut; .mcpe-LongText-toggle — the button
 */
export function LongText({ text, limit = MESSAGE_PREVIEW_LENGTH, labels = defaultLabels.limits, ...rest }: LongTextProps) {
  const [shownLength, setShownLength] = useState(limit);
  // The context, not useParts(): the provider module's defaults import parts that use this one.
  const Button = useContext(ElicitationPartsContext).components?.Button ?? ElicitationButton;
  const generatedId = useId();
  const id = rest.id ?? generatedId;
  const shown = clipText(text, shownLength);
  if (text.length <= limit) return <p {...rest}>{text}</p>;
  const expand = () => setShownLength((length) => Math.min(text.length, length * GROWTH));
  return (
    <>
      <p {...rest} id={id} data-clipped={shown.clipped || undefined}>
        {shown.text}
        {shown.clipped && '…'}
      </p>
      <Button
        variant="link"
        className="mcpe-LongText-toggle"
        aria-controls={id}
        aria-expanded={!shown.clipped}
        onClick={shown.clipped ? expand : () => setShownLength(limit)}
      >
        {shown.clipped ? labels.showMore(text.length - shown.text.length) : labels.showLess}
      </Button>
    </>
  );
}
