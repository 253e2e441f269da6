/**
 * Open a consented URL in a new top-level browsing context the page cannot script.
 *
 * Spec (URL mode): open only after explicit consent, in a way the client cannot inspect
 * (never an iframe). `noopener` gives the new page no `window.opener` (so it cannot
 * navigate this tab: reverse tabnabbing) and lets the browser put it in its own browsing
 * context group; `noreferrer` sends no `Referer`, so the host app's URL does not leak.
 *
 * Why there is no popup-blocked check: with `noopener` (which `noreferrer` implies) the
 * HTML "window open steps" return `null` whether or not a window opened, so the return
 * value carries no signal. Opening without `noopener` to get a handle and then nulling
 * `opener` would leak the Referer, keep the page in our browsing context group, and give
 * us a scriptable handle we must not have; an `<a target=_blank rel="noopener noreferrer">`
 * click reports nothing either. So the strict features stay, and the waiting state offers
 * the copy fallback, with the "may have been blocked" hint shown when the user asks ("No
 * window?"): shown unasked, it would doubt every window that did open.
 *
 * Must be called synchronously inside the click handler: popup blockers only allow
 * windows opened during a user activation.
 */
export function openInNewWindow(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

/**
 * Copy `text`, falling back to selecting `node` so the user can copy it by hand.
 * Resolves `true` when the clipboard took it.
 */
export async function copyOrSelect(text: string, node: Node | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const selection = window.getSelection();
    if (node && selection) selection.selectAllChildren(node);
    return false;
  }
}
