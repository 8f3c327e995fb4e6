import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { discardSession } from '#client/session/session-service.ts';
import { initI18n, i18next, loadFullCatalogue, primeReactLocaleReady } from '#client/i18n/i18n.ts';
import { setAppNavigator } from '#client/session/app-navigator.ts';
import { runTestCleanups } from './cleanups.ts';
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
