import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import { useElicitationFrame } from './use-elicitation-frame.js';
import { useFoldedRoom } from './use-folded-room.js';
import { useElicitationLabels } from '../../hooks/use-elicitation-config.js';
import { ElicitationPartsContext } from '../parts/parts-context.js';
import { ElicitationCloseButton } from '../parts/close-button.js';
import { cx } from '../../text/cx.js';
import { wrapTab } from './wrap-tab.js';
import type { ElicitationFrameProps } from '../parts/part-props.js';

export type { ElicitationFrameProps };

/**
 * The shared frame of every elicitation: a native `<dialog>` opened with `showModal()` (top
 * layer, inert background, platform Escape handling), or a plain `<section>` when inline.
 *
 * Contract (test/components/internal/dialog-shell.test.tsx): focus moves to `initialFocusRef`
 * on open and returns on close; Escape fires `onCancel` (`cancel` is prevented: the host
 * closes it), or folds the modal while `foldOnEscape` says so; a click outside does nothing.
 * Inline, nothing steals focus: a request appearing in a transcript must not pull the user
 * out of what they are typing.
 *
 * A modal also draws the `CloseButton` part, last in the DOM and the Tab order so opening
 * focuses the first field, and a toggle that folds it to a bar (`data-collapsed`; a bottom
 * sheet on a narrow screen): the `<dialog>` stays open but not modal, so the page around it
 * (a transcript, the host's own Stop) can be used. Folding is view state only: the question
 * and its draft stay, so it opens again as it was left. All but the native dialog's opening
 * and `cancel` is `useElicitationFrame`, which a replacement frame uses too.
 */
export function ElicitationFrame({
  open = true,
  presentation = 'dialog',
  role = 'dialog',
  initialFocusRef,
  onCancel,
  foldOnEscape,
  className,
  children,
  ...rest
}: ElicitationFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { components } = useContext(ElicitationPartsContext);
  // The provider's parts read directly (provider/ imports this module for its default Frame).
  const CloseButton = components?.CloseButton ?? ElicitationCloseButton;
  const { close: closeLabel, collapse, expand } = useElicitationLabels().host;
  const onCancelRef = useRef(onCancel);
  const foldOnEscapeRef = useRef(foldOnEscape);
  useEffect(() => {
    onCancelRef.current = onCancel;
    foldOnEscapeRef.current = foldOnEscape;
  });
  const [collapsed, setCollapsed] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const folded = useRef(false);

  const shown = presentation === 'dialog' && open;
  const modal = shown && !collapsed;
  // Opened before the behaviour's own layout effect (declared below) focuses inside it.
  // Folded, the dialog stays open without the modal's inert page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!shown || !dialog) return;
    // Escape on a form with typing in it folds instead (reversible); the close control still cancels.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      if (foldOnEscapeRef.current?.()) setCollapsed(true);
      else onCancelRef.current();
    };
    // Chromium's close-watcher rules let a second Escape without user activation close
    // the dialog even though `cancel` was prevented; report that as a cancel too. `close`
    // is queued as a task, so one left over from a StrictMode remount (or a fold) arrives
    // while the dialog is open again: ignore it.
    const handleClose = () => {
      if (!dialog.open) onCancelRef.current();
    };
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('close', handleClose);
    if (!dialog.open) {
      if (collapsed) dialog.show();
      else dialog.showModal();
    }
    // Folding moved focus out (to the page, then the dialog's first control): back to the
    // toggle, now in the bar. Unfolded, the first control, as on opening; the opener the
    // behaviour gives focus back to on close stays the one from before the first opening.
    if (collapsed) toggleRef.current?.focus();
    else if (folded.current) initialFocusRef?.current?.focus();
    folded.current = collapsed;
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
    };
    // initialFocusRef is read when the fold changes, as on opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, collapsed]);
  useFoldedRoom(ref, shown && collapsed);
  // Folding is not closing: the behaviour sees the frame open until the request leaves.
  const frame = useElicitationFrame({ open, presentation, initialFocusRef, onCancel, onKeyDown: rest.onKeyDown });
  const attachScroller = frame.scrollProps.ref;
  const dialogRef = useCallback(
    (element: HTMLDialogElement | null) => {
      ref.current = element;
      attachScroller(element);
    },
    [attachScroller],
  );

  const classes = cx('mcpe-Dialog', className);
  if (presentation === 'inline') {
    // A group, not a region landmark: a transcript may hold many requests with the same
    // name (same server), and landmarks must be unique (axe landmark-unique).
    return (
      <section {...rest} role="group" className={classes} {...frame.rootProps}>
        {children}
      </section>
    );
  }
  // Not a Tab stop itself (-1): Chromium makes a scrolling element one (keyboard-focusable
  // scrollers), and Shift+Tab from there left the page, with focus on <body>. Tab at either
  // end wraps inside the modal instead of leaving it (wrap-tab.ts).
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    rest.onKeyDown?.(event);
    if (modal) wrapTab(event, event.currentTarget);
  };
  return (
    <dialog {...rest} {...frame.scrollProps} {...frame.rootProps} ref={dialogRef} role={role} className={classes} tabIndex={-1} onKeyDown={onKeyDown} data-collapsed={(shown && collapsed) || undefined}>
      {children}
      {/* Folds the modal to a bar and opens it again: a disclosure, focus stays on it as it
          folds. Before Close in the DOM: opening focuses the first field, Close stays last. */}
      {shown && (
        <button ref={toggleRef} type="button" className="mcpe-CloseButton mcpe-Dialog-collapse" aria-expanded={!collapsed} aria-label={collapsed ? undefined : collapse} onClick={() => setCollapsed(!collapsed)}>
          {collapsed ? expand : <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 11h8" stroke="currentColor" strokeWidth="2" /></svg>}
        </button>
      )}
      <CloseButton className="mcpe-Dialog-close" aria-label={closeLabel} onClick={() => onCancelRef.current()} />
    </dialog>
  );
}
