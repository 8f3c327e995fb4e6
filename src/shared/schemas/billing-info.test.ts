import { describe, expect, it } from 'vitest';
import { billingInfoSchema, ibanChecksumValid, ibanSchema, normaliseIban } from './billing-info.ts';

describe('IBAN', () => {
  it('removes whitespace and upper-cases before checking', () => {
    expect(normaliseIban(' gb82 west 1234\t5698 7654 32 ')).toBe('GB82WEST12345698765432');
    expect(ibanSchema.parse('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
  });

  it('checks the mod-97 checksum of real IBANs', () => {
    for (const iban of [
      'GB82WEST12345698765432',
      'DE89370400440532013000',
      'TR330006100519786457841326',
      'NL91ABNA0417164300',
    ])
      expect(ibanChecksumValid(iban)).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765431')).toBe(false);
    expect(ibanChecksumValid('TR330006100519786457841327')).toBe(false);
  });

  it('gives the format message before the checksum message', () => {
    const message = (value: string) => ibanSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('GB82-WEST')).toBe('billingInfo.validation.ibanFormat');
    expect(message('1234WEST12345698765432')).toBe('billingInfo.validation.ibanFormat');
    expect(message('GB82WEST1234')).toBe('billingInfo.validation.ibanFormat'); // 8 after the first 4
    expect(message('GB82WEST12345698765431')).toBe('billingInfo.validation.ibanChecksum');
    expect(message('')).toBe('validation.required');
  });

  it('knows that a Turkish IBAN has 26 characters', () => {
    const message = (value: string) => ibanSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('TR33 0006 1005 1978 6457 8413 26')).toBeUndefined();
    expect(message('TR33000610051978645784132')).toBe('billingInfo.validation.ibanFormat');
    // 27 characters whose mod-97 check digits hold: only the length is wrong.
    expect(message('TR0400061005197864578413260')).toBe('billingInfo.validation.ibanFormat');
    expect(message('TR330006100519786457841327')).toBe('billingInfo.validation.ibanChecksum');
  });
});

describe('billing form', () => {
  const valid = {
    accountType: 1,
    country: 1,
    currency: 'USD',
    accountHolderName: 'Ada Lovelace',
    iban: 'GB82WEST12345698765432',
    billingName: 'Ada Lovelace',
    billingEmail: 'ada@example.com',
    billingCity: 2,
    billingAddress: '12 Long Street',
    billingPostcode: '34000',
    billingTaxNumber: '',
    isVatRegistered: false,
  };
  const messages = (input: object) =>
    billingInfoSchema
      .safeParse(input)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts a complete form', () => {
    expect(billingInfoSchema.safeParse(valid).success).toBe(true);
  });

  it('names each broken rule', () => {
    expect(messages({ ...valid, country: null, billingCity: null })).toEqual([
      ['country', 'billingInfo.validation.countryRequired'],
      ['billingCity', 'billingInfo.validation.cityRequired'],
    ]);
    expect(messages({ ...valid, billingAddress: '123456789' })).toEqual([
      ['billingAddress', 'billingInfo.validation.addressMin'],
    ]);
    expect(messages({ ...valid, isVatRegistered: true })).toEqual([
      ['billingTaxNumber', 'validation.required'],
    ]);
    expect(messages({ ...valid, billingEmail: 'not-an-email' })).toEqual([
      ['billingEmail', 'validation.email'],
    ]);
  });
});
