import { describe, expect, it } from 'vitest';
import { validation } from '../i18n/validation.ts';
import {
  dateSchema,
  FIELD_MESSAGES,
  idParamSchema,
  idSchema,
  INT4_MAX,
  lineText,
  multiLineText,
} from './fields.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('lineText', () => {
  it('trims and keeps any printable text, Turkish and emoji included', () => {
    expect(lineText().parse('  İstanbul ıŞ 🙂  ')).toBe('İstanbul ıŞ 🙂');
    expect(lineText().parse(' title\n')).toBe('title');
  });

  it('refuses NUL and every other control character inside the text', () => {
    for (const value of ['a\u0000b', '\u0000', 'a\nb', 'a\tb', 'a\rb', 'a\u001fb', 'a\u0007b'])
      expect(messageOf(lineText().safeParse(value)), JSON.stringify(value)).toBe(
        FIELD_MESSAGES.controlCharacters,
      );
  });
});

describe('multiLineText', () => {
  it('keeps tab, line feed and carriage return', () => {
    expect(multiLineText().parse('one\r\n\ttwo\nthree')).toBe('one\r\n\ttwo\nthree');
  });

  it('refuses NUL and the other control characters', () => {
    for (const value of ['a\u0000b', 'a\u000bb', 'a\u000cb', 'a\u001bb'])
      expect(messageOf(multiLineText().safeParse(value)), JSON.stringify(value)).toBe(
        FIELD_MESSAGES.controlCharacters,
      );
  });
});

describe('idSchema (JSON bodies)', () => {
  it('takes integers from 1 to the int4 maximum', () => {
    expect(idSchema().parse(1)).toBe(1);
    expect(idSchema().parse(INT4_MAX)).toBe(2_147_483_647);
  });

  it('refuses ids PostgreSQL cannot store, fractions, text and non-finite numbers', () => {
    for (const value of [0, -1, 1.5, 2_147_483_648, 9_007_199_254_740_991, Infinity, NaN, '1'])
      expect(messageOf(idSchema().safeParse(value)), String(value)).toBe(FIELD_MESSAGES.invalid);
  });

  it('names the field’s own message when given one', () => {
    expect(messageOf(idSchema('billingInfo.validation.countryRequired').safeParse(null))).toBe(
      'billingInfo.validation.countryRequired',
    );
  });
});

describe('idParamSchema (paths and query strings)', () => {
  it('reads the id from text', () => {
    expect(idParamSchema().parse('42')).toBe(42);
    expect(idParamSchema().parse('2147483647')).toBe(INT4_MAX);
  });

  it('refuses text beyond int4, negative, fractional, empty or not a number', () => {
    for (const value of ['2147483648', '9007199254740991', '-1', '0', '1.5', '1e309', '', 'abc'])
      expect(idParamSchema().safeParse(value).success, value).toBe(false);
  });
});

describe('dateSchema', () => {
  it('takes real calendar days from 1900 to 2100', () => {
    for (const value of ['2024-02-29', '1900-01-01', '2100-12-31', '2026-04-30'])
      expect(dateSchema().parse(value)).toBe(value);
  });

  it('refuses impossible days, years out of range and other formats', () => {
    for (const value of [
      '2026-13-45',
      '9999-99-99',
      '0000-00-00',
      '2023-02-29',
      '2026-04-31',
      '2026-00-10',
      '1899-12-31',
      '2101-01-01',
      '2026-1-5',
      '2026-01-01T00:00:00Z',
      '',
    ])
      expect(messageOf(dateSchema().safeParse(value)), value).toBe(FIELD_MESSAGES.date);
  });
});

describe('field messages', () => {
  it('are keys of the validation catalogue in English and Turkish', () => {
    for (const key of Object.values(FIELD_MESSAGES)) {
      const name = key.replace(/^validation\./, '') as keyof typeof validation.en;
      expect(validation.en[name], key).toBeTruthy();
      expect(validation.tr[name], key).toBeTruthy();
    }
  });
});
