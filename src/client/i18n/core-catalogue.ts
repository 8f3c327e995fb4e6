import { auth } from '#shared/i18n/auth.ts';
import { common } from '#shared/i18n/common.ts';
import { content } from '#shared/i18n/content.ts';
import { errors } from '#shared/i18n/errors.ts';
import { home } from '#shared/i18n/home.ts';
import { jobs } from '#shared/i18n/jobs.ts';
import { layout } from '#shared/i18n/layout.ts';
import { menu } from '#shared/i18n/menu.ts';
import { pages } from '#shared/i18n/pages.ts';
import { validation } from '#shared/i18n/validation.ts';

/**
 * The areas the first paint needs: the shell (header, footer, splash, page titles, error pages),
 * API errors and validation, and the public job screens (home, jobs, job detail). Every other area
 * arrives with the whole catalogue (`loadFullCatalogue` in `i18n.ts`), which the routes that need
 * it wait for; this keeps about two thirds of the texts out of the home page's JavaScript.
 */
const coreAreas = { auth, common, content, errors, home, jobs, layout, menu, pages, validation };

type CoreAreas = typeof coreAreas;

function pick<L extends 'en' | 'tr'>(language: L): { [K in keyof CoreAreas]: CoreAreas[K][L] } {
  return Object.fromEntries(
    Object.entries(coreAreas).map(([name, area]) => [name, area[language]]),
  ) as { [K in keyof CoreAreas]: CoreAreas[K][L] };
}

export const coreResources = {
  en: { translation: pick('en') },
  tr: { translation: pick('tr') },
};
