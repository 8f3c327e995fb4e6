/** RFC 4180 CSV; cells that start like a formula are prefixed so spreadsheets do not run them. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          let text = cell === null ? '' : String(cell);
          if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
          return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
        })
        .join(','),
    )
    .join('\r\n');
}
