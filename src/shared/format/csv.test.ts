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

  it('quotes a cell holding a semicolon: a semicolon-splitting spreadsheet finds no formula in it', () => {
    expect(toCsv([['Acme;=2+3;x', 'plain']])).toBe('"Acme;=2+3;x",plain');
  });

  it('keeps negative amounts numbers, and still defuses what only looks like one', () => {
    expect(toCsv([['-2000.00', -15, '-0.5', '-2+3', '-1e3', '-cmd|x', '+1']])).toBe(
      "-2000.00,-15,-0.5,'-2+3,'-1e3,'-cmd|x,'+1",
    );
  });
});
