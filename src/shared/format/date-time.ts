import { formatDate } from './date.ts';

/** DD.MM.YYYY HH:mm in UTC, for events whose hour matters (a mail's time, a log line). */
export function formatDateTime(value: string | Date | null | undefined): string {
  const day = formatDate(value);
  if (!day || !value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  const hh = String(date.getUTCHours()).padStart(2, '0');
  const mi = String(date.getUTCMinutes()).padStart(2, '0');
  return `${day} ${hh}:${mi} UTC`;
}
