import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml } from '#client/test/hydrate-server-html.ts';
import { VerticalCarousel } from './vertical-carousel.tsx';

const NAMES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];

function carousel(items: string[]) {
  return (
    <VerticalCarousel
      items={items}
      numVisible={Math.min(5, items.length)}
      itemKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      itemHeightRem={6}
      prevLabel="Previous similar job"
      nextLabel="Next similar job"
    />
  );
}

const items = (root: ParentNode = document) => [
  ...root.querySelectorAll<HTMLElement>('.p-carousel-item'),
];
/** The texts of the items a person can see and reach. */
const visibleItems = () =>
  items()
    .filter((item) => !item.hasAttribute('aria-hidden') && !item.hasAttribute('inert'))
    .map((item) => item.textContent);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const prev = () => button('Previous similar job');
const next = () => button('Next similar job');
const track = () => document.querySelector<HTMLElement>('.p-carousel-items-container');

describe('VerticalCarousel', () => {
  it("shows 5 of 7 in PrimeReact's markup; the others are hidden and inert", () => {
    render(carousel(NAMES));
    const root = document.querySelector('.p-carousel');
    expect(root?.className).toBe('p-carousel p-component p-carousel-vertical light-carousel');
    const viewport = root?.querySelector<HTMLElement>(
      '.p-carousel-content > .p-carousel-container > .p-carousel-items-content',
    );
    expect(viewport?.style.height).toBe('30rem');
    expect(track()?.style.transform).toBe('translateY(0rem)');

    expect(visibleItems()).toEqual(['one', 'two', 'three', 'four', 'five']);
    const [first, , , , fifth, sixth, seventh] = items();
    expect(first?.className).toBe('p-carousel-item p-carousel-item-active p-carousel-item-start');
    expect(fifth?.className).toBe('p-carousel-item p-carousel-item-active p-carousel-item-end');
    expect(first?.style.height).toBe('6rem');
    for (const hidden of [sixth, seventh]) {
      expect(hidden?.className).toBe('p-carousel-item');
      expect(hidden?.getAttribute('aria-hidden')).toBe('true');
      expect(hidden?.hasAttribute('inert')).toBe(true);
    }
    expect(first?.hasAttribute('inert')).toBe(false);
    // Only the visible items' links are in the accessibility tree.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(NAMES.slice(0, 5));

    expect(prev().className).toBe('p-carousel-prev p-link p-disabled');
    expect(prev().querySelector('span')?.className).toBe('p-carousel-prev-icon pi pi-chevron-up');
    expect(next().className).toBe('p-carousel-next p-link');
    expect(next().querySelector('span')?.className).toBe('p-carousel-next-icon pi pi-chevron-down');
  });

  it('scrolls one at a time and stops at both ends', async () => {
    const user = userEvent.setup();
    render(carousel(NAMES));
    expect(prev().disabled).toBe(true);

    await user.click(next());
    expect(visibleItems()).toEqual(['two', 'three', 'four', 'five', 'six']);
    expect(track()?.style.transform).toBe('translateY(-6rem)');
    expect(prev().disabled).toBe(false);
    expect(prev().classList.contains('p-disabled')).toBe(false);
    expect(next().disabled).toBe(false);

    await user.click(next());
    expect(visibleItems()).toEqual(['three', 'four', 'five', 'six', 'seven']);
    expect(next().disabled).toBe(true);
    expect(next().classList.contains('p-disabled')).toBe(true);
    await user.click(next());
    expect(visibleItems()).toEqual(['three', 'four', 'five', 'six', 'seven']);

    await user.click(prev());
    await user.click(prev());
    expect(visibleItems()).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(prev().disabled).toBe(true);
  });

  it('has no navigators when every item fits', () => {
    const { rerender } = render(carousel(NAMES.slice(0, 5)));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(visibleItems()).toEqual(NAMES.slice(0, 5));
    rerender(carousel(NAMES.slice(0, 2)));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(visibleItems()).toEqual(['one', 'two']);
    expect(document.querySelector<HTMLElement>('.p-carousel-items-content')?.style.height).toBe(
      '12rem',
    );
  });

  it('works from the keyboard, and hands focus to the other navigator at either end', async () => {
    const user = userEvent.setup();
    render(carousel(NAMES.slice(0, 6)));

    // jsdom knows nothing of `inert`, so Tab is not walked here: the first test checks that
    // off-screen items carry it, and browsers keep inert content out of the tab order.
    next().focus();
    await user.keyboard('{Enter}');
    expect(visibleItems()).toEqual(['two', 'three', 'four', 'five', 'six']);
    // Next is now disabled: focus went to Previous instead of the page.
    expect(next().disabled).toBe(true);
    expect(document.activeElement).toBe(prev());

    await user.keyboard(' ');
    expect(visibleItems()).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(prev().disabled).toBe(true);
    expect(document.activeElement).toBe(next());
  });

  it('leaves focus alone when the clicked navigator did not have it', () => {
    render(carousel(NAMES.slice(0, 6)));
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    // A click that does not focus the button, as a pointer press in Safari.
    fireEvent.click(next());
    expect(next().disabled).toBe(true);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('stays within the list when it shrinks', async () => {
    const user = userEvent.setup();
    const { rerender } = render(carousel(NAMES));
    await user.click(next());
    await user.click(next());
    expect(visibleItems()).toEqual(['three', 'four', 'five', 'six', 'seven']);

    rerender(carousel(NAMES.slice(0, 6)));
    expect(visibleItems()).toEqual(['two', 'three', 'four', 'five', 'six']);
    expect(track()?.style.transform).toBe('translateY(-6rem)');
    expect(next().disabled).toBe(true);

    rerender(carousel(NAMES.slice(0, 3)));
    expect(visibleItems()).toEqual(['one', 'two', 'three']);
    expect(track()?.style.transform).toBe('translateY(0rem)');
  });

  it("hydrates the server's markup as it is", async () => {
    const { html, container, before, onRecoverableError, cleanup } = await hydrateServerHtml(
      carousel(NAMES),
      items,
    );
    expect(html).toContain('aria-hidden="true" inert=""');
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The same elements, untouched: nothing to fix up after hydration.
    expect(items(container)).toEqual(before);
    expect(container.innerHTML).toBe(html);
    cleanup();
  });
});
