import { formatMoney } from './money.ts';

export type SalaryInput = {
  minMinor: number | null;
  maxMinor: number | null;
  currency: string | null;
  /** The salary type's name in the reader's language ('Yearly'), or null. */
  typeName: string | null;
};

/**
 * The spec's salary display: min and max give 'type symbol min - symbol max'; min only gives
 * 'type symbol min+'; max only gives 'type Up to symbol max' (`upTo` is the translated 'Up to').
 * Null when neither amount is set.
 */
export function formatSalary(
  salary: SalaryInput,
  options: { upTo: string; locale?: string },
): string | null {
  const { minMinor, maxMinor, typeName } = salary;
  const currency = salary.currency ?? 'USD';
  // The same money format as rewards and invoices ('CHF 93,000', '$93,000', '₺93.000').
  const amount = (minor: number) => formatMoney(minor, currency, options.locale);
  let range: string;
  if (minMinor !== null && maxMinor !== null) range = `${amount(minMinor)} - ${amount(maxMinor)}`;
  else if (minMinor !== null) range = `${amount(minMinor)}+`;
  else if (maxMinor !== null) range = `${options.upTo} ${amount(maxMinor)}`;
  else return null;
  return typeName ? `${typeName} ${range}` : range;
}
