import { minorToMajor } from '#shared/format/money.ts';

/** An amount for a spreadsheet: major units with a decimal point, no grouping, no symbol. */
export function plainAmount(amountMinor: number, currency: string): string {
  const digits = Number.isInteger(minorToMajor(1, currency)) ? 0 : 2;
  return minorToMajor(amountMinor, currency).toFixed(digits);
}
