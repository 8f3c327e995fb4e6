import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { classNames } from '#client/startup/light/class-names.ts';
import { useMediaQuery } from '#client/hooks/use-media-query.ts';
import { CarouselItems } from '#client/startup/light/carousel-items.tsx';
import '#client/startup/light/carousel.css';
import './horizontal-carousel.css';

type Props<T> = {
  items: T[];
  numVisible: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  showIndicators: boolean;
  /** 0 turns autoplay off. */
  autoplayMs: number;
  prevLabel: string;
  nextLabel: string;
  pageLabel: (page: number) => string;
  ariaLabel: string;
  className?: string;
};

/** PrimeReact's swipe threshold. */
const SWIPE_PX = 20;

/**
 * A horizontal carousel in PrimeReact's markup (the Lara theme styles it) that scrolls a page of
 * `numVisible` items a step and wraps around at both ends. Everything follows from `page` during
 * render: the server's HTML and the first client render already hide the off-screen items
 * (aria-hidden and inert), so hydration runs no effect, injects no style and measures nothing, as
 * PrimeReact's Carousel did. The only effect is autoplay's timer.
 */
export function HorizontalCarousel<T>({
  items,
  numVisible,
  itemKey,
  renderItem,
  showIndicators,
  autoplayMs,
  prevLabel,
  nextLabel,
  pageLabel,
  ariaLabel,
  className,
}: Props<T>) {
  const [requestedPage, setPage] = useState(0);
  // Once the visitor moves it, the carousel stays where they put it (as PrimeReact's does).
  const [autoplayStopped, setAutoplayStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const pages = Math.max(1, Math.ceil(items.length / numVisible));
  // A wider viewport (more visible) or a shorter list may leave the old page past the end.
  const page = Math.min(requestedPage, pages - 1);
  // A partial last page shows the last `numVisible` items, as PrimeReact's circular carousel
  // does, so the viewport is never half empty: with 10 items 4 at a time, pages start at items 1,
  // 5 and 7. The track moves by whole items, so its offset always matches the visible set.
  const first = Math.min(page * numVisible, Math.max(0, items.length - numVisible));
  const navigable = pages > 1;
  const autoplaying =
    autoplayMs > 0 && navigable && !autoplayStopped && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setTimeout(() => setPage((page + 1) % pages), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplaying, autoplayMs, page, pages]);

  /** The visitor's own move: to `target`, wrapping around, and no more autoplay. */
  const goTo = (target: number) => {
    setAutoplayStopped(true);
    setPage((target + pages) % pages);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.changedTouches[0];
    touchStart.current = touch ? { x: touch.pageX, y: touch.pageY } : null;
  };

  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!navigable || !start || !touch) return;
    const dx = touch.pageX - start.x;
    // A mostly vertical swipe scrolls the page, not the carousel.
    if (Math.abs(dx) <= SWIPE_PX || Math.abs(dx) <= Math.abs(touch.pageY - start.y)) return;
    goTo(dx < 0 ? page + 1 : page - 1);
  };

  const navigator = (direction: 'prev' | 'next') => (
    <button
      type="button"
      className={`p-carousel-${direction} p-link`}
      aria-label={direction === 'prev' ? prevLabel : nextLabel}
      onClick={() => goTo(direction === 'prev' ? page - 1 : page + 1)}
    >
      <span
        className={`p-carousel-${direction}-icon pi pi-chevron-${direction === 'prev' ? 'left' : 'right'}`}
        aria-hidden="true"
      />
    </button>
  );

  return (
    <div
      className={classNames(
        className,
        'p-carousel p-component p-carousel-horizontal light-carousel',
      )}
      role="region"
      aria-label={ariaLabel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="p-carousel-content">
        {/* Announces the visitor's own moves, not each autoplay step (WAI-ARIA's carousel
            pattern; PrimeReact does it the other way round). */}
        <div className="p-carousel-container" aria-live={autoplaying ? 'off' : 'polite'}>
          {navigable && navigator('prev')}
          <div
            className="p-carousel-items-content"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <div
              className="p-carousel-items-container"
              style={{ transform: `translateX(${(-first * 100) / numVisible}%)` }}
            >
              <CarouselItems
                items={items}
                first={first}
                numVisible={numVisible}
                itemKey={itemKey}
                renderItem={renderItem}
                itemStyle={{ flex: `0 0 ${100 / numVisible}%` }}
              />
            </div>
          </div>
          {navigable && navigator('next')}
        </div>
        {showIndicators && navigable && (
          <ul className="p-carousel-indicators p-reset">
            {Array.from({ length: pages }, (_, index) => (
              <li
                key={index}
                className={classNames('p-carousel-indicator', index === page && 'p-highlight')}
              >
                <button
                  type="button"
                  className="p-link"
                  aria-label={pageLabel(index + 1)}
                  aria-current={index === page ? 'page' : undefined}
                  onClick={() => goTo(index)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
