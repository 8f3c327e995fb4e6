import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes separators and quotes, and defuses spreadsheet formulas', () => {
    expect(
      toCsv([
        ['Name', 'Note'],
        ['Doe, Jane', 'said "hi"'],
        ['=HYPERLINK("x")', null],
      ]),
    ).toBe('Name,Note\r\n"Doe, Jane","said ""hi"""\r\n"\'=HYPERLINK(""x"")",');
  });
});
