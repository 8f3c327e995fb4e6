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

/** The ISO code of a currency as shown: upper case, and the spec's 'TL' is the Turkish lira, TRY. */
export function currencyCode(currency: string): string {
  const code = currency.toUpperCase();
  return code === 'TL' ? 'TRY' : code;
}

export function currencySymbol(currency: string | null | undefined): string {
  if (!currency) return '';
  const code = currencyCode(currency);
  return CURRENCY_SYMBOLS[code] ?? code;
}

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currencyCode(currency)] ?? 2;
}

export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

/** Minor units as a plain decimal ("123456" with 2 digits: "1234.56"), exact for any integer. */
export function minorToDecimal(amountMinor: number, digits: number, separator = '.'): string {
  const text = String(Math.abs(Math.trunc(amountMinor))).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = digits > 0 ? `${separator}${text.slice(-digits)}` : '';
  return `${amountMinor < 0 ? '-' : ''}${whole}${fraction}`;
}

/** en-US and tr-TR number punctuation: grouping separator, decimal separator. */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  tr: { group: '.', decimal: ',' },
};

/**
 * A number with grouping and no needless decimals: 1500 gives '1,500', 1500.5 gives '1,500.50'
 * ('1.500,50' in Turkish). Written out rather than with Intl.NumberFormat: the first one a page
 * builds loads the locale's data, a 70 ms task on a throttled phone in the middle of first paint.
 */
export function formatAmount(major: number, locale = 'en'): string {
  const { group, decimal } = SEPARATORS[locale] ?? SEPARATORS.en!;
  const digits = Number.isInteger(major) ? 0 : 2;
  const [whole = '0', fraction] = Math.abs(major).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${major < 0 ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** The shared reward / money formatter: symbol then amount, e.g. '$1,500', '₺25.000'. */
export function formatMoney(amountMinor: number, currency: string, locale = 'en'): string {
  const symbol = currencySymbol(currency);
  const amount = formatAmount(minorToMajor(amountMinor, currency), locale);
  return symbol.length > 1 && /^[A-Z]+$/.test(symbol)
    ? `${symbol} ${amount}`
    : `${symbol}${amount}`;
}
