import { useContext, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { ElicitationButton } from '../parts/button.js';
import { ElicitationText, type TextVariant } from '../parts/text.js';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import { useElicitationLabels } from '../../hooks/use-elicitation-config.js';
import type { LimitLabels } from '../../i18n/types.js';
import { clipText, MESSAGE_PREVIEW_LENGTH } from '../../text/clip.js';

export interface LongTextProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  /** Server text (untrusted), rendered as plain text. */
  text: string;
  /** What the text is, for the `Text` part. @default 'message' */
  variant?: TextVariant;
  /** Characters shown before "Show more". @default MESSAGE_PREVIEW_LENGTH (1,000) */
  limit?: number;
  /** The resolved `limits` label group, when the caller's differ from the provider's (SchemaForm's own `labels`). @default the provider's */
  labels?: LimitLabels;
}

/** Each "Show more" reveals ten times as much: 1 MB is four clicks, never one huge paint. */
const GROWTH = 10;

/** Server text bounded for display, with the "Show more"/"Show less" button (the `Button` part); the text itself is never altered. */
export function useLongText(text: string, limit: number, labels: LimitLabels, id: string): { text: string; clipped: boolean; more: ReactNode } {
  const [shownLength, setShownLength] = useState(limit);
  // The context, not useParts(): the provider module's defaults import parts that use this one.
  const Button = useContext(ElicitationPartsContext).components?.Button ?? ElicitationButton;
  if (text.length <= limit) return { text, clipped: false, more: null };
  const shown = clipText(text, shownLength);
  const expand = () => setShownLength((length) => Math.min(text.length, length * GROWTH));
  const more = (
    <Button
      variant="link"
      className="mcpe-LongText-toggle"
      aria-controls={id}
      aria-expanded={!shown.clipped}
      onClick={shown.clipped ? expand : () => setShownLength(limit)}
    >
      {shown.clipped ? labels.showMore(text.length - shown.text.length) : labels.showLess}
    </Button>
  );
  return { text: shown.clipped ? `${shown.text}…` : shown.text, clipped: shown.clipped, more };
}

/**
 * Server text bounded for display, drawn by the `Text` part; `id` and `className` go on the text, so `aria-describedby` keeps pointing at it.
 * @selector .mcpe-Text[data-clipped] — the text is cut; .mcpe-LongText-toggle — the button
 */
export function LongText({ text, variant = 'message', limit = MESSAGE_PREVIEW_LENGTH, labels, ...rest }: LongTextProps) {
  const provided = useElicitationLabels().limits;
  const generatedId = useId();
  const id = rest.id ?? generatedId;
  const Text = useContext(ElicitationPartsContext).components?.Text ?? ElicitationText;
  const shown = useLongText(text, limit, labels ?? provided, id);
  return (
    <>
      <Text {...rest} id={shown.more ? id : rest.id} variant={variant} data-clipped={shown.clipped || undefined}>
        {shown.text}
      </Text>
      {shown.more}
    </>
  );
}
