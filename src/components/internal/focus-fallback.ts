import { createContext, type RefObject } from 'react';

/** Where focus goes when a dialog closes and its opener is gone or disabled: never `<body>`, the top of the page for keyboard users. */
export const FocusFallbackContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** Whether `element` can take focus now (connected, enabled, not inside an inert subtree). */
export function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element?.isConnected || element === element.ownerDocument.body) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return !element.closest('[inert]');
}
