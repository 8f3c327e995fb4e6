import type { CSSProperties, ReactNode } from 'react';
import { classNames } from './class-names.ts';

export type CarouselItemsProps<T> = {
  items: T[];
  /** Index of the first visible item. */
  first: number;
  numVisible: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Each item's size along the carousel's direction. */
  itemStyle: CSSProperties;
};

/**
 * The items of a light carousel in PrimeReact's markup: the visible ones marked active (start and
 * end), the others aria-hidden and inert, decided during render so the server's HTML is already
 * right and hydration has nothing to fix.
 */
export function CarouselItems<T>({
  items,
  first,
  numVisible,
  itemKey,
  renderItem,
  itemStyle,
}: CarouselItemsProps<T>) {
  return items.map((item, index) => {
    const visible = index >= first && index < first + numVisible;
    return (
      <div
        key={itemKey(item)}
        className={classNames(
          'p-carousel-item',
          visible && 'p-carousel-item-active',
          index === first && 'p-carousel-item-start',
          index === first + numVisible - 1 && 'p-carousel-item-end',
        )}
        style={itemStyle}
        aria-hidden={visible ? undefined : true}
        inert={!visible}
      >
        {renderItem(item)}
      </div>
    );
  });
}
