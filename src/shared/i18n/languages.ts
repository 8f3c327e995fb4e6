/** The languages of the catalogue; kept apart from `catalogue.ts` so reading them loads no texts. */
export const SUPPORTED_LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
