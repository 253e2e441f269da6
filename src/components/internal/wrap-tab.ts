import type { KeyboardEvent } from 'react';

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** The elements Tab stops at inside `root`, in document order (one per radio group, as browsers do). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  const stops: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    if (element.getClientRects().length === 0) continue; // not rendered (display: none, closed details)
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = stops.find((other) => other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name && other.form === element.form);
      if (group) {
        if (element.checked) stops[stops.indexOf(group)] = element; // the checked radio is the group's stop
        continue;
      }
    }
    stops.push(element);
  }
  return stops;
}

/** Tab from a modal's last stop (Shift+Tab from its first) wraps: browsers let focus leave a modal `<dialog>` for their toolbar, leaving it on `<body>`. */
export function wrapTab(event: KeyboardEvent<HTMLElement>, root: HTMLElement): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return;
  const stops = tabStops(root);
  if (stops.length === 0) return;
  // The rest of a radio group is not a stop of its own (arrow keys move inside it).
  const sameGroup = (stop: HTMLElement) =>
    stop === active || (active instanceof HTMLInputElement && active.type === 'radio' && stop instanceof HTMLInputElement && stop.type === 'radio' && stop.name === active.name && stop.form === active.form);
  const direction = event.shiftKey ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING;
  // Focus on the dialog itself (a click on its padding) has every stop after it.
  if (stops.some((stop) => !sameGroup(stop) && active.compareDocumentPosition(stop) & direction)) return;
  event.preventDefault();
  (event.shiftKey ? stops[stops.length - 1]! : stops[0]!).focus();
}
