import { describe, expect, it } from 'vitest';
import { formatDate } from './date.ts';
import { currencySymbol, formatAmount, formatMoney } from './money.ts';
import { formatSalary } from './salary.ts';
import { searchFold } from './search-fold.ts';
import { slugify, stripTags, truncate } from './text.ts';

describe('formatSalary', () => {
  const base = { currency: 'USD', typeName: 'Yearly' };
  it('shows a range, a minimum or a maximum as the spec says', () => {
    expect(
      formatSalary({ ...base, minMinor: 5_000_000, maxMinor: 7_000_000 }, { upTo: 'Up to' }),
    ).toBe('Yearly $50,000 - $70,000');
    expect(formatSalary({ ...base, minMinor: 5_000_000, maxMinor: null }, { upTo: 'Up to' })).toBe(
      'Yearly $50,000+',
    );
    expect(formatSalary({ ...base, minMinor: null, maxMinor: 7_000_000 }, { upTo: 'Up to' })).toBe(
      'Yearly Up to $70,000',
    );
    expect(formatSalary({ ...base, minMinor: null, maxMinor: null }, { upTo: 'Up to' })).toBeNull();
    // One money format everywhere: a salary in francs reads like a reward in francs.
    expect(
      formatSalary(
        { ...base, currency: 'CHF', minMinor: 9_300_000, maxMinor: null },
        { upTo: 'Up to' },
      ),
    ).toBe(`Yearly ${formatMoney(9_300_000, 'CHF')}+`);
    expect(formatMoney(9_300_000, 'CHF')).toBe('CHF 93,000');
    expect(
      formatSalary(
        { currency: 'TRY', typeName: null, minMinor: 4_500_000, maxMinor: null },
        { upTo: 'En fazla', locale: 'tr' },
      ),
    ).toBe('₺45.000+');
  });
});

describe('money', () => {
  it('has the ten symbols and formats minor units', () => {
    expect(
      ['USD', 'EUR', 'TRY', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR'].map(currencySymbol),
    ).toEqual(['$', '€', '₺', '£', '¥', 'C$', 'A$', 'CHF', 'CN¥', '₹']);
    expect(formatMoney(150_000, 'USD')).toBe('$1,500');
    expect(formatMoney(150_050, 'EUR')).toBe('€1,500.50');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(100_000, 'CHF')).toBe('CHF 1,000');
  });

  it('maps TL to TRY, as the spec says', () => {
    expect(currencySymbol('TL')).toBe('₺');
    expect(currencySymbol('tl')).toBe('₺');
    expect(formatMoney(150_050, 'TL', 'tr')).toBe(formatMoney(150_050, 'TRY', 'tr'));
  });

  it('punctuates amounts as Intl does for en-US and tr-TR', () => {
    const amounts = [0, 7, 999, 1000, 12_345, 999_999.5, 1_000_000, 123_456_789.25, -1500, -0.5];
    for (const [language, tag] of [
      ['en', 'en-US'],
      ['tr', 'tr-TR'],
    ] as const) {
      for (const amount of amounts) {
        const digits = Number.isInteger(amount) ? 0 : 2;
        const intl = new Intl.NumberFormat(tag, {
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }).format(amount);
        expect(formatAmount(amount, language)).toBe(intl);
      }
    }
  });

  it('keeps each language and precision apart', () => {
    expect(formatMoney(2_500_000, 'TRY', 'tr')).toBe('₺25.000');
    expect(formatMoney(2_500_050, 'TRY', 'tr')).toBe('₺25.000,50');
    expect(formatMoney(2_500_000, 'TRY', 'en')).toBe('₺25,000');
    expect(formatMoney(2_500_050, 'TRY', 'en')).toBe('₺25,000.50');
    expect(formatMoney(2_500_000, 'TRY', 'tr')).toBe('₺25.000');
  });
});

describe('text and dates', () => {
  it('formats DD.MM.YYYY in UTC', () => {
    expect(formatDate('2026-03-04T23:30:00Z')).toBe('04.03.2026');
    expect(formatDate('not a date')).toBe('');
  });
  it('cuts with an ellipsis and strips tags', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
    expect(stripTags('<p>A &amp; B</p><script>x()</script><ul><li>C</li></ul>')).toBe('A & B C');
  });
  it('folds the whole Turkish alphabet the same in both cases', () => {
    const upper = 'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ';
    const lower = 'abcçdefgğhıijklmnoöprsştuüvyz';
    expect(searchFold(upper)).toBe('abccdefgghiijklmnooprsstuuvyz');
    expect(searchFold(lower)).toBe(searchFold(upper));
    expect(searchFold('ŞANLIURFA')).toBe('sanliurfa');
    expect(searchFold('TÜRKİYE')).toBe('turkiye');
    // What the browser's lower-casing leaves of a capital İ (i and a combining dot) folds too.
    expect(searchFold('TÜRKİYE'.toLocaleLowerCase('en'))).toBe('turkiye');
  });

  it('folds Turkish i and accents, and slugs', () => {
    expect(searchFold('İSTANBUL Kıdemli Zürich')).toBe('istanbul kidemli zurich');
    expect(slugify('Anatolia Pay — Kıdemli Yazılım Mühendisi')).toBe(
      'anatolia-pay-kidemli-yazilim-muhendisi',
    );
  });
});
