let container: HTMLElement | null = null;

/** Copies what identifies a style element (PrimeReact's name for it, media, nonce) to its mirror. */
function copyAttributes(source: HTMLStyleElement, mirror: HTMLStyleElement) {
  for (const { name, value } of source.attributes)
    if (mirror.getAttribute(name) !== value) mirror.setAttribute(name, value);
  if (source.nonce && mirror.nonce !== source.nonce) mirror.nonce = source.nonce;
}

/**
 * A detached element for PrimeReact to write its styles into (`styleContainer`), mirrored into
 * the document's head only when a style's text changes.
 *
 * PrimeReact 10 writes its structural styles again on every component mount, with the same
 * text (`useStyle`); in the document each write makes the browser recompute every element's
 * style, a long task on a phone while a page starts. Written here, the same text costs nothing.
 * Null on the server, which renders no styles.
 */
export function mirroredStyleContainer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (container) return container;
  const detached = document.createElement('div');
  const mirrors = new Map<HTMLStyleElement, HTMLStyleElement>();
  const sync = () => {
    const current = new Set(detached.querySelectorAll('style'));
    for (const [source, mirror] of mirrors)
      if (!current.has(source)) {
        mirror.remove();
        mirrors.delete(source);
      }
    for (const source of current) {
      let mirror = mirrors.get(source);
      if (!mirror) {
        mirror = document.createElement('style');
        mirrors.set(source, mirror);
        document.head.append(mirror);
      }
      copyAttributes(source, mirror);
      const text = source.textContent;
      if (mirror.textContent !== text) mirror.textContent = text;
    }
  };
  new MutationObserver(sync).observe(detached, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  container = detached;
  return container;
}
