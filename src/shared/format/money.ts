/** The spec's ten currency symbols; other codes show as their code. */
export const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  TRY: '₺',
  GBP: '£',
  JPY: '¥',
  CAD: 'C$',
  AUD: 'A$',
  CHF: 'CHF',
  CNY: 'CN¥',
  INR: '₹',
};

/** Digits after the decimal point; amounts are stored in minor units (cents, kuruş). */
const MINOR_DIGITS: Record<string, number> = { JPY: 0 };

export function currencySymbol(currency: string | null | undefined): string {
  if (!currency) return '';
  return CURRENCY_SYMBOLS[currency.toUpperCase()] ?? currency.toUpperCase();
}

export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** (MINOR_DIGITS[currency.toUpperCase()] ?? 2);
}

// Building an Intl.NumberFormat costs far more than using one (a job list formats dozens of rewards).
const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(locale: string, fractionDigits: number): Intl.NumberFormat {
  const tag = locale === 'tr' ? 'tr-TR' : 'en-US';
  const key = `${tag}:${fractionDigits}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    amountFormats.set(key, format);
  }
  return format;
}

/** A number with grouping and no needless decimals: 1500 gives '1,500', 1500.5 gives '1,500.50'. */
export function formatAmount(major: number, locale = 'en'): string {
  return amountFormat(locale, Number.isInteger(major) ? 0 : 2).format(major);
}

/** The shared reward / money formatter: symbol then amount, e.g. '$1,500', '₺25.000'. */
export function formatMoney(amountMinor: number, currency: string, locale = 'en'): string {
  const symbol = currencySymbol(currency);
  const amount = formatAmount(minorToMajor(amountMinor, currency), locale);
  return symbol.length > 1 && /^[A-Z]+$/.test(symbol)
    ? `${symbol} ${amount}`
    : `${symbol}${amount}`;
}
