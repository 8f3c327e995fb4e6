import { describe, expect, it } from 'vitest';
import { formatAppDate, formatAppDateTime } from './app-date.ts';

describe('formatAppDate', () => {
  it('writes English as MMM DD, YYYY and Turkish day first', () => {
    expect(formatAppDate('2026-11-05T14:07:00Z', 'en')).toBe('Nov 05, 2026');
    expect(formatAppDate('2026-11-05T14:07:00Z', 'tr')).toBe('05 Kas 2026');
    expect(formatAppDate(new Date(Date.UTC(2026, 1, 28)), 'tr')).toBe('28 Şub 2026');
    expect(formatAppDate(new Date(Date.UTC(2026, 7, 9)), 'tr')).toBe('09 Ağu 2026');
  });

  it('has the twelve short months of both languages', () => {
    const months = (language: 'en' | 'tr') =>
      Array.from({ length: 12 }, (_, month) =>
        formatAppDate(new Date(Date.UTC(2026, month, 15)), language),
      );
    expect(months('en')).toEqual(
      ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
        (month) => `${month} 15, 2026`,
      ),
    );
    expect(months('tr')).toEqual(
      ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'].map(
        (month) => `15 ${month} 2026`,
      ),
    );
  });

  it('pads the day to two digits', () => {
    expect(formatAppDate('2026-01-01T00:00:00Z', 'en')).toBe('Jan 01, 2026');
    expect(formatAppDate('2026-01-01T00:00:00Z', 'tr')).toBe('01 Oca 2026');
    expect(formatAppDate('2026-12-31T12:00:00Z', 'en')).toBe('Dec 31, 2026');
  });

  it('reads the day in UTC, whatever the offset of the input', () => {
    expect(formatAppDate('2026-12-31T23:59:59Z', 'en')).toBe('Dec 31, 2026');
    expect(formatAppDate('2027-01-01T00:00:00Z', 'en')).toBe('Jan 01, 2027');
    // 01:30 in Istanbul on New Year's Day is still the last evening of the year in UTC.
    expect(formatAppDate('2027-01-01T01:30:00+03:00', 'tr')).toBe('31 Ara 2026');
    expect(formatAppDate('2026-03-01T23:30:00-02:00', 'en')).toBe('Mar 02, 2026');
  });

  it('gives an empty text for no value or an invalid one', () => {
    for (const language of ['en', 'tr'] as const) {
      expect(formatAppDate(null, language)).toBe('');
      expect(formatAppDate(undefined, language)).toBe('');
      expect(formatAppDate('', language)).toBe('');
      expect(formatAppDate('not a date', language)).toBe('');
      expect(formatAppDate(new Date(Number.NaN), language)).toBe('');
    }
  });
});

describe('formatAppDateTime', () => {
  it('adds the UTC hour and minute, padded', () => {
    expect(formatAppDateTime('2026-11-05T14:07:00Z', 'en')).toBe('Nov 05, 2026 14:07 UTC');
    expect(formatAppDateTime('2026-11-05T14:07:00Z', 'tr')).toBe('05 Kas 2026 14:07 UTC');
    expect(formatAppDateTime('2026-02-03T04:05:59Z', 'en')).toBe('Feb 03, 2026 04:05 UTC');
  });

  it('stays on the UTC day and hour near midnight', () => {
    expect(formatAppDateTime('2026-12-31T23:59:00Z', 'en')).toBe('Dec 31, 2026 23:59 UTC');
    expect(formatAppDateTime('2027-01-01T00:00:00Z', 'tr')).toBe('01 Oca 2027 00:00 UTC');
    expect(formatAppDateTime('2027-01-01T02:15:00+03:00', 'tr')).toBe('31 Ara 2026 23:15 UTC');
  });

  it('gives an empty text for no value or an invalid one', () => {
    expect(formatAppDateTime(null, 'en')).toBe('');
    expect(formatAppDateTime(undefined, 'tr')).toBe('');
    expect(formatAppDateTime('2026-13-45', 'en')).toBe('');
    expect(formatAppDateTime(new Date('nope'), 'tr')).toBe('');
  });
});
