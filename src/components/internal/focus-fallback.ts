import { createContext, type RefObject } from 'react';

/**
 * Where focus goes when a dialog closes and the element that had focus before it is gone
 * or disabled (a Run button disabled while its call runs): never `<body>`, which would
 * send keyboard and screen-reader users back to the top of the page.
 */
export const FocusFallbackContext = createContext<RefObject<HTMLElement | null> | null>(null);

/** Whether `element` can take focus now (connected, enabled, not inside an inert subtree). */
export function canTakeFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element?.isConnected || element === element.ownerDocument.body) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return !element.closest('[inert]');
}
