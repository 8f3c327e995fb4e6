import { afterEach, describe, expect, it } from 'vitest';
import { applySession, discardSession } from '#client/session/session-service.ts';
import { clearSavedSearch, saveSearch } from '#client/components/jobs/saved-search.ts';
import { createSession } from '#client/test/session-fixtures.ts';
import { canHydrate, readSsrState } from './read-ssr-state.ts';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './ssr-state.ts';

const STATE: SsrState = {
  language: 'en',
  viewport: 'phone',
  queries: { mutations: [], queries: [] },
  loaderData: { jobs: null },
  parts: ['jobs-table'],
};

afterEach(() => {
  discardSession();
  clearSavedSearch();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function page(json: string) {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${json}</script>`;
}

describe('the server-rendered state', () => {
  it('is read from the page, and is absent when missing or unreadable', () => {
    expect(readSsrState()).toBeNull();
    page(JSON.stringify(STATE));
    expect(readSsrState()).toEqual(STATE);
    page('{not json');
    expect(readSsrState()).toBeNull();
    page(JSON.stringify({ language: 'en' }));
    expect(readSsrState()).toBeNull();
    page(JSON.stringify({ ...STATE, parts: undefined })); // a page rendered by an older server
    expect(readSsrState()).toBeNull();
  });

  it('is taken over only when this browser renders the same page', () => {
    window.history.replaceState(null, '', '/jobs');
    expect(canHydrate(STATE, 'en')).toBe(true);
    // another language than the cookie said
    expect(canHydrate(STATE, 'tr')).toBe(false);
    // a saved search: the job list and home's search form start from it
    saveSearch({ countryIds: [7], keyword: 'data' });
    expect(canHydrate(STATE, 'en')).toBe(false);
    window.history.replaceState(null, '', '/');
    expect(canHydrate(STATE, 'en')).toBe(false);
    clearSavedSearch();
    expect(canHydrate(STATE, 'en')).toBe(true);
    // a session the server did not see
    applySession(createSession());
    expect(canHydrate(STATE, 'en')).toBe(false);
  });
});
