/** A plain decimal number (a credit note's -2000.00): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * RFC 4180 CSV; cells that start like a formula are prefixed so spreadsheets do not run them.
 * Negative amounts stay numbers, so a column of credit notes still adds up. A cell holding `;` is
 * quoted too: a spreadsheet set to split on semicolons (Turkish and most European Excel) would
 * otherwise start a new cell there, and the text after it could be a formula.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          let text = cell === null ? '' : String(cell);
          if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
          return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n');
}
