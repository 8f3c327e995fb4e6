import { auth } from './auth.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { layout } from './layout.ts';
import { menu } from './menu.ts';
import { pages } from './pages.ts';
import { validation } from './validation.ts';

export const SUPPORTED_LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each area becomes the top-level key of its texts (`errors.not_found`). A new area: one entry here. */
const areas = { auth, common, errors, layout, menu, pages, validation };

type Areas = typeof areas;

function pick<L extends Language>(language: L): { [K in keyof Areas]: Areas[K][L] } {
  return Object.fromEntries(
    Object.entries(areas).map(([name, area]) => [name, area[language]]),
  ) as {
    [K in keyof Areas]: Areas[K][L];
  };
}

/** i18next `resources`: one `translation` namespace per language. */
export const resources = {
  en: { translation: pick('en') },
  tr: { translation: pick('tr') },
};
