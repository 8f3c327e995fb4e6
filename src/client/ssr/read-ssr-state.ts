import { sessionStore } from '#client/session/session-store.ts';
import { readSavedSearch } from '#client/components/jobs/saved-search.ts';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state.ts';

/** The state the server rendered the page from, if it did (absent or unreadable: null). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as Partial<SsrState> | null;
    return state?.queries &&
      state.loaderData &&
      state.language &&
      state.viewport &&
      Array.isArray(state.parts)
      ? (state as SsrState)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser would render what the server rendered. The server renders for an
 * anonymous visitor in the language of its cookie with the default search; a cached session, an
 * earlier language choice the cookie missed, or a saved search (home's search form and the job
 * list start from it) render differently, and the browser then renders the page itself.
 */
export function canHydrate(state: SsrState, language: string): boolean {
  if (state.language !== language) return false;
  if (sessionStore.getSnapshot().status !== 'anonymous') return false;
  return readSavedSearch() === null;
}
