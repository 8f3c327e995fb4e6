import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAppDate, formatAppDateTime } from '#shared/format/app-date.ts';
import type { Language } from '#shared/i18n/languages.ts';

export type AppDateFormatter = (value: string | Date | null | undefined) => string;

/**
 * The logged-in area's date formatters in the current UI language ("Nov 05, 2026", "05 Kas 2026").
 * The public job screens keep `formatDate` (DD.MM.YYYY); see docs/decisions/16-dates.md.
 */
export function useAppDate(): { date: AppDateFormatter; dateTime: AppDateFormatter } {
  const { i18n } = useTranslation();
  const language: Language = i18n.resolvedLanguage === 'tr' ? 'tr' : 'en';
  return useMemo(
    () => ({
      date: (value) => formatAppDate(value, language),
      dateTime: (value) => formatAppDateTime(value, language),
    }),
    [language],
  );
}
