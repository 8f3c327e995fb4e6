import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { classNames } from '#client/startup/light/class-names.ts';
import { CarouselItems } from '#client/startup/light/carousel-items.tsx';
import '#client/startup/light/carousel.css';
import './vertical-carousel.css';

type Props<T> = {
  items: T[];
  numVisible: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  itemHeightRem: number;
  prevLabel: string;
  nextLabel: string;
};

/**
 * A vertical carousel in PrimeReact's markup (the Lara theme styles it) that scrolls one item a
 * click and does not wrap. Everything follows from `first` during render: the server's HTML and
 * the first client render already hide the off-screen items (aria-hidden and inert), so hydration
 * runs no effect, injects no style and measures nothing, as PrimeReact's Carousel did.
 */
export function VerticalCarousel<T>({
  items,
  numVisible,
  itemKey,
  renderItem,
  itemHeightRem,
  prevLabel,
  nextLabel,
}: Props<T>) {
  const [requestedFirst, setFirst] = useState(0);
  const prevButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const lastFirst = Math.max(0, items.length - numVisible);
  // A shorter list may leave the old position past its end.
  const first = Math.min(requestedFirst, lastFirst);
  const navigable = items.length > numVisible;

  const scroll = (step: 1 | -1, event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    const hadFocus = document.activeElement === button;
    // Committed at once so the button's disabled state is known below (and the other one enabled).
    flushSync(() => setFirst(Math.min(Math.max(first + step, 0), lastFirst)));
    // A focused button that becomes disabled drops focus to the page: hand it to the other one.
    if (hadFocus && button.disabled) (step > 0 ? prevButton : nextButton).current?.focus();
  };

  const navigator = (direction: 'prev' | 'next') => {
    const disabled = direction === 'prev' ? first === 0 : first === lastFirst;
    return (
      <button
        ref={direction === 'prev' ? prevButton : nextButton}
        type="button"
        className={classNames(`p-carousel-${direction} p-link`, disabled && 'p-disabled')}
        disabled={disabled}
        aria-label={direction === 'prev' ? prevLabel : nextLabel}
        onClick={(event) => scroll(direction === 'prev' ? -1 : 1, event)}
      >
        <span
          className={`p-carousel-${direction}-icon pi pi-chevron-${direction === 'prev' ? 'up' : 'down'}`}
          aria-hidden="true"
        />
      </button>
    );
  };

  return (
    <div className="p-carousel p-component p-carousel-vertical light-carousel">
      <div className="p-carousel-content">
        <div className="p-carousel-container">
          {navigable && navigator('prev')}
          <div
            className="p-carousel-items-content"
            style={{ height: `${numVisible * itemHeightRem}rem` }}
          >
            <div
              className="p-carousel-items-container"
              style={{ transform: `translateY(${-first * itemHeightRem}rem)` }}
            >
              <CarouselItems
                items={items}
                first={first}
                numVisible={numVisible}
                itemKey={itemKey}
                renderItem={renderItem}
                itemStyle={{ height: `${itemHeightRem}rem` }}
              />
            </div>
          </div>
          {navigable && navigator('next')}
        </div>
      </div>
    </div>
  );
}
