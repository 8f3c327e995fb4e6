import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { focusDrawerEntry } from './drawer-focus.ts';

const FRAME_MS = 16;

/** A drawer whose first link refuses focus `refusals` times, as a still hidden element does. */
function drawerRefusingFocus(refusals: number) {
  document.body.innerHTML = `
    <button id="toggle">Open menu</button>
    <nav id="drawer"><a href="/first">First</a><a href="/second">Second</a></nav>
    <input id="search" aria-label="Search" />`;
  const first = document.querySelector<HTMLAnchorElement>('#drawer a')!;
  const focus = first.focus.bind(first);
  let refused = 0;
  first.focus = () => {
    if (refused < refusals) refused += 1;
    else focus();
  };
  document.getElementById('toggle')!.focus();
  return first;
}

describe('focusDrawerEntry', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps trying each frame until the drawer takes focus', () => {
    const first = drawerRefusingFocus(5);
    focusDrawerEntry('drawer', 2000);
    vi.advanceTimersByTime(FRAME_MS * 3);
    expect(document.activeElement?.id).toBe('toggle');
    vi.advanceTimersByTime(FRAME_MS * 5);
    expect(document.activeElement).toBe(first);
  });

  it('gives up after its wait', () => {
    drawerRefusingFocus(Number.POSITIVE_INFINITY);
    focusDrawerEntry('drawer', 200);
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
    expect(document.activeElement?.id).toBe('toggle');
  });

  it('leaves focus where the user moved it meanwhile', () => {
    drawerRefusingFocus(3);
    focusDrawerEntry('drawer', 2000);
    vi.advanceTimersByTime(FRAME_MS * 2);
    document.getElementById('search')!.focus();
    vi.advanceTimersByTime(FRAME_MS * 10);
    expect(document.activeElement?.id).toBe('search');
  });

  it('stops when cancelled (the drawer closed)', () => {
    drawerRefusingFocus(3);
    const stop = focusDrawerEntry('drawer', 2000);
    vi.advanceTimersByTime(FRAME_MS * 2);
    stop();
    vi.advanceTimersByTime(FRAME_MS * 10);
    expect(document.activeElement?.id).toBe('toggle');
  });
});
