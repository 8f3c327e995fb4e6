import { cleanup, configure } from '@testing-library/react';
import PrimeReact from 'primereact/api';
import { afterAll, afterEach, vi } from 'vitest';
import { queryClient } from '#client/api/query-client.ts';
import { discardSession } from '#client/session/session-service.ts';
import { initI18n, i18next, loadFullCatalogue, primeReactLocaleReady } from '#client/i18n/i18n.ts';
import { setAppNavigator } from '#client/session/app-navigator.ts';
import { runTestCleanups } from './cleanups.ts';
import { snapshotDocument } from './document-snapshot.ts';
import { failOnConsoleError } from './console-errors.ts';

initI18n('en');
await loadFullCatalogue(); // the browser loads it after first paint; tests want every text
await primeReactLocaleReady();
failOnConsoleError();

// Response schemas load through dynamic imports, which Vite transforms on first use: on a busy
// CI machine that first load alone has taken longer than the library's 1-s default.
configure({ asyncUtilTimeout: 5_000 });

// jsdom implements neither; layouts and ScrollRestoration call them.
window.scrollTo = () => undefined;
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(async () => {
  cleanup();
  runTestCleanups();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  discardSession();
  window.localStorage.clear();
  setAppNavigator(null);
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  await primeReactLocaleReady();
});

// The client project shares one worker's imports between its files (vitest.config.ts). What a
// file leaves behind is put back as a fresh import would find it: the app's modules are loaded
// anew (a toast waiting for its host, a cached lookup, the session), the query client's retries
// still on their way are dropped, PrimeReact's global options (its provider copies the theme's
// ripple into them) are reset, and the document is as the file found it; the libraries themselves
// stay loaded.
const restoreDocument = snapshotDocument();
const primeReactOptions = {
  ripple: PrimeReact.ripple,
  inputStyle: PrimeReact.inputStyle,
  locale: PrimeReact.locale,
};
afterAll(() => {
  queryClient.clear();
  Object.assign(PrimeReact, primeReactOptions);
  restoreDocument();
  vi.resetModules();
});
