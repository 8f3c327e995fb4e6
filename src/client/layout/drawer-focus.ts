/**
 * Moves focus to an opened drawer's first entry. Focus is refused while the drawer is still hidden
 * (the first frames of its slide-in, more of them on a busy machine), so it is tried each frame
 * until it lands or `waitMs` has passed, and never once the user has moved focus elsewhere.
 * Returns a function that stops trying.
 */
export function focusDrawerEntry(drawerId: string, waitMs: number): () => void {
  const from = document.activeElement;
  const deadline = performance.now() + waitMs;
  let frame = 0;
  const attempt = () => {
    const drawer = document.getElementById(drawerId);
    if (!drawer || drawer.contains(document.activeElement)) return;
    if (document.activeElement !== from && document.activeElement !== document.body) return;
    drawer.querySelector<HTMLElement>('a[href], button')?.focus();
    if (!drawer.contains(document.activeElement) && performance.now() < deadline) {
      frame = requestAnimationFrame(attempt);
    }
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
