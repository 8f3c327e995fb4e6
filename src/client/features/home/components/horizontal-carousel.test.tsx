import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from '#client/test/hydrate-server-html.ts';
import { HorizontalCarousel } from './horizontal-carousel.tsx';

const TEN = Array.from({ length: 10 }, (_, index) => `job ${index + 1}`);
const AUTOPLAY_MS = 10_000;

function carousel(
  items: string[],
  { numVisible = 4, showIndicators = true, autoplayMs = AUTOPLAY_MS } = {},
) {
  return (
    <HorizontalCarousel
      className="home-carousel"
      items={items}
      numVisible={numVisible}
      itemKey={(item) => item}
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      showIndicators={showIndicators}
      autoplayMs={autoplayMs}
      prevLabel="Previous Page"
      nextLabel="Next Page"
      pageLabel={(page) => `Page ${page}`}
      ariaLabel="Open jobs"
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
const activeItems = () =>
  items()
    .filter((item) => item.classList.contains('p-carousel-item-active'))
    .map((item) => item.textContent);
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const prev = () => button('Previous Page');
const next = () => button('Next Page');
const track = () => document.querySelector<HTMLElement>('.p-carousel-items-container');
const indicators = () => [...document.querySelectorAll<HTMLElement>('.p-carousel-indicator')];
const currentPage = () =>
  screen
    .getAllByRole('button', { name: /^Page / })
    .filter((indicator) => indicator.getAttribute('aria-current') === 'page')
    .map((indicator) => indicator.getAttribute('aria-label'));
const jobs = (from: number, to: number) => TEN.slice(from - 1, to);
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('HorizontalCarousel', () => {
  it("shows the first 4 of 10 in PrimeReact's markup; the others are hidden and inert", () => {
    render(carousel(TEN));
    const root = screen.getByRole('region', { name: 'Open jobs' });
    expect(root.className).toBe(
      'home-carousel p-carousel p-component p-carousel-horizontal light-carousel',
    );
    const viewport = root.querySelector(
      ':scope > .p-carousel-content > .p-carousel-container > .p-carousel-items-content',
    );
    expect(viewport?.firstElementChild).toBe(track());
    expect(track()?.style.transform).toBe('translateX(0%)');

    expect(visibleItems()).toEqual(jobs(1, 4));
    expect(activeItems()).toEqual(jobs(1, 4));
    const all = items();
    expect(all[0]?.className).toBe('p-carousel-item p-carousel-item-active p-carousel-item-start');
    expect(all[3]?.className).toBe('p-carousel-item p-carousel-item-active p-carousel-item-end');
    expect(all[0]?.style.flex).toBe('0 0 25%');
    expect(all[0]?.hasAttribute('inert')).toBe(false);
    for (const hidden of all.slice(4)) {
      expect(hidden.className).toBe('p-carousel-item');
      expect(hidden.getAttribute('aria-hidden')).toBe('true');
      expect(hidden.hasAttribute('inert')).toBe(true);
    }
    // Only the visible items' links are in the accessibility tree.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(jobs(1, 4));

    const container = root.querySelector('.p-carousel-container');
    expect(prev().parentElement).toBe(container);
    expect(prev().className).toBe('p-carousel-prev p-link');
    expect(prev().querySelector('span')?.className).toBe('p-carousel-prev-icon pi pi-chevron-left');
    expect(next().className).toBe('p-carousel-next p-link');
    expect(next().querySelector('span')?.className).toBe(
      'p-carousel-next-icon pi pi-chevron-right',
    );
    const list = root.querySelector(':scope > .p-carousel-content > ul');
    expect(list?.className).toBe('p-carousel-indicators p-reset');
  });

  it('pages 4 at a time, wraps around at both ends, and keeps focus on the navigator', async () => {
    const user = userEvent.setup();
    render(carousel(TEN, { autoplayMs: 0 }));

    await user.click(next());
    expect(visibleItems()).toEqual(jobs(5, 8));
    expect(track()?.style.transform).toBe('translateX(-100%)');
    expect(currentPage()).toEqual(['Page 2']);

    // The last page is partial: it shows the last 4, so the viewport is never half empty.
    await user.click(next());
    expect(visibleItems()).toEqual(jobs(7, 10));
    expect(activeItems()).toEqual(jobs(7, 10));
    expect(track()?.style.transform).toBe('translateX(-150%)');
    expect(currentPage()).toEqual(['Page 3']);

    await user.click(next());
    expect(visibleItems()).toEqual(jobs(1, 4));
    expect(currentPage()).toEqual(['Page 1']);

    await user.click(prev());
    expect(visibleItems()).toEqual(jobs(7, 10));
    expect(currentPage()).toEqual(['Page 3']);

    // From the keyboard: the navigators never disable, so focus stays put.
    next().focus();
    await user.keyboard('{Enter}');
    expect(visibleItems()).toEqual(jobs(1, 4));
    expect(document.activeElement).toBe(next());
    await user.keyboard(' ');
    expect(visibleItems()).toEqual(jobs(5, 8));
    expect(document.activeElement).toBe(next());
  });

  it('has an indicator a page; the current one is highlighted and the others go there', async () => {
    const user = userEvent.setup();
    render(carousel(TEN, { autoplayMs: 0 }));
    expect(indicators()).toHaveLength(3);
    expect(indicators().map((indicator) => indicator.className)).toEqual([
      'p-carousel-indicator p-highlight',
      'p-carousel-indicator',
      'p-carousel-indicator',
    ]);
    expect(currentPage()).toEqual(['Page 1']);
    expect(button('Page 1').className).toBe('p-link');

    await user.click(button('Page 3'));
    expect(visibleItems()).toEqual(jobs(7, 10));
    expect(indicators()[2]?.classList.contains('p-highlight')).toBe(true);
    expect(indicators()[0]?.classList.contains('p-highlight')).toBe(false);
    expect(currentPage()).toEqual(['Page 3']);
    expect(document.activeElement).toBe(button('Page 3'));

    await user.click(button('Page 2'));
    expect(visibleItems()).toEqual(jobs(5, 8));
  });

  it('leaves out the indicators on request, and both controls when everything fits', () => {
    const { rerender } = render(carousel(TEN, { showIndicators: false }));
    expect(document.querySelector('.p-carousel-indicators')).toBeNull();
    expect(next()).toBeDefined();

    rerender(carousel(TEN.slice(0, 4)));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(visibleItems()).toEqual(jobs(1, 4));

    rerender(carousel(TEN.slice(0, 2)));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(visibleItems()).toEqual(jobs(1, 2));
    expect(track()?.style.transform).toBe('translateX(0%)');
  });

  it('keeps a valid page when more fit or the list shrinks', async () => {
    const user = userEvent.setup();
    const { rerender } = render(carousel(TEN, { autoplayMs: 0 }));
    await user.click(button('Page 3'));
    expect(visibleItems()).toEqual(jobs(7, 10));

    // One visible: page 3 is items 3 alone.
    rerender(carousel(TEN, { numVisible: 1, autoplayMs: 0 }));
    expect(visibleItems()).toEqual(['job 3']);
    expect(items()[2]?.style.flex).toBe('0 0 100%');
    expect(track()?.style.transform).toBe('translateX(-200%)');
    expect(indicators()).toHaveLength(10);

    // Six visible: two pages, page 3 no longer exists.
    rerender(carousel(TEN, { numVisible: 6, autoplayMs: 0 }));
    expect(indicators()).toHaveLength(2);
    expect(currentPage()).toEqual(['Page 2']);
    expect(visibleItems()).toEqual(jobs(5, 10));

    rerender(carousel(TEN, { numVisible: 10, autoplayMs: 0 }));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(visibleItems()).toEqual(TEN);
    expect(track()?.style.transform).toBe('translateX(0%)');
  });

  it('swipes to the next or previous page, but not on a vertical scroll', () => {
    render(carousel(TEN, { autoplayMs: 0 }));
    const viewport = document.querySelector('.p-carousel-items-content') as HTMLElement;
    const swipe = (dx: number, dy: number) => {
      fireEvent.touchStart(viewport, { changedTouches: [{ pageX: 200, pageY: 200 }] });
      fireEvent.touchEnd(viewport, { changedTouches: [{ pageX: 200 + dx, pageY: 200 + dy }] });
    };
    swipe(-80, 10);
    expect(visibleItems()).toEqual(jobs(5, 8));
    swipe(-30, 120);
    expect(visibleItems()).toEqual(jobs(5, 8));
    swipe(10, 0);
    expect(visibleItems()).toEqual(jobs(5, 8));
    swipe(80, 0);
    swipe(80, 0);
    expect(visibleItems()).toEqual(jobs(7, 10));
  });

  it('autoplays round the pages, pausing under the pointer and while focus is inside', () => {
    vi.useFakeTimers();
    render(carousel(TEN));
    const root = screen.getByRole('region', { name: 'Open jobs' });
    const container = root.querySelector('.p-carousel-container');
    // Autoplay's steps are not announced.
    expect(container?.getAttribute('aria-live')).toBe('off');

    wait(AUTOPLAY_MS - 1);
    expect(visibleItems()).toEqual(jobs(1, 4));
    wait(1);
    expect(visibleItems()).toEqual(jobs(5, 8));
    wait(AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(7, 10));
    wait(AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(1, 4));

    fireEvent.pointerEnter(root);
    expect(container?.getAttribute('aria-live')).toBe('polite');
    wait(3 * AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(1, 4));
    fireEvent.pointerLeave(root);
    wait(AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(5, 8));

    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => screen.getAllByRole('link')[0]?.focus());
    wait(3 * AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(5, 8));
    // Moving within the carousel keeps it paused; leaving it resumes.
    act(() => next().focus());
    wait(3 * AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(5, 8));
    act(() => outside.focus());
    wait(AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(7, 10));
    outside.remove();
  });

  it('stops autoplay for good once the visitor moves it', () => {
    vi.useFakeTimers();
    render(carousel(TEN));
    // A click that does not focus the button, as a pointer press in Safari.
    fireEvent.click(next());
    expect(visibleItems()).toEqual(jobs(5, 8));
    const container = document.querySelector('.p-carousel-container');
    expect(container?.getAttribute('aria-live')).toBe('polite');
    wait(5 * AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(5, 8));

    fireEvent.click(button('Page 1'));
    wait(5 * AUTOPLAY_MS);
    expect(visibleItems()).toEqual(jobs(1, 4));
  });

  it('does not autoplay for visitors who prefer reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = window.matchMedia;
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    try {
      render(carousel(TEN));
      wait(5 * AUTOPLAY_MS);
      expect(visibleItems()).toEqual(jobs(1, 4));
    } finally {
      spy.mockRestore();
    }
  });

  it("hydrates the server's markup as it is", async () => {
    const { html, container, before, onRecoverableError, cleanup } = await hydrateServerHtml(
      carousel(TEN),
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
