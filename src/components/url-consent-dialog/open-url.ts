/**
 * Open a consented URL in a new top-level browsing context the page cannot script (spec: never
 * an iframe). `noopener` stops reverse tabnabbing; `noreferrer` keeps the host's URL from leaking.
 *
 * No popup-blocked check: with `noopener` the HTML "window open steps" return `null` whether
 * or not a window opened, and dropping it would leak the Referer and hand us a scriptable
 * window. So the waiting state offers Copy, and the "may have been blocked" hint on request.
 *
 * Call it synchronously inside the click: popup blockers allow windows only on user activation.
 */
export function openInNewWindow(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}

/** Copy `text`, else select `node` for the user to copy by hand; `true` when the clipboard took it. */
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
