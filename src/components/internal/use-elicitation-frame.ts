import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefCallback, type RefObject } from 'react';
import { canTakeFocus, FocusFallbackContext } from './focus-fallback.js';
import { useScrollEdges, type ScrollEdges } from './use-scroll-edges.js';
import { revealIfHidden } from '../../hooks/focus-and-reveal.js';
import { ElicitationSettingsContext, type Density, type Presentation } from '../../hooks/use-elicitation-config.js';

/** What `useElicitationFrame` reads: the props every Frame receives (ElicitationFrameProps). */
export interface ElicitationFrameOptions {
  /** @default true */
  open?: boolean;
  /** @default 'dialog' */
  presentation?: Presentation;
  /** What to focus when the modal opens (always given by the library: the first field, or the least risky button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The request's cancel (or dismiss, once it needs no answer). */
  onCancel: () => void;
  /** The frame's own key handler, run before Escape is handled inline. */
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The behaviour of a request's frame, for a Frame that draws only the visuals. */
export interface ElicitationFrameBehaviour {
  /** Shown as a modal now (`presentation="dialog"` and `open`). */
  modal: boolean;
  /** The request's cancel: for a modal's own Escape handling (MUI Dialog `onClose`, reason `escapeKeyDown`) and a close control. */
  cancel: () => void;
  /** Moves focus to `initialFocusRef`; call it again if the modal's content mounts later (MUI `TransitionProps.onEntering`). */
  focusInitial: () => void;
  /** Spread on the frame's root: `data-presentation`, `data-density` and, inline, `onKeyDown` (Escape cancels, once, by the innermost frame). */
  rootProps: { 'data-presentation': Presentation; 'data-density'?: Density; onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void };
  /**
   * Spread on the element that scrolls between the pinned header and actions: `data-content-above`
   * / `-below` while content hides under them (styles draw the cues), and its `ref` for the focus code.
   */
  scrollProps: { ref: RefCallback<HTMLElement> } & ScrollEdges;
}

/**
 * The Frame contract as behaviour: focus moves to `initialFocusRef` on open and back on close
 * (to the outlet's fallback when the opener is gone, never `<body>`), Escape cancels, and the
 * pinned parts get their scroll cues. A design system's frame (a MUI `Dialog`) uses it and draws only the visuals.
 */
export function useElicitationFrame({ open = true, presentation = 'dialog', initialFocusRef, onCancel, onKeyDown }: ElicitationFrameOptions): ElicitationFrameBehaviour {
  const { density } = useContext(ElicitationSettingsContext);
  const fallbackRef = useContext(FocusFallbackContext);
  const latest = useRef({ onCancel, onKeyDown });
  useEffect(() => {
    latest.current = { onCancel, onKeyDown };
  });
  const cancel = useCallback(() => latest.current.onCancel(), []);
  const focusInitial = useCallback(() => initialFocusRef?.current?.focus(), [initialFocusRef]);
  // A ref for the focus code, state for the watchers (a design system's modal may mount its content later, in a portal).
  const scrollerRef = useRef<HTMLElement | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  // Where focus was before it entered the frame, what closing gives it back to. Read as focus
  // comes in, not when the effect below runs: a native modal has already moved focus inside by
  // then (showModal's own focusing), and after a fold the bar's toggle is what the native
  // dialog would return to, an element that leaves with it.
  const openerRef = useRef<HTMLElement | null>(null);
  const noteOpener = useRef((event: FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !(event.currentTarget as HTMLElement).contains(from)) openerRef.current = from;
  }).current;
  const attach = useCallback(
    (element: HTMLElement | null) => {
      // Listening from the commit on, before any layout effect opens the modal.
      scrollerRef.current?.removeEventListener('focusin', noteOpener);
      element?.addEventListener('focusin', noteOpener);
      scrollerRef.current = element;
      setScroller(element);
    },
    [noteOpener],
  );
  const watched = useMemo(() => ({ current: scroller }), [scroller]);
  const modal = presentation === 'dialog' && open;

  // Layout effect: focus before paint, so the user never sees focus elsewhere. A frame that
  // opens its modal in a layout effect of its own declares that one first (dialog-shell.tsx).
  useLayoutEffect(() => {
    if (!modal) return;
    // A frame whose modal takes focus later (a design system's, in a portal): focus is still outside.
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !scrollerRef.current?.contains(active)) openerRef.current = active;
    initialFocusRef?.current?.focus();
    return () => {
      // Restored explicitly too (jsdom, re-rendered elements, non-native modals), and again after
      // React's commit re-focuses what had focus, unless the host moved it on purpose.
      const restore = () => {
        const active = document.activeElement;
        const scroller = scrollerRef.current;
        // Focus is still in the open frame: the effect ran again (StrictMode, a new initialFocusRef),
        // or a non-native modal leaving with its own transition gives focus back itself.
        const stillOpen = !!scroller?.isConnected && !(scroller instanceof HTMLDialogElement && !scroller.open);
        if (stillOpen && active instanceof HTMLElement && scroller!.contains(active) && canTakeFocus(active)) return;
        if (active instanceof HTMLElement && canTakeFocus(active) && !scroller?.contains(active)) return;
        const opener = openerRef.current;
        // The fallback's current node at close time is the one wanted, not the one at open.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        const target = canTakeFocus(opener) ? opener : fallbackRef?.current;
        target?.focus();
      };
      restore();
      queueMicrotask(restore);
    };
  }, [modal, initialFocusRef, fallbackRef]);

  const edges = useScrollEdges(watched, modal);
  // A control reached by Tab partly under the pinned parts is scrolled clear (browsers count it as visible).
  useEffect(() => {
    if (!modal || !scroller) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== scroller) revealIfHidden(event.target, 'nearest');
    };
    scroller.addEventListener('focusin', onFocusIn);
    return () => scroller.removeEventListener('focusin', onFocusIn);
  }, [modal, scroller]);

  const inlineKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    latest.current.onKeyDown?.(event);
    if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) return;
    // Inside a modal (a question inside a round's dialog) Escape belongs to the modal.
    if (event.currentTarget.parentElement?.closest('dialog[open], [role="dialog"], [role="alertdialog"]')) return;
    // Escape in a filled search box clears the box; it is not a request to cancel.
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'search' && target.value) return;
    event.preventDefault();
    latest.current.onCancel();
  };
  return {
    modal,
    cancel,
    focusInitial,
    rootProps: { 'data-presentation': presentation, 'data-density': density, ...(presentation === 'inline' && { onKeyDown: inlineKeyDown }) },
    scrollProps: { ref: attach, ...edges },
  };
}
