import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * PrimeReact's Carousel hides off-screen slides with aria-hidden but leaves their links and
 * buttons focusable (axe: aria-hidden-focus). Mirroring aria-hidden into `inert` takes them out of
 * the tab order and the accessibility tree while they are off screen.
 *
 * Returns false until that runs: rendered on the server, the carousel has not positioned itself
 * yet (every slide is aria-hidden), so the caller makes all of it inert until then.
 */
export function useInertHiddenSlides(container: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const sync = () => {
      for (const slide of root.querySelectorAll<HTMLElement>('.p-carousel-item')) {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      }
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  });
  return ready;
}
