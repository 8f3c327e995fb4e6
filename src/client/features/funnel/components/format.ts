import type { TFunction } from 'i18next';

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/** A share (0 to 1) as a whole percentage in the page's language. */
export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
    share,
  );
}

/** Seconds as days (one decimal) from a day up, hours below. */
export function formatDuration(seconds: number, language: string, t: TFunction): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (seconds >= DAY_S) {
    const days = Math.round((seconds / DAY_S) * 10) / 10;
    return t('funnel.days', { count: days, value: number.format(days) });
  }
  if (seconds >= HOUR_S) {
    const hours = Math.round(seconds / HOUR_S);
    return t('funnel.hours', { count: hours, value: number.format(hours) });
  }
  return t('funnel.lessThanHour');
}
