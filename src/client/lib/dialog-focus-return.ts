/** PrimeReact's dialogs and panels, each rendered into its own element when shown. */
const DIALOG = '[role="dialog"], [role="alertdialog"], .p-dialog, .p-sidebar';

const isDialog = (node: Node): node is Element =>
  node instanceof Element && (node.matches(DIALOG) || node.querySelector(DIALOG) !== null);

/**
 * The WAI-ARIA dialog pattern: closing a dialog returns focus to what opened it. PrimeReact's
 * Dialog, ConfirmDialog and Sidebar leave focus on the page's body, so a keyboard user starts
 * again from the top. One observer for every dialog of the app: the element focused outside any
 * dialog when one appears is remembered, and focused again when that dialog leaves the page while
 * focus has nowhere else to be.
 */
export function installDialogFocusReturn(doc: Document = document): () => void {
  let lastOutside: HTMLElement | null =
    doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const openers: (HTMLElement | null)[] = [];

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest(DIALOG)) lastOutside = target;
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (isDialog(node)) openers.push(lastOutside);
      for (const node of record.removedNodes) {
        if (!isDialog(node)) continue;
        const opener = openers.pop();
        const active = doc.activeElement;
        const lost = !active || active === doc.body || !doc.contains(active);
        if (opener?.isConnected && lost) opener.focus();
      }
    }
  });
  doc.addEventListener('focusin', onFocusIn, true);
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
  };
}
