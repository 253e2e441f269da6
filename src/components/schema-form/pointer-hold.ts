/**
 * Is a pointer pressed now, and tell me when it is released. Pressing a control blurs the
 * focused field, whose error is inserted above the control before release: the control moves
 * and the click lands elsewhere. Reserving space for every message or drawing them out of flow
 * both fail at narrow widths, so a blur-time message waits until the press is over (a keyboard
 * user sees it at once). `release` runs a task after the `click`, so the click hits the old layout.
 */
let pressed = false;
let installed = false;
const waiting = new Set<() => void>();

function release() {
  if (!pressed) return;
  setTimeout(() => {
    pressed = false;
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  }, 0);
}

/** Start watching presses (idempotent; a no-op without a DOM, e.g. during SSR). */
export function watchPointer(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', () => void (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // Released outside the window, or the window lost focus mid-press: never hold forever.
  window.addEventListener('blur', release);
}

/** True between `pointerdown` and just after the click that ends the press. */
export function isPointerPressed(): boolean {
  return pressed;
}

/** Call `callback` once when the current press ends (soon, if it is already over); returns an unsubscribe. */
export function onPointerRelease(callback: () => void): () => void {
  if (!pressed) {
    let live = true;
    queueMicrotask(() => live && callback());
    return () => void (live = false);
  }
  waiting.add(callback);
  return () => void waiting.delete(callback);
}
