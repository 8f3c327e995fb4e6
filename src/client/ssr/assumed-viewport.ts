import type { Viewport } from './ssr-state.ts';

/** The widths a server-rendered page assumes for each viewport (the spec's 390 px and 1440 px). */
const ASSUMED_WIDTH: Record<Viewport, number> = { phone: 390, desktop: 1440 };

let assumed: Viewport = 'desktop';

/**
 * Sets the viewport that media queries answer for while there is no screen to ask: on the server,
 * and on the client while it hydrates a server-rendered page (both must render the same markup;
 * React then re-renders with the real answer).
 */
export function setAssumedViewport(viewport: Viewport): void {
  assumed = viewport;
}

const CONDITION = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/;

/** Whether `(min-width: …px)` / `(max-width: …px)` conditions joined by `and` hold for the assumed width. Anything else is false. */
export function assumedMediaMatch(query: string): boolean {
  const width = ASSUMED_WIDTH[assumed];
  return query.split(/\s+and\s+/).every((part) => {
    const match = CONDITION.exec(part.trim());
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}
