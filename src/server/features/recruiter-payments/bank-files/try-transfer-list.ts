import { minorToDecimal } from '#shared/format/money.ts';
import type { BankTransfer } from './transfer.ts';

/**
 * The bulk FAST/EFT upload Turkish banks take (toplu EFT/FAST): one transfer a line, separated by
 * semicolons (a comma is the decimal mark), UTF-8 with a byte-order mark so Turkish letters
 * survive spreadsheet programs, CRLF line ends. Columns: receiver name, IBAN, amount with a comma
 * decimal and no grouping, description.
 */
export const TRY_LIST_HEADER = ['Alıcı Adı Soyadı', 'IBAN', 'Tutar', 'Açıklama'] as const;

/** A cell: separators and quotes quoted; a leading formula character neutralised. */
function cell(value: string): string {
  let text = value.replace(/[\r\n\t]+/g, ' ').trim();
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  // A comma too: a spreadsheet set to split on commas would start a new cell there.
  return /[;,"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function buildTryTransferList(transfers: readonly BankTransfer[]): string {
  const lines = [TRY_LIST_HEADER.join(';')];
  for (const transfer of transfers)
    lines.push(
      [
        cell(transfer.name),
        cell(transfer.iban),
        minorToDecimal(transfer.amountMinor, 2, ','),
        cell(transfer.description.slice(0, 100)),
      ].join(';'),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
