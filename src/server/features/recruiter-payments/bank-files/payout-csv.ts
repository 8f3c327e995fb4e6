import { toCsv } from '#shared/format/csv.ts';
import { minorToDecimal } from '#shared/format/money.ts';
import type { BankTransfer } from './transfer.ts';

export const PAYOUT_CSV_HEADER = [
  'Reference',
  'Beneficiary name',
  'IBAN',
  'Amount',
  'Currency',
  'Description',
] as const;

/**
 * Payouts in other currencies: a plain CSV (RFC 4180, UTF-8 with a byte-order mark) that staff
 * upload to the bank's bulk transfer screen or key in; amounts with a point and the currency's
 * minor digits.
 */
export function buildPayoutCsv(
  transfers: readonly BankTransfer[],
  currency: string,
  digits: number,
): string {
  const rows = transfers.map((transfer) => [
    transfer.endToEndId,
    transfer.name,
    transfer.iban,
    minorToDecimal(transfer.amountMinor, digits),
    currency,
    transfer.description,
  ]);
  return `\uFEFF${toCsv([PAYOUT_CSV_HEADER, ...rows])}\r\n`;
}
