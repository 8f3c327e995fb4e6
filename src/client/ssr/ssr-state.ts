import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '#shared/i18n/languages.ts';

import type { Viewport } from '#shared/ssr/page-state.ts';

export { SSR_STATE_ELEMENT_ID, type Viewport } from '#shared/ssr/page-state.ts';

/**
 * What a server-rendered page was rendered from. The client hydrates the page only when it would
 * render the same thing: the same language, the same (anonymous) session, the same data.
 */
export type SsrState = {
  language: Language;
  viewport: Viewport;
  /** TanStack Query's dehydrated cache: the answers the page rendered. */
  queries: DehydratedState;
  /** React Router's loader data of the matched routes (the guards' answers). */
  loaderData: Record<string, unknown>;
  /** The lazily loaded parts the page showed (`preloadableLazy` names): loaded before hydrating. */
  parts: string[];
};
