import { useContext, useEffect, useLayoutEffect, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

import { canTakeFocus, FocusFallbackContext } from './focus-fallback.js';
import { useScrollEdges } from './use-scroll-edges.js';
import { revealIfHidden } from '../../hooks/focus-and-reveal.js';
import { ElicitationSettingsContext, useElicitationLabels, type Presentation } from '../../hooks/use-elicitation-config.js';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import { ElicitationCloseButton } from '../parts/close-button.js';
import { cx } from '../../text/cx.js';

export interface ElicitationFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'role' | 'onCancel'> {
  /** Whether the modal is shown (`presentation="dialog"` only). @default true */
  open?: boolean;
  /** @default "dialog" */
  presentation?: Presentation;
  /** @default "dialog" */
  role?: 'dialog' | 'alertdialog';
  /** Id of the visible title (required: a dialog needs an accessible name). */
  'aria-labelledby': string;
  /** Ids of mounted descriptions only (a reference to a missing id breaks the accessible description). */
  'aria-describedby'?: string;
  /** What gets focus when the modal opens: the least risky control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Escape or any other platform close request. The shell never closes itself: the host decides. */
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The shared frame of every elicitation: a native `<dialog>` opened with `showModal()`
 * (top layer, inert background, platform Escape handling), or a
 * plain `<section>` when shown inline.
 *
 * Contract (tested in Chromium: test/components/internal/dialog-shell.test.tsx): focus moves to `initialFocusRef` on open; Escape fires
 * `onCancel` (the `cancel` event is prevented, so the dialog stays open until the host
 * closes it); a click outside does nothing; on close, focus returns to where it was.
 * Inline, nothing steals focus: a request appearing in a transcript must not pull the
 * user out of what they are typing; Escape inside it still fires `onCancel`.
 *
 * As a modal it also draws a close control (the `CloseButton` part) that fires `onCancel`
 * like Escape: shown in the top corner, last in the DOM and in the Tab order, so opening
 * focuses the form's first field, never the close control. It also says where content is hidden under its pinned header and actions
 * (`data-content-above`, `data-content-below`: use-scroll-edges.ts).
 */
export function ElicitationFrame({
  open = true,
  presentation = 'dialog',
  role = 'dialog',
  initialFocusRef,
  onCancel,
  className,
  children,
  ...rest
}: ElicitationFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The provider's density, as an attribute the tokens follow (tokens.css).
  const { density } = useContext(ElicitationSettingsContext);
  const { components } = useContext(ElicitationPartsContext);
  const fallbackRef = useContext(FocusFallbackContext);
  // The provider's parts read directly (provider/ imports this module for its default Frame).
  const CloseButton = components?.CloseButton ?? ElicitationCloseButton;
  const closeLabel = useElicitationLabels().host.close;
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  });

  const modal = presentation === 'dialog' && open;
  // Layout effect: open and focus before paint, so the user never sees focus elsewhere.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!modal || !dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const handleCancel = (event: Event) => {
      event.preventDefault();
      onCancelRef.current();
    };
    // Chromium's close-watcher rules let a second Escape without user activation close
    // the dialog even though `cancel` was prevented; report that as a cancel too. `close`
    // is queued as a task, so one left over from a StrictMode remount arrives while the
    // dialog is open again: ignore it.
    const handleClose = () => {
      if (!dialog.open) onCancelRef.current();
    };
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleClose);
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      // Browsers restore focus on close(); do it explicitly too (jsdom, elements that were
      // re-rendered), and once more after React's commit, which re-focuses whatever had
      // focus before it — unless the host has deliberately moved focus elsewhere. When the
      // opener is gone or disabled, the outlet's fallback takes focus, never <body>.
      const restore = () => {
        const active = document.activeElement;
        if (active instanceof HTMLElement && canTakeFocus(active) && !dialog.contains(active)) return;
        // The fallback's current node at close time is the one wanted, not the one at open.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        const target = canTakeFocus(previous) ? previous : fallbackRef?.current;
        target?.focus();
      };
      restore();
      queueMicrotask(restore);
    };
  }, [modal, initialFocusRef, fallbackRef]);
  const edges = useScrollEdges(ref, modal);
  // A control reached by Tab that sits partly under the pinned header or actions is
  // scrolled clear of them (browsers count it as visible and leave it there).
  useEffect(() => {
    const dialog = ref.current;
    if (!modal || !dialog) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== dialog) revealIfHidden(event.target, 'nearest');
    };
    dialog.addEventListener('focusin', onFocusIn);
    return () => dialog.removeEventListener('focusin', onFocusIn);
  }, [modal]);

  const classes = cx('mcpe-Dialog', className);
  if (presentation === 'inline') {
    // Escape cancels inline too, handled once by the innermost
    // shell; inside a modal it is left to the modal, which cancels as a whole.
    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      rest.onKeyDown?.(event);
      if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
      if (event.currentTarget.parentElement?.closest('dialog[open]')) return;
      // Escape in a filled search box clears the box; it is not a request to cancel.
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'search' && target.value) return;
      event.preventDefault();
      onCancelRef.current();
    };
    // A group, not a region landmark: a transcript may hold many requests with the same
    // name (same server), and landmarks must be unique (axe landmark-unique).
    return (
      <section {...rest} role="group" className={classes} data-presentation="inline" data-density={density} onKeyDown={onKeyDown}>
        {children}
      </section>
    );
  }
  return (
    <dialog {...rest} {...edges} ref={ref} role={role} className={classes} data-presentation="dialog" data-density={density}>
      {children}
      <CloseButton className="mcpe-Dialog-close" aria-label={closeLabel} onClick={() => onCancelRef.current()} />
    </dialog>
  );
}
