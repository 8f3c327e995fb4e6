import { describe, expect, it } from 'vitest';
import { toE164 } from './company-fields.tsx';

describe('company phone', () => {
  it('reads the number for the chosen country and gives E.164', () => {
    expect(toE164('0532 123 45 67', 'TR')).toBe('+905321234567');
    expect(toE164('+44 20 7946 0000', undefined)).toBe('+442079460000');
  });

  it('refuses numbers the parser does not accept or with fewer than 4 digits', () => {
    expect(toE164('0532 123 45', 'TR')).toBeNull();
    expect(toE164('123', 'GB')).toBeNull();
    expect(toE164('', 'TR')).toBeNull();
  });
});
