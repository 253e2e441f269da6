/**
 * Is a pointer pressed right now, and tell me when it is released — for messages that
 * would move controls under the pointer.
 *
 * Pressing the mouse on a control blurs the field that had focus; its error ("Fill in this
 * field.") is then inserted above the control before the button is released, the control
 * moves, and the click lands elsewhere (a radio stays unselected). Three fixes exist:
 * reserve a line for every message (a blank line under every field, and a two-line
 * message still shifts), draw messages out of flow (they overlap the next field at narrow
 * widths and 200 % zoom), or show a blur-time message only once the press is over. We do
 * the last: the layout stays still exactly while it matters, and a keyboard user (Tab)
 * sees the message at once.
 *
 * One set of capture listeners per document, installed on first use; `release` runs after
 * the `click` that follows `pointerup` (a task later), so the click hits the old layout.
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
