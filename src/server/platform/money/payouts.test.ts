import { describe, expect, it } from 'vitest';
import { ibanProblem, payoutFormatOf, withholdingOf } from './payouts.ts';

describe('payout rules', () => {
  it('withholds the rate of the gross, rounded half up, exactly for large amounts', () => {
    expect(withholdingOf(100_000, 2000)).toBe(20_000);
    expect(withholdingOf(12_345, 1500)).toBe(1852); // 1851.75
    expect(withholdingOf(10, 2500)).toBe(3); // 2.5 rounds up
    expect(withholdingOf(9, 2500)).toBe(2); // 2.25
    expect(withholdingOf(1, 0)).toBe(0);
    expect(withholdingOf(0, 5000)).toBe(0);
    // Half of one minor unit rounds up to all of it: the payout would send nothing.
    expect(withholdingOf(1, 5000)).toBe(0);
    expect(withholdingOf(3, 5000)).toBe(2); // 1.5 rounds up, 1 left to send
    expect(withholdingOf(4_503_599_627_370_495, 5000)).toBe(2_251_799_813_685_248);
  });

  it('checks each IBAN against its country and the currency’s bank file', () => {
    expect(ibanProblem('TR33 0006 1005 1978 6457 8413 26', 'TRY')).toBeNull();
    expect(ibanProblem('TR33000610051978645784132', 'TRY')).toBe('invalid'); // 25 characters
    expect(ibanProblem('DE89370400440532013000', 'TRY')).toBe('not_turkish');
    expect(ibanProblem('TR330006100519786457841326', 'EUR')).toBe('not_sepa');
    expect(ibanProblem('de89 3704 0044 0532 0130 00', 'EUR')).toBeNull();
    expect(ibanProblem('DE89370400440532013001', 'EUR')).toBe('invalid');
    expect(ibanProblem('', 'USD')).toBe('missing');
    expect(ibanProblem(null, 'USD')).toBe('missing');
    expect(ibanProblem('TR330006100519786457841326', 'USD')).toBeNull();
  });

  it('sends EUR as pain.001, TRY as a transfer list and the rest as CSV', () => {
    expect(payoutFormatOf('EUR')).toBe('pain001');
    expect(payoutFormatOf('TRY')).toBe('try_list');
    expect(payoutFormatOf('USD')).toBe('csv');
  });
});
